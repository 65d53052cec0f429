/**
 * The one "HH:MM" helper: wall-clock times of a day as strings ("09:30", "24:00" for the end of
 * the day) and as minutes since midnight. Used by the planner, the schedule and calendar schemas
 * and the user's onboarding answers. Also the one rule for showing a time to a person (12- or
 * 24-hour, spec issue 16 item 10): formatClockTime / uses12Hour / clockIntlOptions.
 */

export const DAY_MINUTES = 24 * 60;

const HHMM = /^([01]?\d|2[0-4]):([0-5]\d)$/;

export function isHHMM(value: string): boolean {
  const m = HHMM.exec(value);
  if (!m) return false;
  return Number(m[1]) < 24 || m[2] === "00";
}

/** "09:30" -> 570. Throws on malformed input. */
export function toMinutes(value: string): number {
  if (value.length === 5 && value.charCodeAt(2) === 58) {
    // Fast path for the canonical "HH:MM".
    const h1 = value.charCodeAt(0) - 48;
    const h2 = value.charCodeAt(1) - 48;
    const m1 = value.charCodeAt(3) - 48;
    const m2 = value.charCodeAt(4) - 48;
    if (h1 >= 0 && h1 <= 2 && h2 >= 0 && h2 <= 9 && m1 >= 0 && m1 <= 5 && m2 >= 0 && m2 <= 9) {
      const total = (h1 * 10 + h2) * 60 + m1 * 10 + m2;
      if (total <= DAY_MINUTES) return total;
    }
  }
  const m = HHMM.exec(value.trim());
  if (!m) throw new Error(`Invalid time "${value}" (expected HH:MM)`);
  const total = Number(m[1]) * 60 + Number(m[2]);
  if (total > DAY_MINUTES) throw new Error(`Invalid time "${value}"`);
  return total;
}

/** 570 -> "09:30"; clamps into 00:00..24:00. */
export function fromMinutes(total: number): string {
  const t = Math.max(0, Math.min(DAY_MINUTES, Math.round(total)));
  const h = Math.floor(t / 60);
  const m = t % 60;
  return `${h < 10 ? "0" : ""}${h}:${m < 10 ? "0" : ""}${m}`;
}

/** The user's clock setting: "auto" follows the language (12-hour in English, 24-hour otherwise). */
export const CLOCK_FORMATS = ["auto", "12h", "24h"] as const;
export type ClockFormat = (typeof CLOCK_FORMATS)[number];

export function isClockFormat(value: unknown): value is ClockFormat {
  return typeof value === "string" && (CLOCK_FORMATS as readonly string[]).includes(value);
}

/** The one rule for 12- vs 24-hour display: an explicit choice wins; otherwise English is 12-hour. */
export function uses12Hour(locale: string, format: ClockFormat | null | undefined = "auto"): boolean {
  if (format === "12h") return true;
  if (format === "24h") return false;
  return locale.split("-")[0] === "en";
}

const displayFormatters = new Map<string, Intl.DateTimeFormat>();

function displayFormatter(locale: string, hour12: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${hour12}`;
  let f = displayFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      hour: hour12 ? "numeric" : "2-digit",
      minute: "2-digit",
      hourCycle: hour12 ? "h12" : "h23",
      timeZone: "UTC",
      // Western digits, as the rest of the Arabic UI shows them (and the same on server and client).
      numberingSystem: "latn",
    });
    displayFormatters.set(key, f);
  }
  return f;
}

/** Intl options for libraries that format times themselves (FullCalendar): the same rule. */
export function clockIntlOptions(
  locale: string,
  format: ClockFormat | null | undefined,
): { hour: "numeric" | "2-digit"; minute: "2-digit"; hour12: boolean } {
  const hour12 = uses12Hour(locale, format);
  return { hour: hour12 ? "numeric" : "2-digit", minute: "2-digit", hour12 };
}

/**
 * "HH:MM" (or minutes since midnight) as the user reads it: "9:30 AM" / "09:30" in English,
 * "09:30" in Spanish, "09:30" or "9:30 ص" in Arabic. "24:00" (the end of the day) reads as midnight.
 */
export function formatClockTime(
  value: string | number,
  locale: string,
  format: ClockFormat | null | undefined = "auto",
): string {
  const minutes = typeof value === "number" ? value : isHHMM(value) ? toMinutes(value) : NaN;
  if (!Number.isFinite(minutes)) return String(value);
  const t = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const text = displayFormatter(locale, uses12Hour(locale, format)).format(new Date(Date.UTC(2000, 0, 1, 0, t)));
  // ICU versions differ on the space before "AM" (narrow no-break or plain): one form on server and client.
  return text.replace(/[\u00a0\u202f]/gu, " ");
}
