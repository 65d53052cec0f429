import { redirect } from "next/navigation";
import { getNow } from "next-intl/server";
import { getFormatter, getTranslations } from "@/i18n/server";
import { LocalizedLink } from "@/components/localized-link";
import { Logo } from "@/components/brand/logo";
import { ResendVerificationButton } from "@/components/profile/resend-verification-button";
import { CheckoutPanel } from "@/components/subscription/checkout-panel";
import { TRIAL_DAYS } from "@/lib/constants";
import { localizedPathname } from "@/i18n/pathname";
import { toLocale } from "@/i18n/locales";
import { requireOnboardedPage } from "@/server/auth/guards";
import { hasPremiumAccess } from "@/server/billing/entitlements";
import { getPlanPrices, planSchema } from "@/server/billing/prices";
import { billingMode } from "@/server/billing/stripe";

/**
 * /checkout and /subscribe: a visitor signs in and comes back; a chosen plan starts Stripe
 * Checkout or, without Stripe, the built-in demo billing (labelled as such). Nothing is charged or
 * started by merely opening the page: the button does it.
 */
export async function CheckoutPage({ locale, path, plan: rawPlan }: { locale: string; path: string; plan?: string }) {
  const user = await requireOnboardedPage(rawPlan ? `${path}?plan=${encodeURIComponent(rawPlan)}` : path);
  const plan = planSchema.safeParse(rawPlan);
  if (!plan.success) redirect(localizedPathname({ href: "/pricing", locale: toLocale(locale) }));
  if (hasPremiumAccess(user)) redirect(localizedPathname({ href: "/subscription", locale: toLocale(locale) }));
  const t = await getTranslations("checkout");
  const format = await getFormatter();
  const prices = getPlanPrices();
  const mode = billingMode();
  const minor = plan.data === "monthly" ? prices.monthlyMinor : prices.yearlyMinor;
  const price = format.number(minor / 100, { style: "currency", currency: prices.currency });
  const trialEnd = new Date((await getNow()).getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-6 px-6 py-12">
      <div className="flex flex-col items-center gap-3 text-center">
        <Logo size={44} />
        <h1 className="text-2xl font-semibold">{t("title", { plan: t(`plans.${plan.data}`) })}</h1>
        <p className="text-sm text-muted-foreground">{t("trial", { days: TRIAL_DAYS })}</p>
      </div>
      <div className="space-y-4 rounded-lg border bg-card p-6 shadow-sm">
        <p className="text-lg font-medium">
          {t(plan.data === "monthly" ? "pricePerMonth" : "pricePerYear", {
            price,
          })}
        </p>
        <p className="text-sm text-muted-foreground">{t("afterTrial", { days: TRIAL_DAYS })}</p>
        {/* What happens on the trial's last day, said before the trial starts (issue 24). */}
        <p className="text-sm" data-testid="trial-day-3">
          {t(mode === "demo" ? "trialEndDemo" : "trialEnd", {
            date: format.dateTime(trialEnd, { dateStyle: "long" }),
            price,
          })}
        </p>
        {mode === "demo" && (
          <p className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm" data-testid="demo-billing">
            {t("demoNotice")}
          </p>
        )}
        {mode === "disabled" ? (
          <p role="alert" className="text-sm text-destructive">
            {t("unavailable")}
          </p>
        ) : user.emailVerified ? (
          <CheckoutPanel plan={plan.data} demo={mode === "demo"} />
        ) : (
          // The server refuses an unverified account too (billing/errors.ts assertEmailVerified).
          <div className="space-y-3" data-testid="verify-before-checkout">
            <p role="status" className="text-sm">
              {t("verifyFirst")}
            </p>
            <ResendVerificationButton className="w-full" />
          </div>
        )}
      </div>
      {/* A way back: to the plans, or to the account's own page. */}
      <p className="text-center text-sm">
        <LocalizedLink href="/pricing" className="underline underline-offset-4">
          {t("backToPlans")}
        </LocalizedLink>
        <span aria-hidden> · </span>
        <LocalizedLink href="/subscription" className="underline underline-offset-4">
          {t("backToSubscription")}
        </LocalizedLink>
      </p>
    </main>
  );
}
