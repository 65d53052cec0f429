import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { AppClientFrame } from "@/components/app-client-frame";
import { toLocale } from "@/i18n/routing";
import { Logo } from "@/components/brand/logo";
import { AppNav, NavIcons, type RoleNavItem } from "@/components/app-shell/app-nav";
import { hasPremiumAccess } from "@/server/billing/entitlements";
import { homePathFor } from "@/lib/home-path";
import { Link } from "@/i18n/navigation";
import { getCurrentUser } from "@/server/auth/guards";
import { SessionKeeper } from "@/components/session-keeper";
import { HabitReminders } from "@/components/habits/habit-reminders";
import { UserMenu, type RoleLink } from "@/components/app-shell/user-menu";
import { hasPermission } from "@/server/auth/permissions";
import { VerifyEmailBanner } from "@/components/accounts/verify-email-banner";
import { planLabelKey } from "@/server/users/plan-label";
import { SESSION_MAX_AGE_SECONDS } from "@/server/auth/session-policy";
import { ClockFormatProvider } from "@/components/app-shell/clock-format";
import { PwaClient } from "@/components/pwa/pwa-client";

/**
 * The signed-in app's frame. Access is decided by each page's guard (it runs on every request,
 * including RSC and prefetch requests, which may skip this layout); the frame only needs the user.
 */
export default async function AppLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = toLocale((await params).locale);
  const user = await getCurrentUser();
  const t = await getTranslations("common");
  const tm = await getTranslations("accounts.menu.plans");
  if (!user)
    return (
      <AppClientFrame locale={locale} scope="app-frame">
        {children}
      </AppClientFrame>
    );
  const roleLinks: RoleLink[] = [];
  if (hasPermission(user, "admin.access")) roleLinks.push({ href: "/admin", key: "admin" });
  if (user.role === "affiliate") roleLinks.push({ href: `/affiliate/dashboard/${user.id}`, key: "affiliateDashboard" });
  if (user.role === "user") roleLinks.push({ href: "/affiliate", key: "becomeAffiliate" });
  const menu = { name: user.name ?? "", email: user.email, plan: tm(planLabelKey(user)), roleLinks };
  // The pages of the user's role in the nav too (issue 24); premium pages shown locked without a plan.
  const premium = hasPremiumAccess(user);
  const roleItems = roleLinks.filter((l): l is RoleNavItem => l.key !== "becomeAffiliate");
  const nav = { premium, roleItems };
  const home = homePathFor({ id: user.id, role: user.role, onboarded: user.hasCompletedOnboarding, premium });
  return (
    <AppClientFrame locale={locale} scope="app-frame">
      {/* 12- or 24-hour times everywhere in the app (src/lib/time/clock.ts). */}
      <ClockFormatProvider format={user.clockFormat}>
        <div className="min-h-screen md:grid md:grid-cols-[15rem_1fr]">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
          >
            {t("skipToContent")}
          </a>
          <NavIcons {...nav} />
          {/* Sticky, one screen tall: the account menu at its foot stays in view on a long page. */}
          <aside className="hidden border-e bg-card md:sticky md:top-0 md:flex md:h-screen md:flex-col md:gap-6 md:overflow-y-auto md:p-4">
            <Link href={home} className="flex items-center gap-2 px-2 font-semibold">
              <Logo size={28} />
              {t("appName")}
            </Link>
            <AppNav orientation="vertical" {...nav} />
            <div className="mt-auto border-t pt-3">
              <UserMenu {...menu} />
            </div>
          </aside>
          <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur md:hidden">
            <div className="flex items-center gap-2 px-4 pt-3 font-semibold">
              <Logo size={24} />
              {t("appName")}
              <div className="ms-auto">
                <UserMenu {...menu} compact />
              </div>
            </div>
            <AppNav orientation="horizontal" {...nav} />
          </header>
          <div className="min-w-0">
            {/* Installable app: service worker, offline note, offline check-offs (issue 27). */}
            <PwaClient userId={user.id} />
            {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
            {children}
          </div>
          {/* The cookie rolls on every use, so from this render the session lasts its full age. */}
          <SessionKeeper maxAgeMs={SESSION_MAX_AGE_SECONDS * 1000} />
          {/* Habit reminders as browser notifications while the app is open (only when turned on). */}
          <HabitReminders />
        </div>
      </ClockFormatProvider>
    </AppClientFrame>
  );
}
