/**
 * Input schemas of the habits API (the shapes of issue 13) and the habit types the pure modules
 * share. Every message is a messages key. No "server-only": the habits page reuses them, hence
 * zod/mini (not the full zod).
 */
import * as z from "zod/mini";
import { isPlanDate } from "@/server/schedule/grid";

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_HABITS = 100;

const time = z.string({ error: "habits.errors.time" }).check(z.regex(HHMM, { error: "habits.errors.time" }));
const date = z.string({ error: "habits.errors.date" }).check(z.refine(isPlanDate, { error: "habits.errors.date" }));
const int = (min: number, max: number, key: string) =>
  z.number({ error: key }).check(z.int({ error: key }), z.gte(min, { error: key }), z.lte(max, { error: key }));

export const scheduleSchema = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("daily") }),
    z
      .strictObject({
        type: z.literal("weekdays"),
        days: z
          .array(int(1, 7, "habits.errors.schedule"), { error: "habits.errors.schedule" })
          .check(z.minLength(1, { error: "habits.errors.schedule" }), z.maxLength(7)),
      })
      .check(z.refine((s) => new Set(s.days).size === s.days.length, { error: "habits.errors.schedule" })),
    z.strictObject({ type: z.literal("timesPerWeek"), times: int(1, 7, "habits.errors.schedule") }),
    z.strictObject({ type: z.literal("everyNDays"), n: int(2, 30, "habits.errors.schedule") }),
  ],
  { error: "habits.errors.schedule" },
);
export type HabitSchedule = z.infer<typeof scheduleSchema>;

export const windowSchema = z.union(
  [
    z.strictObject({ part: z.enum(["morning", "afternoon", "evening"], { error: "habits.errors.window" }) }),
    z
      .strictObject({ start: time, end: time })
      .check(z.refine((w) => w.end > w.start, { error: "habits.errors.window" })),
  ],
  { error: "habits.errors.window" },
);
export type HabitWindow = z.infer<typeof windowSchema>;

const targetSchema = z.strictObject({
  value: z
    .number({ error: "habits.errors.target" })
    .check(z.gt(0, { error: "habits.errors.target" }), z.lte(100000, { error: "habits.errors.target" })),
  unit: z
    .string({ error: "habits.errors.target" })
    .check(
      z.trim(),
      z.minLength(1, { error: "habits.errors.target" }),
      z.maxLength(30, { error: "habits.errors.target" }),
    ),
});

const skipBudgetSchema = z
  .strictObject({ skips: int(0, 30, "habits.errors.skipBudget"), perDays: int(1, 90, "habits.errors.skipBudget") })
  .check(z.refine((b) => b.skips <= b.perDays, { error: "habits.errors.skipBudget" }));

const name = z
  .string({ error: "habits.errors.name" })
  .check(z.trim(), z.minLength(1, { error: "habits.errors.name" }), z.maxLength(80, { error: "habits.errors.name" }));
const icon = z
  .string({ error: "habits.errors.icon" })
  .check(z.trim(), z.minLength(1), z.maxLength(16, { error: "habits.errors.icon" }));
const color = z
  .string({ error: "habits.errors.color" })
  .check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: "habits.errors.color" }));
const nullish = <T extends z.core.SomeType>(schema: T) => z.optional(z.nullable(schema));

const fields = {
  name,
  icon: nullish(icon),
  color: nullish(color),
  schedule: scheduleSchema,
  target: nullish(targetSchema),
  durationMinutes: nullish(int(5, 480, "habits.errors.duration")),
  window: nullish(windowSchema),
  reminderTime: nullish(time),
  reminderEmail: z.optional(z.boolean({ error: "errors.invalidInput" })),
  skipBudget: z.optional(skipBudgetSchema),
  startDate: z.optional(date),
};

export const createHabitSchema = z.strictObject(fields, { error: "errors.invalidInput" });
export type CreateHabitInput = z.infer<typeof createHabitSchema>;

export const updateHabitSchema = z
  .strictObject(
    {
      ...fields,
      name: z.optional(name),
      schedule: z.optional(scheduleSchema),
      archived: z.optional(z.boolean({ error: "errors.invalidInput" })),
    },
    { error: "errors.invalidInput" },
  )
  .check(z.refine((v) => Object.keys(v).length > 0, { error: "habits.errors.nothingToChange" }));
export type UpdateHabitInput = z.infer<typeof updateHabitSchema>;

export const checkInSchema = z
  .strictObject(
    {
      date,
      status: z.enum(["done", "skipped"], { error: "habits.errors.status" }),
      value: z.optional(
        z
          .number({ error: "habits.errors.value" })
          .check(z.gte(0, { error: "habits.errors.value" }), z.lte(100000, { error: "habits.errors.value" })),
      ),
      note: z.optional(
        z.string({ error: "habits.errors.note" }).check(z.trim(), z.maxLength(500, { error: "habits.errors.note" })),
      ),
    },
    { error: "errors.invalidInput" },
  )
  .check(z.refine((c) => c.status === "done" || c.value === undefined, { error: "habits.errors.value" }));
export type CheckInInput = z.infer<typeof checkInSchema>;

export const habitIdSchema = z.string({ error: "errors.notFound" }).check(z.minLength(1), z.maxLength(100));
export const checkInDateSchema = date;

export type CheckInStatus = "done" | "skipped";

/** The habit as the pure modules see it. */
export interface HabitRules {
  schedule: HabitSchedule;
  startDate: string;
  targetValue: number | null;
  skipBudget: { skips: number; perDays: number };
}

export interface DayCheck {
  date: string;
  status: CheckInStatus;
  value: number | null;
}
