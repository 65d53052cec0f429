/**
 * What the habits page shows besides strength and streaks: the completion rate over the last 30
 * and 90 days, and the last 12 months as a compact heatmap string (one character per day).
 */
import { dayNumber, dayString, isoWeekdayOfDay } from "@/lib/time/dates";
import { contribution, frequencyOf } from "./score";
import type { DayCheck, HabitRules } from "./schemas";

/**
 * How much of a check-in a day is due, the one definition the habit card, the habit page and
 * analytics share: 1 or 0 for a weekday habit (by weekday), the habit's daily share otherwise
 * (3/7 for "3 times a week", 1/3 for "every 3 days", 1 for daily).
 */
export function dueShare(schedule: HabitRules["schedule"], day: number): number {
  if (schedule.type === "weekdays") return schedule.days.includes(isoWeekdayOfDay(day)) ? 1 : 0;
  const { repetitions, interval } = frequencyOf(schedule);
  return repetitions / interval;
}

/** Done share, 0..100 (at most 100), of what was due; null when nothing was. */
export function ratePercent(done: number, due: number): number | null {
  return due > 0 ? Math.round(Math.min(1, done / due) * 100) : null;
}

/** Share (0..100) of the check-ins due in the last `days` days (since the start) that were done. */
export function completionRate(
  habit: HabitRules,
  checks: Map<number, DayCheck>,
  today: string,
  days: number,
): number | null {
  const todayN = dayNumber(today);
  const last = checks.has(todayN) ? todayN : todayN - 1;
  const first = Math.max(dayNumber(habit.startDate), todayN - days + 1);
  if (last < first) return null;
  let due = 0;
  let done = 0;
  for (let d = first; d <= last; d++) {
    const c = checks.get(d);
    if (c?.status === "skipped") continue;
    done += contribution(c, habit.targetValue);
    due += dueShare(habit.schedule, d);
  }
  return ratePercent(done, due);
}

/** Days the habit card's heatmap shows, today included. */
export const HEATMAP_DAYS = 365;

/**
 * Heatmap cells from `from` to today: "0" nothing, "1" part of the target, "2" done, "3" skipped,
 * "-" before the habit started.
 */
export function heatmap(
  habit: HabitRules,
  checks: Map<number, DayCheck>,
  today: string,
  days = HEATMAP_DAYS,
): { from: string; cells: string } {
  const todayN = dayNumber(today);
  const fromN = todayN - days + 1;
  const start = dayNumber(habit.startDate);
  let cells = "";
  for (let d = fromN; d <= todayN; d++) {
    const c = checks.get(d);
    if (d < start && !c) cells += "-";
    else if (!c) cells += "0";
    else if (c.status === "skipped") cells += "3";
    else cells += contribution(c, habit.targetValue) >= 1 ? "2" : "1";
  }
  return { from: dayString(fromN), cells };
}
