import "server-only";
/** The caller's language for API answers: the NEXT_LOCALE cookie, then Accept-Language, then English. */
import { toLocale, locales, type Locale } from "@/i18n/locales";

export function requestLocale(request: Request): Locale {
  const cookie = request.headers.get("cookie") ?? "";
  const fromCookie = /(?:^|;\s*)NEXT_LOCALE=([a-z]{2})/.exec(cookie)?.[1];
  if (fromCookie) return toLocale(fromCookie);
  const accept = request.headers.get("accept-language") ?? "";
  for (const part of accept.split(",")) {
    const tag = part.split(";")[0].trim().slice(0, 2).toLowerCase();
    if ((locales as readonly string[]).includes(tag)) return tag as Locale;
  }
  return "en";
}
