import "server-only";
/**
 * A habit row plus its check-ins (all of them, or a checkpoint and the days after it), turned into what the API and the page show: the settings in the
 * API's shape, and strength, streaks, skips left, today's check-in, completion and the heatmap.
 */
import type { HabitCheckInRow, HabitRow } from "@/server/db/schema";
import { dayNumber } from "@/lib/time/dates";
import type { Checkpoint } from "./checkpoint";
import { habitScore, strengthPercent } from "./score";
import {
  scheduleSchema,
  windowSchema,
  type DayCheck,
  type HabitRules,
  type HabitSchedule,
  type HabitWindow,
} from "./schemas";
import { completionRate, heatmap } from "./stats";
import { habitStreaks, skipsLeft } from "./streak";

interface HabitSettings {
  id: string;
  name: string;
  icon: string | null;
  color: string | null;
  schedule: HabitSchedule;
  target: { value: number; unit: string } | null;
  durationMinutes: number | null;
  window: HabitWindow | null;
  reminderTime: string | null;
  reminderEmail: boolean;
  skipBudget: { skips: number; perDays: number };
  startDate: string;
  archived: boolean;
}

export interface TodayCheckIn {
  status: "done" | "skipped";
  value: number | null;
  note: string | null;
}

export interface HabitView extends HabitSettings {
  strength: number;
  streak: number;
  bestStreak: number;
  skipsLeft: number;
  today: TodayCheckIn | null;
  completion30: number | null;
  completion90: number | null;
  heatmap: { from: string; cells: string };
}

export type CheckInLike = Pick<HabitCheckInRow, "date" | "status" | "value" | "note">;

/** The stored schedule, read back through the schema (a daily habit if the row was damaged). */
export function readSchedule(value: unknown): HabitSchedule {
  const parsed = scheduleSchema.safeParse(value);
  return parsed.success ? parsed.data : { type: "daily" };
}

function readWindow(value: unknown): HabitWindow | null {
  if (value === null || value === undefined) return null;
  const parsed = windowSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function toSettings(row: HabitRow): HabitSettings {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    color: row.color,
    schedule: readSchedule(row.schedule),
    target: row.targetValue !== null && row.targetUnit ? { value: row.targetValue, unit: row.targetUnit } : null,
    durationMinutes: row.durationMinutes,
    window: readWindow(row.window),
    reminderTime: row.reminderTime,
    reminderEmail: row.reminderEmail,
    skipBudget: { skips: row.skipBudgetSkips, perDays: row.skipBudgetDays },
    startDate: row.startDate,
    archived: row.archivedAt !== null,
  };
}

export function rulesOf(
  row: Pick<HabitRow, "schedule" | "startDate" | "targetValue" | "skipBudgetSkips" | "skipBudgetDays">,
): HabitRules {
  return {
    schedule: readSchedule(row.schedule),
    startDate: row.startDate,
    targetValue: row.targetValue,
    skipBudget: { skips: row.skipBudgetSkips, perDays: row.skipBudgetDays },
  };
}

export function checkMap(rows: CheckInLike[]): Map<number, DayCheck> {
  const map = new Map<number, DayCheck>();
  for (const r of rows)
    map.set(dayNumber(r.date), { date: r.date, status: r.status === "skipped" ? "skipped" : "done", value: r.value });
  return map;
}

export interface HabitNumbers {
  strength: number;
  streak: number;
  bestStreak: number;
  skipsLeft: number;
}

/**
 * The figures at `today`, walked from the habit's start or resumed from a checkpoint (then `checks`
 * need only hold the days from checkpointSpan before it).
 */
export function habitNumbers(
  row: HabitRow,
  checks: Map<number, DayCheck>,
  today: string,
  from: Checkpoint | null = null,
): HabitNumbers {
  const rules = rulesOf(row);
  const streaks = habitStreaks(rules, checks, today, from);
  return {
    strength: strengthPercent(habitScore(rules, checks, today, from)),
    streak: streaks.current,
    bestStreak: streaks.best,
    skipsLeft: skipsLeft(rules, checks, today),
  };
}

export function viewFromMap(
  row: HabitRow,
  checks: Map<number, DayCheck>,
  todayCheck: TodayCheckIn | null,
  today: string,
  from: Checkpoint | null = null,
): HabitView {
  const rules = rulesOf(row);
  return {
    ...toSettings(row),
    ...habitNumbers(row, checks, today, from),
    today: todayCheck,
    completion30: completionRate(rules, checks, today, 30),
    completion90: completionRate(rules, checks, today, 90),
    heatmap: heatmap(rules, checks, today),
  };
}

/**
 * Check-ins packed by the database as "day,code;day,code" (day: days since 1970-01-01; code: s for
 * skipped, d for done without a value, else the value): thousands of rows travel as a few strings.
 */
export function unpackChecks(packed: string | null): Map<number, DayCheck> {
  const map = new Map<number, DayCheck>();
  if (!packed) return map;
  for (const item of packed.split(";")) {
    const comma = item.indexOf(",");
    const day = Number(item.slice(0, comma));
    const code = item.slice(comma + 1);
    map.set(
      day,
      code === "s"
        ? { date: "", status: "skipped", value: null }
        : { date: "", status: "done", value: code === "d" ? null : Number(code) },
    );
  }
  return map;
}
