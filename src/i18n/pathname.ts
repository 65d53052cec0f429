/**
 * The localized pathname of an internal link, as next-intl's getPathname computes it for this
 * app's routing (localePrefix "as-needed", no localized pathnames): English unprefixed, other
 * languages under /es or /ar, every language prefixed when forcePrefix is set (links that change
 * the language). Server components of the public pages use this instead of @/i18n/navigation:
 * importing next-intl's navigation module into a page's server graph makes the browser load its
 * client Link and use-intl, even when only getPathname is used.
 */
import { defaultLocale, type Locale } from "./locales";

type QueryValue = string | number | boolean;
export type LocalizedHref = string | { pathname: string; query?: Record<string, QueryValue | QueryValue[]> };

export function localizedPathname({
  href,
  locale,
  forcePrefix = false,
}: {
  href: LocalizedHref;
  locale: Locale;
  forcePrefix?: boolean;
}): string {
  let pathname = typeof href === "string" ? href : href.pathname + (href.query ? serializeQuery(href.query) : "");
  if (!forcePrefix && locale === defaultLocale) return pathname;
  // "/" and "/?x" become "/es" and "/es?x", not "/es/".
  if (/^\/(\?.*)?$/.test(pathname)) pathname = pathname.slice(1);
  return `/${locale}${pathname}`;
}

function serializeQuery(query: Record<string, QueryValue | QueryValue[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.set(key, String(value));
  }
  return `?${params.toString()}`;
}
