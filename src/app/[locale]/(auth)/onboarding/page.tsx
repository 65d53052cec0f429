import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Logo } from "@/components/brand/logo";
import { LanguageSwitcher } from "@/components/language-switcher";
import { OnboardingFlow } from "@/components/onboarding/onboarding-flow";
import { ThemeSwitcher } from "@/components/theme-switcher";
import { VerifyEmailBanner } from "@/components/accounts/verify-email-banner";
import { getPathname } from "@/i18n/navigation";
import { toLocale } from "@/i18n/routing";
import { stripLocale } from "@/lib/routes";
import { safeCallbackUrl } from "@/server/auth/auth-page-props";
import { requireUserPage } from "@/server/auth/guards";
import { hasPremiumAccess } from "@/server/billing/entitlements";
import { homePathFor } from "@/lib/home-path";
import { FOCUS_TIMES, type FocusTime } from "@/server/users/schemas";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: "onboarding" });
  return { title: t("metaTitle"), robots: { index: false } };
}

type SearchParams = Record<string, string | string[] | undefined>;

/** Same-site relative paths only, and never back to onboarding or sign-in (that would loop). */
function continueTo(value: SearchParams[string], fallback: string): string {
  const url = safeCallbackUrl(value, fallback);
  const path = stripLocale(url.split(/[?#]/)[0]);
  return path === "/onboarding" || path.startsWith("/onboarding/") || path === "/auth" || path.startsWith("/auth/")
    ? fallback
    : url;
}

export default async function OnboardingPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  const requested = continueTo(sp.callbackUrl, "");
  // Signed-out visitors come back here after signing in, with the same destination.
  const user = await requireUserPage(
    requested ? `/onboarding?callbackUrl=${encodeURIComponent(requested)}` : "/onboarding",
  );
  // Without a destination, the account's home once onboarded (issue 24): not the paywall for a free plan.
  const home = homePathFor({ id: user.id, role: user.role, onboarded: true, premium: hasPremiumAccess(user) });
  const callbackUrl = requested || getPathname({ href: home, locale: toLocale(locale) });
  if (user.hasCompletedOnboarding) redirect(callbackUrl);

  const t = await getTranslations("onboarding");
  const tc = await getTranslations("common");
  const focusTime: FocusTime | "" =
    user.focusTime && (FOCUS_TIMES as readonly string[]).includes(user.focusTime) ? user.focusTime : "";
  return (
    <div className="flex min-h-screen flex-col">
      {!user.emailVerified && <VerifyEmailBanner email={user.email} justSignedUp />}
      <header className="mx-auto flex w-full max-w-2xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <div className="flex items-center gap-2 font-semibold">
          <Logo size={28} />
          {/* On phones the switchers need the room; the logo alone names the app there. */}
          <span className="sr-only sm:not-sr-only">{tc("appName")}</span>
        </div>
        <div className="flex items-center gap-2">
          <ThemeSwitcher />
          <LanguageSwitcher className="w-36 sm:w-40" />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 pb-12 sm:px-6">
        <p className="mb-4 text-sm text-muted-foreground">{t("intro")}</p>
        <div className="rounded-lg border bg-card p-5 shadow-sm sm:p-8">
          <OnboardingFlow
            callbackUrl={callbackUrl}
            resumeKey={user.id}
            initial={{
              name: user.name ?? "",
              timezone: user.timezone,
              wakeTime: user.wakeTime,
              bedTime: user.bedTime,
              workStart: user.workStart,
              workEnd: user.workEnd,
              focusTime,
              goals: user.goals,
            }}
          />
        </div>
      </main>
    </div>
  );
}
