/**
 * The planner's grid and dates, without zod: the dashboard and the calendar check their inputs
 * with these (client components import this module), and the schedule and calendar schemas
 * build on them, so both sides agree. HH:MM <-> minutes is src/lib/time/clock.ts.
 * It must not import next-intl, the database or zod.
 */
import { DAY_MINUTES, toMinutes } from "@/lib/time/clock";

export const GRID_MINUTES = 5;
export const DAY_END_MINUTES = DAY_MINUTES;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

/** A real calendar date written YYYY-MM-DD, between the years 2000 and 2100. */
export function isPlanDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2100) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** "HH:MM" between 00:00 and 24:00 on the 5-minute grid. */
export function isGridTime(value: string): boolean {
  return TIME.test(value) && toMinutes(value) % GRID_MINUTES === 0;
}

/** Blocks may be written from this many years back to this many ahead of today; outside, the date is refused. */
const BLOCK_YEARS_BACK = 5;
const BLOCK_YEARS_AHEAD = 2;

/** True when `value` (a plan date) is within BLOCK_YEARS_BACK before and BLOCK_YEARS_AHEAD after `now` (a day of slack for time zones). */
export function isBlockDateInRange(value: string, now: Date = new Date()): boolean {
  const day = now.toISOString().slice(0, 10);
  const shift = (years: number, days: number) => {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCFullYear(d.getUTCFullYear() + years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  return value >= shift(-BLOCK_YEARS_BACK, -1) && value <= shift(BLOCK_YEARS_AHEAD, 1);
}

/** A duration the dashboard's panel may set: 5 minutes to 12 hours, on the 5-minute grid (interpretation-schemas.ts). */
export const MIN_TASK_MINUTES = GRID_MINUTES;
export const MAX_TASK_MINUTES = 12 * 60;
export const PRIORITIES = [1, 2, 3, 4, 5] as const;
