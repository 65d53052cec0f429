/**
 * The one "HH:MM" helper: wall-clock times of a day as strings ("09:30", "24:00" for the end of
 * the day) and as minutes since midnight. Used by the planner, the schedule and calendar schemas
 * and the user's onboarding answers.
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
