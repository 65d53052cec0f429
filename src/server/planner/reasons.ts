/** Reason texts: messages/{en,es,ar}.json, flat code -> template with {param} placeholders. */

import ar from "./messages/ar.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import type { Reason } from "./types";

export type ReasonLocale = "en" | "es" | "ar";

export const REASON_MESSAGES: Record<ReasonLocale, Record<string, string>> = { en, es, ar };

export const REASON_CODES: readonly string[] = Object.keys(en);

/** Fills a reason's template in the given locale; unknown codes fall back to English, then to the code itself. */
export function formatReason(reason: Reason, locale: ReasonLocale = "en"): string {
  const table = REASON_MESSAGES[locale] ?? REASON_MESSAGES.en;
  const template = table[reason.code] ?? REASON_MESSAGES.en[reason.code];
  if (template === undefined) return reason.code;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = reason.params?.[name];
    return value === undefined ? whole : String(value);
  });
}
