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

/** The client's address as the server saw it; "unknown" when there is none. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const ip = forwarded?.split(",")[0]?.trim() || request.headers.get("x-real-ip")?.trim();
  return ip && ip.length <= 64 ? ip : "unknown";
}
