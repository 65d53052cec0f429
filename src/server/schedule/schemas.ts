/**
 * Input schemas of the schedule API. Route handlers parse with them; the dashboard reuses the grid
 * checks for its inline checks, so both sides agree. HH:MM <-> minutes is src/lib/time/clock.ts.
 * Every message is a messages key.
 *
 * No "server-only" here: client components import this module. It must not import next-intl or
 * the database.
 */
import { z } from "zod";
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

export const planDate = z
  .string({ error: "schedule.errors.invalidDate" })
  .refine(isPlanDate, { error: "schedule.errors.invalidDate" });
/** A day blocks are written on (a plan generated, a block added): a plan date within the range above. */
const blockDate = planDate.refine((v) => isBlockDateInRange(v), { error: "schedule.errors.dateOutOfRange" });
export const gridTime = z
  .string({ error: "schedule.errors.invalidTime" })
  .refine(isGridTime, { error: "schedule.errors.invalidTime" });

/**
 * POST /api/schedule. The description's emptiness and length are checked after parsing (the
 * engine's validateDescription), so that they answer 400 and 413 with their own messages.
 */
export const generateScheduleSchema = z.object({
  description: z.string({ error: "schedule.errors.invalidDescription" }).optional().default(""),
  date: blockDate,
  replan: z.boolean({ error: "errors.invalidInput" }).optional().default(false),
});
export type GenerateScheduleInput = z.infer<typeof generateScheduleSchema>;

/** GET /api/schedule?date= and GET /api/schedule/interpretation?date= */
export const dateQuerySchema = z.object({ date: planDate });

const blockIdSchema = z.string().min(1).max(200);

/**
 * POST /api/schedule/quick-add: words for one more thing on `date`; `start` (and `minutes`) place
 * it at a suggested slot instead (one click on a suggestion).
 */
export const quickAddSchema = z.object({
  description: z.string({ error: "schedule.errors.invalidDescription" }),
  date: blockDate,
  start: gridTime.refine((v) => v !== "24:00", { error: "schedule.errors.invalidTime" }).optional(),
  minutes: z.number({ error: "errors.invalidInput" }).int().min(GRID_MINUTES).max(DAY_END_MINUTES).optional(),
});
export type QuickAddInput = z.infer<typeof quickAddSchema>;

/** POST /api/schedule/carry-over: the ids of yesterday's blocks to bring into today. */
export const carryOverSchema = z.object({
  ids: z.array(blockIdSchema, { error: "errors.invalidInput" }).min(1, { error: "errors.invalidInput" }).max(100),
});
