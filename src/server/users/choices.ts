/**
 * The account's theme and language choices, without zod: the shared app shell (user menu, language
 * and theme switchers) reads them on every signed-in page, and the schemas in ./schemas.ts check
 * them. It must not import next-intl, the database or zod.
 */
import type { Locale } from "@/i18n/routing";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

// The supported languages, spelled out here so that this module stays free of next-intl (jest and
// server-only code import it). The type check keeps it in step with src/i18n/routing.ts.
export const LANGUAGES = ["en", "es", "ar"] as const satisfies readonly Locale[];
