/**
 * The habit form's values (what its inputs hold: text, numbers as typed, toggles) and how they
 * become the API's input. The form's resolver checks them with createHabitSchema itself, the
 * schema the server parses, after turning them into that input (habitFormSchema).
 */
import * as z from "zod/mini";
import { createHabitSchema, type HabitSchedule } from "@/server/habits/schemas";
import type { HabitView } from "@/server/habits/habit-view";

export const HABIT_COLORS = [
  "#2563eb",
  "#16a34a",
  "#dc2626",
  "#d97706",
  "#7c3aed",
  "#db2777",
  "#0891b2",
  "#475569",
] as const;
export const COLOR_NAMES = ["blue", "green", "red", "amber", "violet", "pink", "cyan", "slate"] as const;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export type WindowChoice = "none" | "morning" | "afternoon" | "evening" | "range";

export interface HabitFormValues {
  name: string;
  icon: string;
  color: string;
  scheduleType: HabitSchedule["type"];
  days: number[];
  times: string;
  n: string;
  hasTarget: boolean;
  targetValue: string;
  targetUnit: string;
  takesTime: boolean;
  duration: string;
  window: WindowChoice;
  windowStart: string;
  windowEnd: string;
  reminderTime: string;
  reminderEmail: boolean;
  skips: string;
  perDays: string;
  startDate: string;
}

export function habitFormDefaults(habit: HabitView | null, today: string): HabitFormValues {
  const s = habit?.schedule;
  const w = habit?.window;
  return {
    name: habit?.name ?? "",
    icon: habit?.icon ?? "",
    color: habit?.color ?? HABIT_COLORS[0],
    scheduleType: s?.type ?? "daily",
    days: s?.type === "weekdays" ? s.days : [1, 2, 3, 4, 5],
    times: s?.type === "timesPerWeek" ? String(s.times) : "3",
    n: s?.type === "everyNDays" ? String(s.n) : "2",
    hasTarget: Boolean(habit?.target),
    targetValue: habit?.target ? String(habit.target.value) : "",
    targetUnit: habit?.target?.unit ?? "",
    takesTime: Boolean(habit?.durationMinutes),
    duration: habit?.durationMinutes ? String(habit.durationMinutes) : "30",
    window: !w ? "none" : "part" in w ? w.part : "range",
    windowStart: w && "start" in w ? w.start : "07:00",
    windowEnd: w && "end" in w ? w.end : "08:00",
    reminderTime: habit?.reminderTime ?? "",
    reminderEmail: habit?.reminderEmail ?? false,
    skips: String(habit?.skipBudget.skips ?? 1),
    perDays: String(habit?.skipBudget.perDays ?? 7),
    startDate: habit?.startDate ?? today,
  };
}

/** The API's input from the form's values; what is switched off is left out. */
function toInput(f: HabitFormValues): unknown {
  const num = (v: string) => (v.trim() === "" ? Number.NaN : Number(v));
  const schedule =
    f.scheduleType === "weekdays"
      ? { type: "weekdays", days: [...f.days].sort() }
      : f.scheduleType === "timesPerWeek"
        ? { type: "timesPerWeek", times: num(f.times) }
        : f.scheduleType === "everyNDays"
          ? { type: "everyNDays", n: num(f.n) }
          : { type: "daily" };
  return {
    name: f.name,
    icon: f.icon.trim() || null,
    color: f.color,
    schedule,
    target: f.hasTarget ? { value: num(f.targetValue), unit: f.targetUnit } : null,
    durationMinutes: f.takesTime ? num(f.duration) : null,
    window:
      !f.takesTime || f.window === "none"
        ? null
        : f.window === "range"
          ? { start: f.windowStart, end: f.windowEnd }
          : { part: f.window },
    reminderTime: f.reminderTime || null,
    reminderEmail: f.reminderTime ? f.reminderEmail : false,
    skipBudget: { skips: num(f.skips), perDays: num(f.perDays) },
    startDate: f.startDate,
  };
}

/** The form's values, turned into the API's input and checked by the server's schema. */
export const habitFormSchema = z.pipe(z.pipe(z.custom<HabitFormValues>(), z.transform(toInput)), createHabitSchema);
