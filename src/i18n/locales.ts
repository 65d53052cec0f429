/** The languages and the default one, without next-intl (plain modules and tests import these). */
export const locales = ["en", "es", "ar"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";
