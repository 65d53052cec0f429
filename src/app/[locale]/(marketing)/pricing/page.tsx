/**
 * /pricing: the monthly and yearly plans with prices from the environment (formatted in the
 * page's language), the 3-day free trial, cancel anytime, the yearly saving, and a way to each
 * checkout. Prerendered per language; no database.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PremiumRequiredNotice } from "@/components/accounts/premium-required-notice";
import { localizedPathname } from "@/i18n/pathname";
import { PREMIUM_ROUTES } from "@/lib/routes";
import { CheckoutCancelledNotice } from "@/components/marketing/checkout-cancelled-notice";
import { formatPercent, formatPrice } from "@/lib/format-price";
import { Icon } from "@/components/marketing/icons";
import { MarketingFrame } from "@/components/marketing/marketing-frame";
import { PlanCard } from "@/components/marketing/plan-card";
import { localeOf, type LocalePageProps } from "@/components/marketing/page-locale";
import { marketingMetadata } from "@/components/marketing/seo";
import { directionOf, routing } from "@/i18n/routing";
import { billingMode } from "@/server/billing/stripe";
import { getPlanPrices } from "@/server/billing/prices";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: "pricing" });
  const brand = await getTranslations({ locale, namespace: "landing.header" });
  return marketingMetadata({
    locale,
    path: "/pricing",
    title: t("metaTitle"),
    description: t("metaDescription"),
    siteName: brand("brand"),
  });
}

type PremiumFeature = "dashboard" | "calendar" | "habits" | "mood" | "analytics" | "rewards";

const INCLUDED = ["planner", "replan", "calendar", "habits", "mood", "analytics", "rewards", "languages"] as const;
const FAQ = ["trial", "cancel", "afterTrial", "payment"] as const;

export default async function PricingPage({ params }: LocalePageProps) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations("pricing");
  const ta = await getTranslations("accounts");
  const prices = getPlanPrices();
  const price = (minor: number) => formatPrice(minor, prices.currency, locale);
  const hasSaving = prices.yearlySavingPercent > 0;
  // The payment answer follows the billing mode in use, as the prices follow the configuration (issue 24).
  const faq = FAQ.map((key) => (key === "payment" && billingMode() === "demo" ? "paymentDemo" : key));

  return (
    <MarketingFrame path="/pricing">
      <CheckoutCancelledNotice message={t("checkoutCancelled")} dir={directionOf(locale)} />
      <PremiumRequiredNotice
        locale={locale}
        texts={{
          byPath: Object.fromEntries(PREMIUM_ROUTES.map((r) => [r, ta(`noAccess.${r.slice(1) as PremiumFeature}`)])),
          generic: ta("noAccess.generic"),
          statusFree: ta("noAccess.statusFree"),
          statusEnded: ta("noAccess.statusEnded", { date: "{date}" }),
          statusOther: ta("noAccess.statusOther"),
          profile: ta("noAccess.profile"),
          signOut: ta("header.signOut"),
        }}
        hrefs={{
          profile: localizedPathname({ href: "/profile", locale }),
          home: localizedPathname({ href: "/", locale }),
        }}
      />
      <section aria-labelledby="pricing-title" className="bg-gradient-to-b from-accent/70 to-background">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 pt-12 pb-8 text-center sm:px-6 sm:pt-16">
          <h1 id="pricing-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t("title")}
          </h1>
          <p className="text-lg text-muted-foreground">{t("subtitle")}</p>
          <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm font-medium">
            <span className="flex items-center gap-1.5">
              <Icon name="Check" className="size-4 text-success" />
              {t("trial")}
            </span>
            <span className="flex items-center gap-1.5">
              <Icon name="Check" className="size-4 text-success" />
              {t("cancelAnytime")}
            </span>
          </p>
        </div>
      </section>

      <section
        aria-label={t("plansLabel")}
        className="mx-auto grid grid-cols-1 max-w-4xl gap-6 px-4 pb-16 sm:px-6 md:grid-cols-2"
      >
        <PlanCard
          plan="monthly"
          name={t("plans.monthly.name")}
          description={t("plans.monthly.description")}
          price={price(prices.monthlyMinor)}
          period={t("plans.monthly.period")}
          afterTrial={t("plans.monthly.afterTrial", { price: price(prices.monthlyMinor) })}
          cta={t("cta")}
          points={[t("trial"), t("cancelAnytime"), t("everythingIncluded")]}
        />
        <PlanCard
          plan="yearly"
          featured
          badge={
            hasSaving
              ? t("plans.yearly.save", { percent: formatPercent(prices.yearlySavingPercent, locale) })
              : undefined
          }
          name={t("plans.yearly.name")}
          description={t("plans.yearly.description")}
          price={price(prices.yearlyMinor)}
          period={t("plans.yearly.period")}
          perMonth={t("plans.yearly.perMonth", { price: price(prices.yearlyPerMonthMinor) })}
          afterTrial={t("plans.yearly.afterTrial", { price: price(prices.yearlyMinor) })}
          saving={hasSaving ? t("plans.yearly.saving", { amount: price(prices.yearlySavingMinor) }) : undefined}
          cta={t("cta")}
          points={[t("trial"), t("cancelAnytime"), t("everythingIncluded")]}
        />
      </section>

      <section aria-labelledby="included-title" className="bg-muted/50">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
          <h2 id="included-title" className="text-2xl font-bold tracking-tight">
            {t("included.title")}
          </h2>
          <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {INCLUDED.map((key) => (
              <li key={key} className="flex items-start gap-2">
                <Icon name="Check" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{t(`included.items.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h2 id="faq-title" className="text-2xl font-bold tracking-tight">
          {t("faq.title")}
        </h2>
        <div className="mt-6 divide-y rounded-lg border">
          {faq.map((key) => (
            <details key={key} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
                <h3>{t(`faq.items.${key}.question`)}</h3>
                <Icon
                  name="ChevronDown"
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="mt-2 text-sm text-muted-foreground">{t(`faq.items.${key}.answer`)}</p>
            </details>
          ))}
        </div>
      </section>
    </MarketingFrame>
  );
}
