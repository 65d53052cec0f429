/**
 * Checkpoints of a habit's strength and streaks: the state a walk from the habit's start reaches at
 * the end of a day (score and rolling sum: score.ts; run and best run: streak.ts). Resuming from
 * one does the same arithmetic on the same check-ins as walking from the start, so the figures are
 * the same to the last bit, while only the check-ins after the checkpoint (and a window before it)
 * are read. The store (checkpoint-store.ts) keeps one every CHECKPOINT_EVERY days.
 */
import { dayNumber, dayString } from "@/lib/time/dates";
import { scoreWindowDays, walkScore } from "./score";
import { habitStreaks } from "./streak";
import type { DayCheck, HabitRules } from "./schemas";

export interface Checkpoint {
  /** Day number (days since 1970-01-01) whose end the state describes. */
  day: number;
  score: number;
  rolling: number;
  run: number;
  best: number;
}

/** Checkpoints fall on day numbers that are multiples of this. */
export const CHECKPOINT_EVERY = 30;

/** The rules a checkpoint was walked with: another schedule, start date or target makes it unusable. */
export function rulesKey(rules: HabitRules): string {
  return JSON.stringify([rules.schedule, rules.startDate, rules.targetValue]);
}

/**
 * How many days before a checkpoint's day its check-ins must be read to resume from it: the
 * score's rolling window and the longest period a streak counts (a week, or N days).
 */
export function checkpointSpan(rules: HabitRules): number {
  return Math.max(7, scoreWindowDays(rules.schedule));
}

/** The first checkpoint day after `day`. */
export function nextCheckpointDay(day: number): number {
  return (Math.floor(day / CHECKPOINT_EVERY) + 1) * CHECKPOINT_EVERY;
}

/**
 * The checkpoints after `from` (or the habit's start) up to `until`, given the check-ins from
 * checkpointSpan days before `from` (or from the start) to `until`.
 */
export function makeCheckpoints(
  rules: HabitRules,
  checks: Map<number, DayCheck>,
  from: Checkpoint | null,
  until: number,
): Checkpoint[] {
  const start = dayNumber(rules.startDate);
  const days: number[] = [];
  for (let d = nextCheckpointDay(Math.max(from?.day ?? -Infinity, start - 1)); d <= until; d += CHECKPOINT_EVERY)
    days.push(d);
  if (days.length === 0) return [];
  const scores = new Map<number, { score: number; rolling: number }>();
  const wanted = new Set(days);
  walkScore(
    rules,
    checks,
    until,
    (day, score, rolling) => {
      if (wanted.has(day)) scores.set(day, { score, rolling });
    },
    from,
  );
  // The streak state after each period that ended on or before a checkpoint's day.
  const closed: { to: number; run: number; best: number }[] = [];
  habitStreaks(rules, checks, dayString(until + 1), from, (to, run, best) => closed.push({ to, run, best }));
  let i = 0;
  let run = from?.run ?? 0;
  let best = from?.best ?? 0;
  return days.map((day) => {
    for (; i < closed.length && closed[i].to <= day; i++) ({ run, best } = closed[i]);
    const { score, rolling } = scores.get(day) ?? { score: 0, rolling: 0 };
    return { day, score, rolling, run, best };
  });
}
