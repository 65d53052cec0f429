/**
 * The landing page (/): what Rhythm does, a real plan, the claims, the features, the price and
 * the way in. Server-rendered and prerendered per language; no database and no client code of
 * its own.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { Icon } from "@/components/marketing/icons";
import { formatPercent, formatPrice } from "@/lib/format-price";
import { JsonLd } from "@/components/marketing/json-ld";
import { MarketingFrame } from "@/components/marketing/marketing-frame";
import { PlanExample } from "@/components/marketing/plan-example";
import { localeOf, type LocalePageProps } from "@/components/marketing/page-locale";
import { marketingMetadata, softwareApplicationJsonLd } from "@/components/marketing/seo";
import { StarRating } from "@/components/marketing/star-rating";
import { LocalizedLink } from "@/components/localized-link";
import { Button } from "@/components/ui/button";
import { routing } from "@/i18n/routing";
import { getPlanPrices } from "@/server/billing/prices";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: "landing" });
  return marketingMetadata({
    locale,
    path: "/",
    title: t("metaTitle"),
    description: t("metaDescription"),
    siteName: t("header.brand"),
  });
}

const signUp = { pathname: "/auth", query: { mode: "signup" } } as const;
// Long translations ("Empieza tu prueba gratis de 3 días") must wrap on a 360 px phone.
const wrapping = "h-auto min-h-12 whitespace-normal py-2.5 text-center";

export default async function LandingPage({ params }: LocalePageProps) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations("landing");
  const billing = await getTranslations("billing.plans");
  const prices = getPlanPrices();
  const price = (minor: number) => formatPrice(minor, prices.currency, locale);

  const claims = [
    { key: "productivity", icon: "TrendingUp" },
    { key: "rating", icon: "Star" },
    { key: "trial", icon: "Clock" },
  ] as const;

  return (
    <MarketingFrame path="/">
      <JsonLd
        data={softwareApplicationJsonLd({
          locale,
          name: t("header.brand"),
          description: t("metaDescription"),
          prices,
          planNames: { monthly: billing("monthly"), yearly: billing("yearly") },
        })}
      />

      <section aria-labelledby="hero-title" className="bg-gradient-to-b from-accent/70 to-background">
        <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:py-20">
          <div className="flex flex-col gap-6">
            <p className="w-fit rounded-full border border-primary/20 bg-background px-3 py-1 text-sm font-medium text-accent-foreground">
              {t("hero.eyebrow")}
            </p>
            <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              {t("heroTitle")}
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">{t("heroBody")}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" className={wrapping}>
                <LocalizedLink href={signUp}>{t("hero.ctaPrimary")}</LocalizedLink>
              </Button>
              <Button asChild size="lg" variant="outline" className={wrapping}>
                <LocalizedLink href="/pricing">{t("hero.ctaSecondary")}</LocalizedLink>
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">{t("hero.ctaNote")}</p>
          </div>
          <PlanExample />
        </div>
      </section>

      <section aria-labelledby="claims-title" className="border-y bg-background">
        <h2 id="claims-title" className="sr-only">
          {t("claims.title")}
        </h2>
        <ul className="mx-auto grid grid-cols-1 max-w-6xl gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6">
          {claims.map(({ key, icon }) => (
            <li key={key} className="flex items-center gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Icon name={icon} className="size-6" />
              </span>
              <p className="flex flex-col">
                <span className="text-2xl font-bold tracking-tight">{t(`claims.${key}.value`)}</span>
                <span className="text-sm text-muted-foreground">{t(`claims.${key}.label`)}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="how-title" className="text-3xl font-bold tracking-tight">
          {t("how.title")}
        </h2>
        <ol className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-3">
          {(["describe", "plan", "adjust"] as const).map((step, i) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {new Intl.NumberFormat(locale).format(i + 1)}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{t(`how.steps.${step}.title`)}</h3>
                <p className="text-sm text-muted-foreground">{t(`how.steps.${step}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="features-title" className="bg-muted/50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight">
            {t("features.title")}
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t("features.subtitle")}</p>
          <div className="mt-8">
            <FeatureGrid />
          </div>
        </div>
      </section>

      <section aria-labelledby="rating-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <StarRating value={4.9} className="h-7 w-36" />
          <h2 id="rating-title" className="text-3xl font-bold tracking-tight">
            {t("rating.title")}
          </h2>
          <p className="max-w-xl text-muted-foreground">{t("rating.body")}</p>
        </div>
      </section>

      <section aria-labelledby="pricing-title" className="bg-muted/50">
        <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-8 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div className="flex flex-col gap-3">
            <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
              {t("pricingTeaser.title")}
            </h2>
            <p className="text-muted-foreground">
              {prices.yearlySavingPercent > 0
                ? t("pricingTeaser.bodyWithSaving", {
                    monthly: price(prices.monthlyMinor),
                    yearly: price(prices.yearlyMinor),
                    percent: formatPercent(prices.yearlySavingPercent, locale),
                  })
                : t("pricingTeaser.body", { monthly: price(prices.monthlyMinor), yearly: price(prices.yearlyMinor) })}
            </p>
            <ul className="flex flex-col gap-2 text-sm">
              {(["trial", "cancel", "everything"] as const).map((key) => (
                <li key={key} className="flex items-center gap-2">
                  <Icon name="Check" className="size-4 shrink-0 text-success" />
                  {t(`pricingTeaser.points.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:justify-end">
            <Button asChild size="lg" className={wrapping}>
              <LocalizedLink href={signUp}>{t("pricingTeaser.ctaTrial")}</LocalizedLink>
            </Button>
            <Button asChild size="lg" variant="outline" className={wrapping}>
              <LocalizedLink href="/pricing">{t("pricingTeaser.ctaPlans")}</LocalizedLink>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="final-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground">
          <h2 id="final-title" className="text-3xl font-bold tracking-tight text-balance">
            {t("finalCta.title")}
          </h2>
          <p className="max-w-xl opacity-90">{t("finalCta.body")}</p>
          <Button asChild size="lg" variant="secondary" className={wrapping}>
            <LocalizedLink href={signUp}>{t("finalCta.cta")}</LocalizedLink>
          </Button>
        </div>
      </section>
    </MarketingFrame>
  );
}
