/**
 * Reasons in words: the catalogue's "planner.reasons" texts (messages/{en,es,ar}.json), keyed by
 * reason code, formatted by the app's server-side translator (next-intl's, src/i18n/messages.ts).
 */
import { formatClockTime, uses12Hour, type ClockFormat } from "@/lib/time/clock";
import { messagesFor, translate } from "@/i18n/messages";
import type { Locale } from "@/i18n/locales";
import type { Reason } from "./types";

const REASONS = "planner.reasons";

export const REASON_CODES: readonly string[] = Object.keys(messagesFor("en").planner.reasons);

/**
 * A reason's text in the given locale; an unknown code is shown as it is. `clock` is the user's
 * clock setting (src/lib/time/clock.ts); without it (the CLI) the language decides. Values go in as
 * text: times as a person reads them, numbers as the engine gave them ("1500 minutes", where ICU
 * would group the digits).
 */
export function formatReason(reason: Reason, locale: Locale = "en", clock?: ClockFormat): string {
  if (!REASON_CODES.includes(reason.code)) return reason.code;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(reason.params ?? {}))
    values[name] = typeof value === "string" && CLOCK.test(value) ? formatClock(value, locale, clock) : String(value);
  return translate(locale, `${REASONS}.${reason.code}`, values);
}

const CLOCK = /^([01]\d|2[0-4]):([0-5]\d)$/;

/**
 * A wall-clock time the way a person reads it: "9:30am", "3pm", "noon" in English; "9:30",
 * "15:00" in Spanish and Arabic (24-hour, no leading zero). The user's clock setting wins over the
 * language (uses12Hour): "09:30" / "15:00" for 24-hour English, the language's own 12-hour form
 * ("3:00 p. m.", "3:00 م") for 12-hour Spanish and Arabic.
 */
export function formatClock(value: string, locale: Locale = "en", clock?: ClockFormat): string {
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
