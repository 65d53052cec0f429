/**
 * The interpretation API (GET and PATCH /api/schedule/interpretation): what it accepts and what
 * it answers, as zod schemas. The types in interpretation-types.ts are inferred from them, and the
 * db tests parse real answers with them (strict objects: a field added or dropped without
 * updating the schema fails the tests). The answer's plan is described here too (planViewSchema),
 * so that this API's whole answer is checked.
 *
 * No "server-only", but the dashboard's panel reads the limits from ./grid.ts (no zod there).
 */
import { z } from "zod";
import { GRID_MINUTES, isPlanDate, MAX_TASK_MINUTES, MIN_TASK_MINUTES } from "./grid";
import { gridTime, planDate } from "./schemas";

const minutes = z
  .number({ error: "schedule.errors.durationRange" })
  .int({ error: "schedule.errors.durationRange" })
  .min(MIN_TASK_MINUTES, { error: "schedule.errors.durationRange" })
  .max(MAX_TASK_MINUTES, { error: "schedule.errors.durationRange" })
  .refine((v) => v % GRID_MINUTES === 0, { error: "schedule.errors.durationRange" });

const startTime = gridTime.refine((v) => v !== "24:00", { error: "schedule.errors.invalidTime" });

/** PATCH /api/schedule/interpretation: one edit of one understood task of the caller's day. */
export const interpretationEditSchema = z.strictObject({
  date: planDate,
  taskId: z
    .string({ error: "schedule.errors.taskNotFound" })
    .min(1)
    .max(200, { error: "schedule.errors.taskNotFound" }),
  edit: z.discriminatedUnion(
    "op",
    [
      z.strictObject({ op: z.literal("duration"), minutes }),
      z.strictObject({ op: z.literal("pin"), start: startTime }),
      z.strictObject({ op: z.literal("unpin") }),
      z.strictObject({ op: z.literal("drop") }),
      z.strictObject({ op: z.literal("restore") }),
      z.strictObject({
        op: z.literal("priority"),
        priority: z.number({ error: "errors.invalidInput" }).int().min(1).max(5),
      }),
    ],
    { error: "errors.invalidInput" },
  ),
});
export type InterpretationEditInput = z.infer<typeof interpretationEditSchema>;

/** Answers carry times as saved: "HH:MM" (an imported event may be off the 5-minute grid). */
const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const kind = z.enum(["event", "task", "break", "meal", "habit"]);

/** One understood task, as the panel shows it; null where the description said nothing. */
export const interpretationItemSchema = z.strictObject({
  taskId: z.string().min(1),
  title: z.string(),
  kind,
  minutes: z.number().int().positive(),
  /** Its fixed time (said in the description, or pinned in the panel). */
  fixedStart: time.nullable(),
  fixedEnd: time.nullable(),
  deadline: time.nullable(),
  earliestStart: time.nullable(),
  partOfDay: z.enum(["morning", "afternoon", "evening"]).nullable(),
  /** The tasks it comes after. */
  after: z.array(z.strictObject({ taskId: z.string(), title: z.string() })),
  priority: z.number().int().min(1).max(5),
  /** Time kept free ("nothing between 12 and 1"): no block of its own. */
  keptFree: z.boolean(),
  /** Taken off the plan in the panel; can be brought back. */
  dropped: z.boolean(),
  /** Some of it is checked off: it stays as it is. */
  done: z.boolean(),
  /** The words it came from. */
  source: z.string().nullable(),
});

export const interpretationSchema = z.strictObject({
  date: z.string().refine(isPlanDate),
  /** Worked out from the blocks: the plan was saved before what was understood was kept. */
  derived: z.boolean(),
  items: z.array(interpretationItemSchema),
});

export const blockViewSchema = z.strictObject({
  id: z.string(),
  taskId: z.string(),
  title: z.string(),
  start: time,
  end: time,
  kind,
  fixed: z.boolean(),
  conflict: z.boolean(),
  done: z.boolean(),
  reason: z.string(),
  source: z.enum(["plan", "manual", "import", "habit"]),
});

const movedSchema = z.strictObject({ id: z.string(), title: z.string(), from: time, to: time });

const blockRefSchema = z.strictObject({ id: z.string(), title: z.string() });
/** OverlapView: two blocks of a day that overlap, the earlier first, in words. */
export const overlapViewSchema = z.strictObject({
  first: blockRefSchema,
  second: blockRefSchema,
  at: time,
  text: z.string(),
});

/** The PlanView of ./types.ts. */
export const planViewSchema = z.strictObject({
  date: z.string().refine(isPlanDate),
  description: z.string(),
  engine: z.enum(["rules", "llm"]),
  blocks: z.array(blockViewSchema),
  unscheduled: z.array(
    z.strictObject({ taskId: z.string(), title: z.string(), minutes: z.number(), reason: z.string() }),
  ),
  otherDays: z
    .array(
      z.strictObject({
        id: z.string(),
        title: z.string(),
        day: z.string().refine(isPlanDate),
        start: z.string().optional(),
        durationMinutes: z.number().optional(),
      }),
    )
    .optional(),
  moved: z.array(movedSchema).optional(),
  warnings: z.array(z.string()),
  overlaps: z.array(overlapViewSchema),
  fallback: z.string().optional(),
  updatedAt: z.string(),
});

/** GET /api/schedule/interpretation?date= */
export const interpretationResponseSchema = z.strictObject({ interpretation: interpretationSchema.nullable() });

/** PATCH /api/schedule/interpretation */
export const interpretationEditResponseSchema = z.strictObject({
  plan: planViewSchema,
  interpretation: interpretationSchema,
  /** Blocks of other tasks the edit placed again. */
  moved: z.array(movedSchema),
  /** Overlaps of the edited task with blocks that cannot move, in words. */
  warnings: z.array(z.string()),
});
