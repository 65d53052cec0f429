/**
 * What the calendar API (/api/calendar/**) accepts. Route handlers parse with these and the
 * calendar page reuses them for its own checks, so both sides agree. Every message is a messages
 * key (calendarApi.errors.*). Objects are strict: an unknown field is refused, not ignored.
 *
 * No "server-only" here: client components import this module, so it uses zod/mini (not the full
 * zod) and must not import next-intl, the database or the response shapes of ./schemas.ts.
 */
import * as z from "zod/mini";
import { isHHMM, toMinutes } from "@/lib/time/clock";
import { daysBetween } from "@/lib/time/dates";
import { isBlockDateInRange, isGridTime, isPlanDate } from "@/server/schedule/grid";
import { blockNotesSchema as notes, blockTitleSchema as title } from "./block-fields";

/** Longest range GET /api/calendar answers, in days (from and to both included). */
const MAX_RANGE_DAYS = 100;
export const BLOCK_KINDS = ["event", "task", "break", "meal", "habit"] as const;

const date = z
  .string({ error: "calendarApi.errors.invalidDate" })
  .check(z.refine(isPlanDate, { error: "calendarApi.errors.invalidDate" }));
/** A day a block is written on: within 5 years back and 2 years ahead (schedule/grid.ts). */
const blockDate = date.check(z.refine((v) => isBlockDateInRange(v), { error: "calendarApi.errors.dateOutOfRange" }));
const time = z
  .string({ error: "calendarApi.errors.invalidTime" })
  .check(z.refine(isGridTime, { error: "calendarApi.errors.invalidTime" }));
const startTime = time.check(z.refine((v) => v !== "24:00", { error: "calendarApi.errors.invalidTime" }));
const kind = z.enum(BLOCK_KINDS, { error: "calendarApi.errors.invalidKind" });

/** GET /api/calendar?from=YYYY-MM-DD&to=YYYY-MM-DD (both included, at most 100 days). */
export const calendarRangeSchema = z
  .strictObject({ from: date, to: date }, { error: "calendarApi.errors.unknownField" })
  .check(
    z.refine((v) => v.to >= v.from, { error: "calendarApi.errors.rangeBackwards", path: ["to"] }),
    z.refine((v) => daysBetween(v.from, v.to) + 1 <= MAX_RANGE_DAYS, {
      error: "calendarApi.errors.rangeTooLong",
      path: ["to"],
    }),
  );
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
      kind: z._default(z.optional(kind), "task"),
      notes: z.optional(notes),
    },
    { error: "calendarApi.errors.unknownField" },
  )
  .check(z.refine(endAfterStart, { error: "calendarApi.errors.endBeforeStart", path: ["end"] }));
export type CreateBlockInput = z.infer<typeof createBlockSchema>;

/**
 * PATCH /api/calendar/blocks/{id}: any of these. A new `start` alone keeps the block's length (a
 * move); a new `end` alone resizes it; `date` moves it to another day.
 */
export const updateCalendarBlockSchema = z
  .strictObject(
    {
      date: z.optional(blockDate),
      start: z.optional(startTime),
      end: z.optional(time),
      title: z.optional(title),
      notes: z.optional(notes),
      done: z.optional(z.boolean({ error: "calendarApi.errors.invalidDone" })),
      kind: z.optional(kind),
      // Undo of a move sends the block's earlier `fixed` back (a move pins a block in place).
      fixed: z.optional(z.boolean({ error: "calendarApi.errors.invalidFixed" })),
    },
    { error: "calendarApi.errors.unknownField" },
  )
  .check(
    z.refine((v) => Object.values(v).some((x) => x !== undefined), { error: "calendarApi.errors.nothingToChange" }),
    z.refine(endAfterStart, { error: "calendarApi.errors.endBeforeStart", path: ["end"] }),
  );
export type UpdateCalendarBlockInput = z.infer<typeof updateCalendarBlockSchema>;

export const calendarBlockIdSchema = z
  .string({ error: "calendarApi.errors.blockNotFound" })
  .check(z.minLength(1), z.maxLength(200, { error: "calendarApi.errors.blockNotFound" }));
