/**
 * GET /manifest.webmanifest?locale=en|es|ar: the installable app's manifest in that language (its
 * own lang and dir; Arabic right-to-left), starting at the dashboard, with 192 and 512 icons and a
 * maskable one. Light and dark colours: the manifest has one theme colour; the pages' theme-color
 * meta tags (root layout's viewport) switch with the colour scheme.
 */
import { translate } from "@/i18n/messages";
import { directionOf, toLocale } from "@/i18n/locales";
import { localizedPathname } from "@/i18n/pathname";

export function GET(request: Request): Response {
  const locale = toLocale(new URL(request.url).searchParams.get("locale") ?? "en");
  const name = translate(locale, "common.appName");
  const manifest = {
    id: "/dashboard",
    name,
    short_name: name,
    description: translate(locale, "pwa.description"),
    lang: locale,
    dir: directionOf(locale),
    start_url: localizedPathname({ href: "/dashboard", locale }),
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: "#4338ca",
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
