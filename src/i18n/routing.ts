/** Languages (spec section 5): en, es, ar; anything else falls back to English. Arabic is RTL. */
import { defineRouting } from "next-intl/routing";
import { defaultLocale, LOCALE_COOKIE, locales } from "./locales";

export { directionOf, toLocale, type Locale } from "./locales";

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English keeps the spec's plain routes (/dashboard); other languages are prefixed (/es/dashboard).
  localePrefix: "as-needed",
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365 },
});
