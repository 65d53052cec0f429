/**
 * robots.txt: everything public may be crawled; the signed-in app (in every language prefix),
 * admin and the API may not. Points at the sitemap. Rendered per request for the running APP_URL.
 */
import type { MetadataRoute } from "next";
import { routing } from "@/i18n/routing";
import { appUrl } from "@/lib/env";
import { MEMBER_ROUTES, PREMIUM_ROUTES } from "@/lib/routes";

export const dynamic = "force-dynamic";

const APP_PATHS = [...PREMIUM_ROUTES, ...MEMBER_ROUTES, "/admin"];

export default function robots(): MetadataRoute.Robots {
  const prefixed = routing.locales
    .filter((l) => l !== routing.defaultLocale)
    .flatMap((locale) => APP_PATHS.map((path) => `/${locale}${path}`));
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...APP_PATHS, ...prefixed, "/api"] }],
    sitemap: `${appUrl()}/sitemap.xml`,
  };
}
