/**
 * The one answer to "which language is this request in?": API answers (and their errors), server
 * actions (action-locale.ts) and the proxy, which also hands it to next-intl's middleware to pick
 * the page's [locale] (next-intl's rules are 2 to 5 below, in this order, but it matches
 * Accept-Language its own way). So a page, its actions and the API answers it gets agree:
 *   1. the x-rhythm-locale header: a page calling the API says which language it shows
 *      (src/lib/api-client.ts);
 *   2. the URL's locale prefix ("/es/...", "/ar", any case);
 *   3. the NEXT_LOCALE cookie, when it names one of our languages;
 *   4. Accept-Language, most preferred first (q), by language ("es-MX" is Spanish);
 *   5. English.
 * request-locale.test.ts checks the rules, and the pages' language through the proxy.
 * No next-intl import: the proxy, the browser's API client and plain modules use this.
 */
import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from "./locales";

/** The header our API client sends with the page's language. */
export const LOCALE_HEADER = "x-rhythm-locale";

/** The language a request is in; `pathname` is the page's path when it is not the request's own (server actions). */
export function localeOf(headers: Pick<Headers, "get">, pathname = ""): Locale {
  const asked = headers.get(LOCALE_HEADER);
  if (isLocale(asked)) return asked;
  const prefix = pathname.split(/[/?#]/, 2)[1]?.toLowerCase();
  if (isLocale(prefix)) return prefix;
  const cookie = cookieValue(headers.get("cookie") ?? "", LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return acceptedLocale(headers.get("accept-language") ?? "") ?? defaultLocale;
}

/** The language of a request (a route handler's, or the proxy's NextRequest). */
export function requestLocale(request: Request): Locale {
  return localeOf(request.headers, new URL(request.url).pathname);
}

function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/** The first of our languages in an Accept-Language header, by preference; ties keep the header's order. */
function acceptedLocale(header: string): Locale | undefined {
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";").map((s) => s.trim());
      const q = params.find((p) => p.startsWith("q="));
      return { language: tag.split("-")[0].toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { language } of ranges) if (isLocale(language)) return language;
  return undefined;
}
