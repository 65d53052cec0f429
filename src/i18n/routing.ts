/** Languages (spec section 5): en, es, ar; anything else falls back to English. Arabic is RTL. */
import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales, type Locale } from "./locales";

export { defaultLocale, locales, type Locale };

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English keeps the spec's plain routes (/dashboard); other languages are prefixed (/es/dashboard).
  localePrefix: "as-needed",
  localeCookie: { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365 },
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Any value to a supported language, English when unknown. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}
