"use client";
/**
 * The signed-in app's frame: the skip link, the sidebar (wide screens) or header bar (phones) with
 * the nav and the account menu, the banners, and what runs beside every signed-in page (the
 * service worker's client, the session keeper, habit reminders). The (app) layout renders it with
 * the user it read on the server; the prerendered pages' layout ((shell)/layout.tsx) with the user
 * the browser fetched (`frame` is null until then: the same frame, its user's parts not yet drawn).
 */
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Logo } from "@/components/brand/logo";
import { AppNav, NavIcons, type RoleNavItem } from "@/components/app-shell/app-nav";
import { UserMenu } from "@/components/app-shell/user-menu";
import { ClockFormatProvider } from "@/components/app-shell/clock-format";
import { SessionKeeper } from "@/components/session-keeper";
import { HabitReminders } from "@/components/habits/habit-reminders";
import { VerifyEmailBanner } from "@/components/accounts/verify-email-banner";
import { PwaClient } from "@/components/pwa/pwa-client";
import { Link } from "@/i18n/navigation";
import { SESSION_MAX_AGE_SECONDS } from "@/server/auth/session-policy";
import { useServerData } from "@/components/query-provider";
import { queryKeys } from "@/lib/query-keys";
import type { FrameData } from "@/lib/app-frame";

/** Where the user's menu will be, while the browser fetches who they are. */
function MenuPlaceholder({ compact }: { compact?: boolean }) {
  return compact ? (
    <span aria-hidden className="block size-10 rounded-full bg-muted" />
  ) : (
    <span aria-hidden className="flex items-center gap-2 p-2">
      <span className="size-8 shrink-0 rounded-full bg-muted" />
      <span className="h-4 flex-1 rounded bg-muted" />
    </span>
  );
}

export function AppFrame({
  frame,
  fromServer = false,
  children,
}: {
  frame: FrameData | null;
  /** Rendered on the server for this request: kept in the query cache for the prerendered pages' frame. */
  fromServer?: boolean;
  children: ReactNode;
}) {
  useServerData(queryKeys.appFrame, fromServer ? frame : null);
  const t = useTranslations("common");
  const tm = useTranslations("accounts.menu.plans");
  const menu = frame && { name: frame.name, email: frame.email, plan: tm(frame.plan), roleLinks: frame.roleLinks };
  // The pages of the user's role in the nav too (issue 24); premium pages shown locked without a plan.
  const roleItems = (frame?.roleLinks ?? []).filter((l): l is RoleNavItem => l.key !== "becomeAffiliate");
  // Until the user is known the premium pages are drawn as links (the prerendered pages are premium ones).
  const nav = { premium: frame?.premium ?? true, roleItems };
  return (
    // 12- or 24-hour times everywhere in the app (src/lib/time/clock.ts).
    <ClockFormatProvider format={frame?.clockFormat ?? "auto"}>
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
          <Link href={frame?.home ?? "/dashboard"} className="flex items-center gap-2 px-2 font-semibold">
            <Logo size={28} />
            {t("appName")}
          </Link>
          <AppNav orientation="vertical" {...nav} />
          <div className="mt-auto border-t pt-3">{menu ? <UserMenu {...menu} /> : <MenuPlaceholder />}</div>
        </aside>
        <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur md:hidden">
          <div className="flex items-center gap-2 px-4 pt-3 font-semibold">
            <Logo size={24} />
            {t("appName")}
            <div className="ms-auto">{menu ? <UserMenu {...menu} compact /> : <MenuPlaceholder compact />}</div>
          </div>
          <AppNav orientation="horizontal" {...nav} />
        </header>
        <div className="min-w-0">
          {/* Installable app: service worker, offline note, offline check-offs (issue 27). */}
          {frame && <PwaClient userId={frame.userId} />}
          {frame && !frame.emailVerified && <VerifyEmailBanner email={frame.email} />}
          {children}
        </div>
        {/* The cookie rolls on every use, so from this render the session lasts its full age. */}
        {frame && <SessionKeeper maxAgeMs={SESSION_MAX_AGE_SECONDS * 1000} />}
        {/* Habit reminders as browser notifications while the app is open (only when turned on). */}
        {frame && <HabitReminders />}
      </div>
    </ClockFormatProvider>
  );
}
