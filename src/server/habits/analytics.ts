import "server-only";
/**
 * Habit series for the analytics page: for each of the caller's habits, per day from `from` to
 * `to` (inclusive, at most 400 days), whether it was done (1, a share of the target, 0, or null when
 * skipped, not due or before the habit started) and its strength (0..100) at the end of that day.
 *
 * The cost follows the range asked, not the habit's age: strength is walked from a warm-up before
 * `from` long enough to be exact to a millionth (scoreWarmUpDays), so only the check-ins of that
 * span are read, packed per habit by the database (see unpackChecks).
 */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { habits } from "@/server/db/schema";
import { dayNumber, dayString } from "@/lib/time/dates";
import { rulesOf, unpackChecks } from "./habit-view";
import { contribution, scoreWarmUpDays, strengthPercent, walkScore } from "./score";
import { dueShare, ratePercent } from "./stats";

const MAX_SERIES_DAYS = 400;

export interface HabitSeries {
  id: string;
  name: string;
  color: string | null;
  archived: boolean;
  /**
   * Per day: `completion`, what was done (0..1, null when skipped, before the start or, for a
   * weekday habit, not one of its days); `due`, how much of a check-in the day asked for (dueShare).
   */
  days: { date: string; completion: number | null; due: number; strength: number }[];
  /** Done share of what was due in the range, 0..100 (null when nothing was): as the habit card counts. */
  completionRate: number | null;
}

export async function getHabitSeries(userId: string, from: string, to: string): Promise<HabitSeries[]> {
  const fromN = dayNumber(from);
  const toN = Math.min(dayNumber(to), fromN + MAX_SERIES_DAYS - 1);
  if (toN < fromN) return [];
  const db = getDb();
  const rows = await db
    .select({
      id: habits.id,
      name: habits.name,
      color: habits.color,
      archivedAt: habits.archivedAt,
      schedule: habits.schedule,
      startDate: habits.startDate,
      targetValue: habits.targetValue,
      skipBudgetSkips: habits.skipBudgetSkips,
      skipBudgetDays: habits.skipBudgetDays,
    })
    .from(habits)
    .where(and(eq(habits.userId, userId), lte(habits.startDate, dayString(toN))))
    .orderBy(asc(habits.createdAt), asc(habits.id));
  if (rows.length === 0) return [];
  // Where each habit's walk starts: its start date, or the warm-up before `from` when that is later.
  const walks = rows.map((row) => {
    const rules = rulesOf(row);
    const start = dayNumber(row.startDate);
    const warmUp = scoreWarmUpDays(rules);
    return { row, rules, start, walkFrom: warmUp === null ? start : Math.max(start, fromN - warmUp) };
  });
  const first = Math.min(...walks.map((w) => w.walkFrom));
  const packed = await db.execute<{ habit_id: string; packed: string | null }>(sql`
    select habit_id, string_agg((date - date '1970-01-01')::text || ',' || case when status = 'skipped' then 's' when value is null then 'd' else value::text end, ';') as packed
    from habit_check_ins where user_id = ${userId} and date >= ${dayString(first)} and date <= ${dayString(toN)}
    group by habit_id`);
  const byHabit = new Map(packed.rows.map((r) => [r.habit_id, r.packed]));
  return walks.map(({ row, rules, start, walkFrom }) => {
    const map = unpackChecks(byHabit.get(row.id) ?? null);
    const strength: number[] = [];
    walkScore({ ...rules, startDate: dayString(walkFrom) }, map, toN, (day, score) => {
      if (day >= fromN) strength[day - fromN] = strengthPercent(score);
    });
    const days: HabitSeries["days"] = [];
    let due = 0;
    let done = 0;
    for (let d = fromN; d <= toN; d++) {
      const c = map.get(d);
      const share = d >= start && c?.status !== "skipped" ? dueShare(rules.schedule, d) : 0;
      const completion = share > 0 ? contribution(c, rules.targetValue) : null;
      due += share;
      done += completion ?? 0;
      days.push({ date: dayString(d), completion, due: share, strength: strength[d - fromN] ?? 0 });
    }
    return {
      id: row.id,
      name: row.name,
      color: row.color,
      archived: row.archivedAt !== null,
      days,
      completionRate: ratePercent(done, due),
    };
  });
}
