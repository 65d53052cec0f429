/**
 * Habit strength, computed like Loop Habit Tracker's score (uhabits ScoreList): every day from the
 * habit's start moves the score towards that day's completion with a decay that depends on how
 * often the habit is due:
 *
 *   m = 0.5 ^ (sqrt(f) / 13),  score = previous * m + check * (1 - m),  f = repetitions / interval
 *
 * `check` is the share of the repetitions due in the rolling interval that were done (a value
 * towards a target counts as value / target, at most 1): for "3 times a week" the last 7 days are
 * looked at, for "every 3 days" the last 3. A skipped day, and a weekday the habit is not
 * scheduled on, leave the score as it is. Today counts once it has a check-in (the day is not over),
 * so one missed day dents the score and never resets it.
 */
import { dayNumber, isoWeekdayOfDay } from "@/lib/time/dates";
import type { DayCheck, HabitRules, HabitSchedule } from "./schemas";

interface Frequency {
  /** Repetitions due per interval. */
  repetitions: number;
  /** Interval in days (the rolling window). */
  interval: number;
}

export function frequencyOf(schedule: HabitSchedule): Frequency {
  switch (schedule.type) {
    case "daily":
      return { repetitions: 1, interval: 1 };
    case "weekdays":
      return { repetitions: schedule.days.length, interval: 7 };
    case "timesPerWeek":
      return { repetitions: schedule.times, interval: 7 };
    case "everyNDays":
      return { repetitions: 1, interval: schedule.n };
  }
}

export function multiplier(f: number): number {
  return Math.pow(0.5, Math.sqrt(f) / 13);
}

/** How much a day's check-in counts towards the habit: 1 for done (or a value reaching the target). */
export function contribution(check: DayCheck | undefined, targetValue: number | null): number {
  if (!check || check.status !== "done") return 0;
  if (targetValue && check.value !== null && check.value !== undefined) return Math.min(1, check.value / targetValue);
  return 1;
}

/**
 * Where a walk of the score stands at the end of `day` (a day number): the score and the rolling
 * window's sum, exactly as a walk from the habit's start leaves them (checkpoints.ts stores these).
 */
interface ScoreState {
  day: number;
  score: number;
  rolling: number;
}

/**
 * The strength in 0..1 at the end of `today` (inclusive when today has a check-in, else up to
 * yesterday). `checks` maps day numbers to check-ins; with `from`, the walk resumes after that state.
 */
export function habitScore(
  habit: HabitRules,
  checks: Map<number, DayCheck>,
  today: string,
  from: ScoreState | null = null,
): number {
  const todayN = dayNumber(today);
  return walkScore(habit, checks, checks.has(todayN) ? todayN : todayN - 1, undefined, from);
}

/**
 * Runs the score from the habit's start (or from the state `from`, whose check-ins need not be in
 * `checks` beyond its rolling window) to `last` (a day number) and returns the final score;
 * `onDay` sees every day's score on the way (for charts) and the rolling sum (for checkpoints).
 */
export function walkScore(
  habit: HabitRules,
  checks: Map<number, DayCheck>,
  last: number,
  onDay?: (day: number, score: number, rolling: number) => void,
  from: ScoreState | null = null,
): number {
  const start = dayNumber(habit.startDate);
  if (last < start) return 0;
  const { schedule, targetValue } = habit;
  const { repetitions, interval } = frequencyOf(schedule);
  const m = multiplier(repetitions / interval);
  // Weekday schedules are judged day by day (the chosen days are the due days); the others by a rolling window.
  const perDay = schedule.type === "daily" || schedule.type === "weekdays";
  const weekdays = schedule.type === "weekdays" ? new Set(schedule.days) : null;
  const window = perDay ? 1 : interval;
  const needed = perDay ? 1 : repetitions;
  const resume = from !== null && from.day >= start && from.day < last;
  let score = resume ? from.score : 0;
  let rolling = resume ? from.rolling : 0;
  for (let day = resume ? from.day + 1 : start; day <= last; day++) {
    const check = checks.get(day);
    rolling += contribution(check, targetValue);
    if (day - window >= start) rolling = Math.max(0, rolling - contribution(checks.get(day - window), targetValue));
    if (check?.status !== "skipped" && !(weekdays && !weekdays.has(isoWeekdayOfDay(day)))) {
      const done = Math.min(1, rolling / needed);
      score = score * m + done * (1 - m);
    }
    onDay?.(day, score, rolling);
  }
  return score;
}

/** How many days before a state's day its check-ins must be read to resume the walk after it. */
export function scoreWindowDays(schedule: HabitSchedule): number {
  return schedule.type === "daily" || schedule.type === "weekdays" ? 1 : frequencyOf(schedule).interval;
}

/** The strength as the API shows it: 0..100, whole numbers. */
export function strengthPercent(score: number): number {
  return Math.round(Math.max(0, Math.min(1, score)) * 100);
}

/** How close a score walked from a late start comes to the one walked from the habit's start. */
export const WARM_UP_EPSILON = 1e-6;

/**
 * How many days before a day the score must be walked from so that its value there is within
 * `epsilon` of the one walked from the habit's start, or null when no such bound exists (a skip
 * budget that allows skipping every day). Each day that moves the score scales the difference
 * between two walks by m, so U = log(epsilon) / log(m) such days are enough once the rolling window
 * is full. Those days are the due days not skipped: for a weekday habit the chosen weekdays of
 * each whole week; the skip budget allows at most `skips` skips in each `perDays` days. Every
 * strength shown is a whole percent, so 1e-6 changes none unless it lies within 0.0001 of a half.
 */
export function scoreWarmUpDays(habit: HabitRules, epsilon = WARM_UP_EPSILON): number | null {
  const { repetitions, interval } = frequencyOf(habit.schedule);
  const m = multiplier(repetitions / interval);
  const updates = Math.ceil(Math.log(epsilon) / Math.log(m));
  const perWeek = habit.schedule.type === "weekdays" ? new Set(habit.schedule.days).size : 7;
  const { skips, perDays } = habit.skipBudget;
  // The least number of days that moves the score in `days` days, whatever the check-ins: the due
  // days of the whole weeks in them, less every skip the budget allows.
  const moving = (days: number) => Math.floor(days / 7) * perWeek - Math.ceil(days / Math.max(1, perDays)) * skips;
  const perYear = moving(364) / 364;
  if (perYear <= 0) return null;
  let days = Math.ceil(updates / perYear);
  while (moving(days) < updates) days += 7;
  return days + interval;
}
