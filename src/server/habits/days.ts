/** Dates as whole day numbers (days since 1970-01-01), so the habit maths is integer arithmetic. */

export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
}

export function dayString(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** ISO weekday, Monday = 1 .. Sunday = 7 (1970-01-01 was a Thursday). */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The day number of the Monday of the week containing `day`. */
export function weekStart(day: number): number {
  return day - (isoWeekday(day) - 1);
}
