/**
 * What the calendar API (/api/calendar/**) answers: its response shapes, in the full zod (the
 * OpenAPI document is generated from them). What it accepts is in ./block-input.ts (zod/mini,
 * shared with the calendar page) and re-exported here for the route handlers.
 */
import { z } from "zod";
import { isGridTime, isPlanDate } from "@/server/schedule/grid";
import { overlapViewSchema } from "@/server/schedule/interpretation-schemas";
import { BLOCK_KINDS } from "./block-input";

export {
  calendarBlockIdSchema,
  calendarRangeSchema,
  createBlockSchema,
  updateCalendarBlockSchema,
  type CalendarRange,
  type CreateBlockInput,
  type UpdateCalendarBlockInput,
} from "./block-input";

/*
 * Response shapes: what the calendar API answers, declared beside what it accepts. The types in
 * types.ts are inferred from these, and the API's tests parse real answers with them (strict
 * objects: a field added or dropped without updating the schema fails the tests).
 */
const BLOCK_SOURCES = ["plan", "manual", "import", "habit"] as const;

export const calendarBlockSchema = z.strictObject({
  id: z.string().min(1),
  date: z.string().refine(isPlanDate),
  start: z.string().refine(isGridTime),
  end: z.string().refine(isGridTime),
  title: z.string(),
  /** The user's note ("" when none). */
  notes: z.string(),
  kind: z.enum(BLOCK_KINDS),
  fixed: z.boolean(),
  done: z.boolean(),
  source: z.enum(BLOCK_SOURCES),
  allDay: z.boolean(),
  conflict: z.boolean(),
});

/** GET /api/calendar. */
/** Why a check-off earned nothing (rewards/rules.ts NoRewardReason). */
const NO_REWARD_REASONS = ["too-old", "future", "instant", "no-points", "daily-cap", "already-earned"] as const;

/**
 * The block after an edit (or an Undo), with what the dashboard shows of it and of its day: the
 * block's reason in words, and the day's overlaps (by block, in words) and warnings as GET
 * /api/schedule has them, so the dashboard does not read the day again.
 */
export const calendarBlockDaySchema = z.strictObject({
  block: calendarBlockSchema,
  /** The block's one-line reason ("moved here by you"), in the caller's language. */
  reason: z.string(),
  day: z.strictObject({
    date: z.string().refine(isPlanDate),
    /** Every overlap of the block's day after the edit, in time order. */
    overlaps: z.array(overlapViewSchema),
    /** The day's warnings in words: the planner's own, then every overlap. */
    warnings: z.array(z.string()),
  }),
});

/** PATCH /api/calendar/blocks/{id}: the above, and when `done` changed, the points it gave or took back (and why none). */
export const calendarBlockEditSchema = calendarBlockDaySchema.extend({
  reward: z
    .strictObject({ xp: z.number().int(), coins: z.number().int(), reason: z.enum(NO_REWARD_REASONS).optional() })
    .optional(),
});

export const calendarBlocksResponseSchema = z.strictObject({ blocks: z.array(calendarBlockSchema) });

/** POST /api/calendar/import. */
export const calendarImportResultSchema = z.strictObject({
  imported: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});
