/**
 * Plain calendar dates written "YYYY-MM-DD", with no time and no zone: a block's day, a habit's
 * check-in, a mood entry. Integer arithmetic on day numbers (days since 1970-01-01), so it is exact
 * across months, years and leap days and has no daylight-saving hours to trip on.
 *
 * No Temporal here on purpose: client pages (habits, dashboard, mood) import these and must not
 * pay for the polyfill. src/lib/time/instants.ts holds the Temporal part (wall times as instants).
 */

const DAY_MS = 86_400_000;

/** "1970-01-02" -> 1. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** 1 -> "1970-01-02". */
export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus or minus whole days. */
export function addDays(date: string, days: number): string {
  return dayString(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** ISO weekday of a day number: 1 = Monday ... 7 = Sunday (1970-01-01 was a Thursday). */
export function isoWeekdayOfDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** ISO weekday of a date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  return isoWeekdayOfDay(dayNumber(date));
}

/** The day number of the Monday of the week containing `day`. */
export function weekStart(day: number): number {
  return day - (isoWeekdayOfDay(day) - 1);
}

/** Every date from `from` to `to`, both included (empty when `to` is before `from`). */
export function datesBetween(from: string, to: string): string[] {
  const start = dayNumber(from);
  return Array.from({ length: Math.max(0, dayNumber(to) - start + 1) }, (_, i) => dayString(start + i));
}

/** The UTC date of a moment (for a Date that stands for a wall-clock time, as FullCalendar's do). */
export const utcDate = (at: Date): string => at.toISOString().slice(0, 10);
