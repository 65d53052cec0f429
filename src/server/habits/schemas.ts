/**
 * Input schemas of the habits API (the shapes of issue 13) and the habit types the pure modules
 * share. Every message is a messages key. No "server-only": the habits page reuses them.
 */
import { z } from "zod";
import { isPlanDate } from "@/server/schedule/grid";

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_HABITS = 100;

const time = z.string({ error: "habits.errors.time" }).regex(HHMM, { error: "habits.errors.time" });
const date = z.string({ error: "habits.errors.date" }).refine(isPlanDate, { error: "habits.errors.date" });
const int = (min: number, max: number, key: string) =>
  z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key });

export const scheduleSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("daily") }).strict(),
    z
      .object({
        type: z.literal("weekdays"),
        days: z
          .array(int(1, 7, "habits.errors.schedule"), { error: "habits.errors.schedule" })
          .min(1, { error: "habits.errors.schedule" })
          .max(7),
      })
      .strict()
      .refine((s) => new Set(s.days).size === s.days.length, { error: "habits.errors.schedule" }),
    z.object({ type: z.literal("timesPerWeek"), times: int(1, 7, "habits.errors.schedule") }).strict(),
    z.object({ type: z.literal("everyNDays"), n: int(2, 30, "habits.errors.schedule") }).strict(),
  ],
  { error: "habits.errors.schedule" },
);
export type HabitSchedule = z.infer<typeof scheduleSchema>;

export const windowSchema = z.union(
  [
    z.object({ part: z.enum(["morning", "afternoon", "evening"], { error: "habits.errors.window" }) }).strict(),
    z
      .object({ start: time, end: time })
      .strict()
      .refine((w) => w.end > w.start, { error: "habits.errors.window" }),
  ],
  { error: "habits.errors.window" },
);
export type HabitWindow = z.infer<typeof windowSchema>;

const targetSchema = z
  .object({
    value: z
      .number({ error: "habits.errors.target" })
      .positive({ error: "habits.errors.target" })
      .max(100000, { error: "habits.errors.target" }),
    unit: z
      .string({ error: "habits.errors.target" })
      .trim()
      .min(1, { error: "habits.errors.target" })
      .max(30, { error: "habits.errors.target" }),
  })
  .strict();

const skipBudgetSchema = z
  .object({ skips: int(0, 30, "habits.errors.skipBudget"), perDays: int(1, 90, "habits.errors.skipBudget") })
  .strict()
  .refine((b) => b.skips <= b.perDays, { error: "habits.errors.skipBudget" });

const name = z
  .string({ error: "habits.errors.name" })
  .trim()
  .min(1, { error: "habits.errors.name" })
  .max(80, { error: "habits.errors.name" });
const icon = z.string({ error: "habits.errors.icon" }).trim().min(1).max(16, { error: "habits.errors.icon" });
const color = z.string({ error: "habits.errors.color" }).regex(/^#[0-9a-fA-F]{6}$/, { error: "habits.errors.color" });

const fields = {
  name,
  icon: icon.nullable().optional(),
  color: color.nullable().optional(),
  schedule: scheduleSchema,
  target: targetSchema.nullable().optional(),
  durationMinutes: int(5, 480, "habits.errors.duration").nullable().optional(),
  window: windowSchema.nullable().optional(),
  reminderTime: time.nullable().optional(),
  reminderEmail: z.boolean({ error: "errors.invalidInput" }).optional(),
  skipBudget: skipBudgetSchema.optional(),
  startDate: date.optional(),
};

export const createHabitSchema = z.object(fields, { error: "errors.invalidInput" }).strict();
export type CreateHabitInput = z.infer<typeof createHabitSchema>;

export const updateHabitSchema = z
  .object(
    {
      ...fields,
      name: name.optional(),
      schedule: scheduleSchema.optional(),
      archived: z.boolean({ error: "errors.invalidInput" }).optional(),
    },
    { error: "errors.invalidInput" },
  )
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: "habits.errors.nothingToChange" });
export type UpdateHabitInput = z.infer<typeof updateHabitSchema>;

export const checkInSchema = z
  .object(
    {
      date,
      status: z.enum(["done", "skipped"], { error: "habits.errors.status" }),
      value: z
        .number({ error: "habits.errors.value" })
        .min(0, { error: "habits.errors.value" })
        .max(100000, { error: "habits.errors.value" })
        .optional(),
      note: z.string({ error: "habits.errors.note" }).trim().max(500, { error: "habits.errors.note" }).optional(),
    },
    { error: "errors.invalidInput" },
  )
  .strict()
  .refine((c) => c.status === "done" || c.value === undefined, { error: "habits.errors.value" });
export type CheckInInput = z.infer<typeof checkInSchema>;

export const habitIdSchema = z.string({ error: "errors.notFound" }).min(1).max(100);
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
