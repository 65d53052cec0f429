/**
 * Streaks and the skip budget.
 *
 * A streak counts the habit's periods in a row that were kept: a day for a daily habit, each chosen
 * weekday for a weekday habit, a block of N days (from the start date) for "every N days", and a
 * week (Monday to Sunday) for "N times a week", which needs N check-ins. A skip counts towards
 * keeping its period (that is what the budget is for: a skip inside it never breaks a streak), but
 * a period kept only by skips does not make the streak longer. The period in progress (today, this
 * week) adds to the streak once kept and never breaks it while it is still open.
 *
 * The skip budget: at most `skips` skipped days in any `perDays` consecutive days (default 1 in 7).
 * A skip beyond it is refused, so every recorded skip is inside the budget.
 */
import { dayNumber, isoWeekdayOfDay, weekStart } from "@/lib/time/dates";
import type { DayCheck, HabitRules } from "./schemas";

interface Period {
  from: number;
  to: number;
  needed: number;
}

/**
 * The habit's periods from its start to the one containing `today`, oldest first; with `after`,
 * only those that end after that day.
 */
function periodsOf(habit: HabitRules, today: number, after = -Infinity): Period[] {
  const start = dayNumber(habit.startDate);
  const out: Period[] = [];
  const s = habit.schedule;
  if (today < start) return out;
  const first = Math.max(start, after + 1);
  switch (s.type) {
    case "daily":
      for (let d = first; d <= today; d++) out.push({ from: d, to: d, needed: 1 });
      break;
    case "weekdays": {
      const days = new Set(s.days);
      for (let d = first; d <= today; d++) if (days.has(isoWeekdayOfDay(d))) out.push({ from: d, to: d, needed: 1 });
      break;
    }
    case "everyNDays":
      // The first period ending after `after` starts at or after after - n + 2.
      for (let d = start + Math.max(0, Math.ceil((first - s.n + 1 - start) / s.n)) * s.n; d <= today; d += s.n)
        out.push({ from: d, to: d + s.n - 1, needed: 1 });
      break;
    case "timesPerWeek":
      // The first week counts from the start date; it needs no more than the days it has.
      for (
        let w = weekStart(start) + Math.max(0, Math.ceil((first - 6 - weekStart(start)) / 7)) * 7;
        w <= today;
        w += 7
      ) {
        const from = Math.max(w, start);
        out.push({ from, to: w + 6, needed: Math.min(s.times, w + 6 - from + 1) });
      }
      break;
  }
  return out;
}

type PeriodState = "kept" | "keptBySkips" | "missed" | "open";

function periodState(p: Period, checks: Map<number, DayCheck>, today: number): PeriodState {
  let done = 0;
  let skipped = 0;
  for (let d = p.from; d <= Math.min(p.to, today); d++) {
    const c = checks.get(d);
    if (c?.status === "done") done++;
    else if (c?.status === "skipped") skipped++;
  }
  if (done + skipped >= p.needed) return done > 0 ? "kept" : "keptBySkips";
  return p.to >= today ? "open" : "missed";
}

interface Streaks {
  current: number;
  best: number;
}

/**
 * Where the streaks stand once every period ending on or before `day` is over: the run and the
 * best run so far (checkpoints.ts stores these).
 */
interface StreakState {
  day: number;
  run: number;
  best: number;
}

/**
 * The current and best streak at `today`; with `from`, counting resumes after that state (the
 * check-ins of the periods that end after its day must be in `checks`). `onClosed` sees the state
 * after each period that ended before today.
 */
export function habitStreaks(
  habit: HabitRules,
  checks: Map<number, DayCheck>,
  today: string,
  from: StreakState | null = null,
  onClosed?: (to: number, run: number, best: number) => void,
): Streaks {
  const todayN = dayNumber(today);
  const resume = from !== null && from.day < todayN;
  let run = resume ? from.run : 0;
  let best = resume ? from.best : 0;
  for (const p of periodsOf(habit, todayN, resume ? from.day : -Infinity)) {
    const state = periodState(p, checks, todayN);
    if (state === "kept") run++;
    else if (state === "missed") run = 0;
    best = Math.max(best, run);
    if (p.to < todayN) onClosed?.(p.to, run, best);
  }
  return { current: run, best };
}

/** Skips recorded in the `perDays` days ending on `day`. */
function skipsInWindow(checks: Map<number, DayCheck>, end: number, perDays: number, ignore?: number): number {
  let n = 0;
  for (let d = end - perDays + 1; d <= end; d++) if (d !== ignore && checks.get(d)?.status === "skipped") n++;
  return n;
}

/** Skips still available today: the budget minus the skips of the last `perDays` days. */
export function skipsLeft(habit: HabitRules, checks: Map<number, DayCheck>, today: string): number {
  const { skips, perDays } = habit.skipBudget;
  return Math.max(0, skips - skipsInWindow(checks, dayNumber(today), perDays));
}

/** Whether a skip on `date` keeps every `perDays` window that contains it within the budget. */
export function canSkip(habit: HabitRules, checks: Map<number, DayCheck>, date: string): boolean {
  const { skips, perDays } = habit.skipBudget;
  const day = dayNumber(date);
  for (let end = day; end < day + perDays; end++) {
    if (skipsInWindow(checks, end, perDays, day) + 1 > skips) return false;
  }
  return true;
}
