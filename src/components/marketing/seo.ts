/**
 * Search metadata shared by the public pages: canonical URL, hreflang alternates (en, es, ar,
 * x-default), OpenGraph and Twitter cards, and the JSON-LD description of Rhythm. Absolute URLs
 * come from APP_URL; the pages prerender, so it is read when they are built.
 */
import type { Metadata } from "next";
import { localizedPathname } from "@/i18n/pathname";
import { routing, type Locale } from "@/i18n/routing";
import { appUrl } from "@/lib/env";
import type { PlanPrices } from "@/server/billing/prices";
import { minorToDecimal } from "@/lib/format-price";

export type MarketingPath = "/" | "/pricing";

const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_ES", ar: "ar_AR" };

/** The absolute URL of a public page in one language ("https://host/", "https://host/es/pricing"). */
export function absoluteUrl(path: MarketingPath, locale: Locale): string {
  const pathname = localizedPathname({ href: path, locale });
  return `${appUrl()}${pathname === "/" ? "/" : pathname}`;
}

export function marketingMetadata({
  locale,
  path,
  title,
  description,
  siteName,
}: {
  locale: Locale;
  path: MarketingPath;
  title: string;
  description: string;
  siteName: string;
}): Metadata {
  const url = absoluteUrl(path, locale);
  return {
    metadataBase: new URL(appUrl()),
    title: { absolute: title },
    description,
    alternates: {
      canonical: url,
      languages: {
        ...Object.fromEntries(routing.locales.map((l) => [l, absoluteUrl(path, l)])),
        "x-default": absoluteUrl(path, routing.defaultLocale),
      },
    },
    openGraph: {
      type: "website",
      siteName,
      title,
      description,
      url,
      locale: OG_LOCALE[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => OG_LOCALE[l]),
    },
    twitter: { card: "summary", title, description },
    robots: { index: true, follow: true },
  };
}

/** schema.org SoftwareApplication with the rating the landing page states and both plans as offers. */
export function softwareApplicationJsonLd({
  locale,
  name,
  description,
  prices,
  planNames,
}: {
  locale: Locale;
  name: string;
  description: string;
  prices: PlanPrices;
  planNames: { monthly: string; yearly: string };
}) {
  const pricingUrl = absoluteUrl("/pricing", locale);
  const amount = (minor: number) => minorToDecimal(minor, prices.currency);
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name,
    description,
    url: absoluteUrl("/", locale),
    inLanguage: locale,
    applicationCategory: "BusinessApplication",
    applicationSubCategory: "Daily planner",
    operatingSystem: "Web",
    aggregateRating: { "@type": "AggregateRating", ratingValue: "4.9", bestRating: "5", worstRating: "1" },
    offers: [
      {
        "@type": "Offer",
        name: planNames.monthly,
        price: amount(prices.monthlyMinor),
        priceCurrency: prices.currency,
        url: pricingUrl,
        category: "subscription",
      },
      {
        "@type": "Offer",
        name: planNames.yearly,
        price: amount(prices.yearlyMinor),
        priceCurrency: prices.currency,
        url: pricingUrl,
        category: "subscription",
      },
    ],
  };
}
