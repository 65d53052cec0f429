import "server-only";
/**
 * Habit series for the analytics page: for each of the caller's habits, per day from `from` to
 * `to` (inclusive, at most 400 days), whether it was done (1, a share of the target, 0, or null when
 * skipped, not due or before the habit started) and its strength (0..100) at the end of that day.
 */
import { and, asc, eq, lte } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { habitCheckIns, habits } from "@/server/db/schema";
import { dayNumber, dayString, isoWeekday } from "./days";
import { checkMap, rulesOf } from "./habit-view";
import { contribution, strengthPercent, walkScore } from "./score";

export const MAX_SERIES_DAYS = 400;

export interface HabitSeries {
  id: string;
  name: string;
  color: string | null;
  archived: boolean;
  days: { date: string; completion: number | null; strength: number }[];
  /** Share of the due days in the range that were done, 0..100 (null when none was due). */
  completionRate: number | null;
}

export async function getHabitSeries(userId: string, from: string, to: string): Promise<HabitSeries[]> {
  const fromN = dayNumber(from);
  const toN = Math.min(dayNumber(to), fromN + MAX_SERIES_DAYS - 1);
  if (toN < fromN) return [];
  const db = getDb();
  const rows = await db
    .select()
    .from(habits)
    .where(and(eq(habits.userId, userId), lte(habits.startDate, dayString(toN))))
    .orderBy(asc(habits.createdAt), asc(habits.id));
  if (rows.length === 0) return [];
  const checks = await db
    .select({
      habitId: habitCheckIns.habitId,
      date: habitCheckIns.date,
      status: habitCheckIns.status,
      value: habitCheckIns.value,
      note: habitCheckIns.note,
    })
    .from(habitCheckIns)
    .where(and(eq(habitCheckIns.userId, userId), lte(habitCheckIns.date, dayString(toN))));
  return rows.map((row) => {
    const map = checkMap(checks.filter((c) => c.habitId === row.id));
    const rules = rulesOf(row);
    const start = dayNumber(row.startDate);
    const weekdays = rules.schedule.type === "weekdays" ? new Set(rules.schedule.days) : null;
    const strength = new Map<number, number>();
    walkScore(rules, map, toN, (day, score) => {
      if (day >= fromN) strength.set(day, strengthPercent(score));
    });
    const days: HabitSeries["days"] = [];
    let due = 0;
    let done = 0;
    for (let d = fromN; d <= toN; d++) {
      const c = map.get(d);
      const counts = d >= start && c?.status !== "skipped" && !(weekdays && !weekdays.has(isoWeekday(d)));
      const completion = counts ? contribution(c, rules.targetValue) : null;
      if (completion !== null) {
        due++;
        done += completion;
      }
      days.push({ date: dayString(d), completion, strength: strength.get(d) ?? 0 });
    }
    return {
      id: row.id,
      name: row.name,
      color: row.color,
      archived: row.archivedAt !== null,
      days,
      completionRate: due > 0 ? Math.round((done / due) * 100) : null,
    };
  });
}
