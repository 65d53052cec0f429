/**
 * Input schemas of the schedule API. Route handlers parse with them; the dashboard reuses the grid
 * checks for its inline checks, so both sides agree. HH:MM <-> minutes is src/lib/time/clock.ts.
 * Every message is a messages key.
 *
 * No "server-only", but no client component imports this module either: the checks the dashboard
 * reuses are in ./grid.ts, which stays free of zod.
 */
import { z } from "zod";
import { DAY_END_MINUTES, GRID_MINUTES, isBlockDateInRange, isPlanDate, isGridTime } from "./grid";

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
  /** An item of the caller's plan of `otherDay.date` for another day ("Add to Thursday"): once added, it leaves that list. */
  otherDay: z
    .object(
      { date: planDate, id: z.string({ error: "errors.invalidInput" }).min(1).max(200) },
      { error: "errors.invalidInput" },
    )
    .optional(),
});
export type QuickAddInput = z.infer<typeof quickAddSchema>;

/** POST /api/schedule/carry-over: the ids of yesterday's blocks to bring into today. */
export const carryOverSchema = z.object({
  ids: z.array(blockIdSchema, { error: "errors.invalidInput" }).min(1, { error: "errors.invalidInput" }).max(100),
});
