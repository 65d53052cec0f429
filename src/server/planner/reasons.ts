/** Reason texts: messages/{en,es,ar}.json, flat code -> template with {param} placeholders. */

import ar from "./messages/ar.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import { formatClockTime, uses12Hour, type ClockFormat } from "@/lib/time/clock";
import type { Reason } from "./types";

export type ReasonLocale = "en" | "es" | "ar";

export const REASON_MESSAGES: Record<ReasonLocale, Record<string, string>> = { en, es, ar };

export const REASON_CODES: readonly string[] = Object.keys(en);

/**
 * Fills a reason's template in the given locale; unknown codes fall back to English, then to the
 * code itself. `clock` is the user's clock setting (src/lib/time/clock.ts); without it (the CLI) the
 * language decides.
 */
export function formatReason(reason: Reason, locale: ReasonLocale = "en", clock?: ClockFormat): string {
  const table = REASON_MESSAGES[locale] ?? REASON_MESSAGES.en;
  const template = table[reason.code] ?? REASON_MESSAGES.en[reason.code];
  if (template === undefined) return reason.code;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = reason.params?.[name];
    if (value === undefined) return whole;
    return typeof value === "string" && CLOCK.test(value) ? formatClock(value, locale, clock) : String(value);
  });
}

const CLOCK = /^([01]\d|2[0-4]):([0-5]\d)$/;

/**
 * A wall-clock time the way a person reads it: "9:30am", "3pm", "noon" in English; "9:30",
 * "15:00" in Spanish and Arabic (24-hour, no leading zero). The user's clock setting wins over the
 * language (uses12Hour): "09:30" / "15:00" for 24-hour English, the language's own 12-hour form
 * ("3:00 p. m.", "3:00 م") for 12-hour Spanish and Arabic.
 */
export function formatClock(value: string, locale: ReasonLocale = "en", clock?: ClockFormat): string {
  const m = CLOCK.exec(value);
  if (!m) return value;
  const h = Number(m[1]);
  const min = m[2];
  if (!uses12Hour(locale, clock))
    return locale === "en" ? `${String(h % 24).padStart(2, "0")}:${min}` : `${h === 24 ? 0 : h}:${min}`;
  if (locale !== "en") return formatClockTime(value, locale, "12h");
  if (min === "00" && (h === 0 || h === 24)) return "midnight";
  if (min === "00" && h === 12) return "noon";
  const suffix = h < 12 || h === 24 ? "am" : "pm";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return min === "00" ? `${h12}${suffix}` : `${h12}:${min}${suffix}`;
}
