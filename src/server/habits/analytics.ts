import "server-only";
/**
 * Habit series for the analytics page: for each of the caller's habits, per day from `from` to
 * `to` (inclusive, at most 400 days), whether it was done (1, a share of the target, 0, or null when
 * skipped, not due or before the habit started) and its strength (0..100) at the end of that day.
 *
 * The cost follows the range asked, not the habit's age: strength resumes from the habit's last
 * checkpoint before `from` (checkpoint-store.ts: the same arithmetic as a walk from the start), or,
 * for a habit too young to have one, is walked from a warm-up before `from` long enough to be exact
 * to a millionth (scoreWarmUpDays); only the check-ins of that span are read.
 */
import { and, asc, eq, lte } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { habits } from "@/server/db/schema";
import { dayNumber, dayString } from "@/lib/time/dates";
import { todayIn } from "@/lib/time/zones";
import { checkpointSpan } from "./checkpoint";
import { checkpointsFor, CHECKPOINT_LAG, readChecksFrom } from "./checkpoint-store";
import { rulesOf } from "./habit-view";
import type { DayCheck } from "./schemas";
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

export async function getHabitSeries(
  userId: string,
  from: string,
  to: string,
  at = new Date(),
): Promise<HabitSeries[]> {
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
  // Where each habit's walk starts: its last checkpoint before `from`; else its start date, or
  // the warm-up before `from` when that is later (a habit younger than a checkpoint's spacing).
  const habitsOf = rows.map((row) => ({ id: row.id, rules: rulesOf(row) }));
  const until = Math.min(fromN - 1, dayNumber(todayIn("UTC", at)) - CHECKPOINT_LAG);
  const checkpoints = await checkpointsFor(db, userId, habitsOf, until);
  const walks = rows.map((row, i) => {
    const rules = habitsOf[i].rules;
    const start = dayNumber(row.startDate);
    const checkpoint = checkpoints.get(row.id) ?? null;
    const warmUp = scoreWarmUpDays(rules);
    const walkFrom = checkpoint
      ? checkpoint.day + 1 - checkpointSpan(rules)
      : warmUp === null
        ? start
        : Math.max(start, fromN - warmUp);
    return { row, rules, start, walkFrom, checkpoint };
  });
  const checks = await readChecksFrom(db, userId, new Map(walks.map((w) => [w.row.id, w.walkFrom])), toN);
  return walks.map(({ row, rules, start, walkFrom, checkpoint }) => {
    const map = checks.get(row.id) ?? new Map<number, DayCheck>();
    const strength: number[] = [];
    const onDay = (day: number, score: number) => {
      if (day >= fromN) strength[day - fromN] = strengthPercent(score);
    };
    if (checkpoint) walkScore(rules, map, toN, onDay, checkpoint);
    else walkScore({ ...rules, startDate: dayString(walkFrom) }, map, toN, onDay);
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
