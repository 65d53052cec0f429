/**
 * sitemap.xml: the public pages (/ and /pricing) in every language, each with its hreflang
 * alternates. Rendered per request so the URLs follow the running server's APP_URL.
 */
import type { MetadataRoute } from "next";
import { absoluteUrl, type MarketingPath } from "@/components/marketing/seo";
import { routing } from "@/i18n/routing";

export const dynamic = "force-dynamic";

const PAGES: { path: MarketingPath; priority: number; changeFrequency: "weekly" | "monthly" }[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/pricing", priority: 0.8, changeFrequency: "monthly" },
];

export default function sitemap(): MetadataRoute.Sitemap {
  return PAGES.flatMap(({ path, priority, changeFrequency }) => {
    const languages = {
      ...Object.fromEntries(routing.locales.map((locale) => [locale, absoluteUrl(path, locale)])),
      "x-default": absoluteUrl(path, routing.defaultLocale),
    };
    return routing.locales.map((locale) => ({
      url: absoluteUrl(path, locale),
      changeFrequency,
      priority,
      alternates: { languages },
    }));
  });
}
