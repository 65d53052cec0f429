/**
 * Input schemas of the calendar API (/api/calendar/**). Route handlers parse with them and the
 * calendar page reuses them for its own checks, so both sides agree. Every message is a messages
 * key (calendarApi.errors.*). Objects are strict: an unknown field is refused, not ignored.
 *
 * No "server-only" here: client components import this module. It must not import next-intl or
 * the database.
 */
import { isHHMM, toMinutes } from "@/lib/time/clock";
import { z } from "zod";
import { daysBetween } from "@/lib/time/dates";
import { isBlockDateInRange, isGridTime, isPlanDate } from "@/server/schedule/schemas";
import { overlapViewSchema } from "@/server/schedule/interpretation-schemas";
import { blockNotesSchema as notes, blockTitleSchema as title } from "./block-fields";

export { DAY_END_MINUTES } from "@/server/schedule/schemas";

/** Longest range GET /api/calendar answers, in days (from and to both included). */
const MAX_RANGE_DAYS = 100;
export { MAX_NOTES_LENGTH } from "./block-fields";
export const BLOCK_KINDS = ["event", "task", "break", "meal", "habit"] as const;

const date = z
  .string({ error: "calendarApi.errors.invalidDate" })
  .refine(isPlanDate, { error: "calendarApi.errors.invalidDate" });
/** A day a block is written on: within 5 years back and 2 years ahead (schedule/schemas.ts). */
const blockDate = date.refine((v) => isBlockDateInRange(v), { error: "calendarApi.errors.dateOutOfRange" });
const time = z
  .string({ error: "calendarApi.errors.invalidTime" })
  .refine(isGridTime, { error: "calendarApi.errors.invalidTime" });
const startTime = time.refine((v) => v !== "24:00", { error: "calendarApi.errors.invalidTime" });
const kind = z.enum(BLOCK_KINDS, { error: "calendarApi.errors.invalidKind" });

/** GET /api/calendar?from=YYYY-MM-DD&to=YYYY-MM-DD (both included, at most 100 days). */
export const calendarRangeSchema = z
  .strictObject({ from: date, to: date }, { error: "calendarApi.errors.unknownField" })
  .refine((v) => v.to >= v.from, { error: "calendarApi.errors.rangeBackwards", path: ["to"] })
  .refine((v) => daysBetween(v.from, v.to) + 1 <= MAX_RANGE_DAYS, {
    error: "calendarApi.errors.rangeTooLong",
    path: ["to"],
  });
export type CalendarRange = z.infer<typeof calendarRangeSchema>;

/** A malformed time already has its own issue; compare only real times. */
const endAfterStart = (v: { start?: string; end?: string }) =>
  !v.start || !v.end || !isHHMM(v.start) || !isHHMM(v.end) || toMinutes(v.end) > toMinutes(v.start);

/** POST /api/calendar/blocks: a block placed by hand. */
export const createBlockSchema = z
  .strictObject(
    {
      date: blockDate,
      start: startTime,
      end: time,
      title,
      kind: kind.optional().default("task"),
      notes: notes.optional(),
    },
    { error: "calendarApi.errors.unknownField" },
  )
  .refine(endAfterStart, { error: "calendarApi.errors.endBeforeStart", path: ["end"] });
export type CreateBlockInput = z.infer<typeof createBlockSchema>;

/**
 * PATCH /api/calendar/blocks/{id}: any of these. A new `start` alone keeps the block's length (a
 * move); a new `end` alone resizes it; `date` moves it to another day.
 */
export const updateCalendarBlockSchema = z
  .strictObject(
    {
      date: blockDate.optional(),
      start: startTime.optional(),
      end: time.optional(),
      title: title.optional(),
      notes: notes.optional(),
      done: z.boolean({ error: "calendarApi.errors.invalidDone" }).optional(),
      kind: kind.optional(),
      // Undo of a move sends the block's earlier `fixed` back (a move pins a block in place).
      fixed: z.boolean({ error: "calendarApi.errors.invalidFixed" }).optional(),
    },
    { error: "calendarApi.errors.unknownField" },
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "calendarApi.errors.nothingToChange" })
  .refine(endAfterStart, { error: "calendarApi.errors.endBeforeStart", path: ["end"] });
export type UpdateCalendarBlockInput = z.infer<typeof updateCalendarBlockSchema>;

export const calendarBlockIdSchema = z
  .string({ error: "calendarApi.errors.blockNotFound" })
  .min(1)
  .max(200, { error: "calendarApi.errors.blockNotFound" });

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
