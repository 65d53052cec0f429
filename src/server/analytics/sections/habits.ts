/**
 * Section "habits: completion rate and strength over time", from the habits domain's series
 * (src/server/habits/analytics.ts). Per day: the share of the due habit check-ins done over the 7
 * days ending there (skipped and not-due days do not count), and each habit's strength (0..100).
 * Archived habits appear only when they were due at least once in the range.
 */
import type { HabitSeries } from "@/server/habits/analytics";
import { ratePercent } from "@/server/habits/stats";
import type { Sentence } from "../takeaways";

/** At most this many habits get a strength line (the strongest first); the table lists them all. */
export const MAX_HABIT_LINES = 8;
/** A strength change smaller than this (in points) is "steady". */
const STRENGTH_STEADY_POINTS = 5;

interface HabitSummary {
  id: string;
  name: string;
  color: string | null;
  archived: boolean;
  /** Done share of the due days in the range, 0..100; null when none was due. */
  completionRate: number | null;
  dueDays: number;
  strengthStart: number;
  strengthEnd: number;
}

interface HabitDay {
  date: string;
  /** Due habit check-ins done on the 7 days ending here, 0..100; null when nothing was due. */
  completionRate7d: number | null;
  /** Strength per habit, in the order of `list`. */
  strength: number[];
}

interface HabitsSection {
  habits: {
    list: HabitSummary[];
    days: HabitDay[];
    /** Over the whole range, 0..100; null when nothing was due. */
    completionRate: number | null;
  };
}

export function computeHabits(series: readonly HabitSeries[]): HabitsSection {
  const shown = series.filter((h) => !h.archived || h.days.some((d) => d.completion !== null));
  const list: HabitSummary[] = shown.map((h) => ({
    id: h.id,
    name: h.name,
    color: h.color,
    archived: h.archived,
    completionRate: h.completionRate,
    dueDays: Math.round(h.days.reduce((n, d) => n + d.due, 0)),
    strengthStart: h.days[0]?.strength ?? 0,
    strengthEnd: h.days[h.days.length - 1]?.strength ?? 0,
  }));
  const length = shown[0]?.days.length ?? 0;
  const due: number[] = new Array<number>(length).fill(0);
  const done: number[] = new Array<number>(length).fill(0);
  for (const h of shown) {
    h.days.forEach((d, i) => {
      if (d.completion === null) return;
      due[i] += d.due;
      done[i] += d.completion;
    });
  }
  const days: HabitDay[] = [];
  let windowDue = 0;
  let windowDone = 0;
  for (let i = 0; i < length; i++) {
    windowDue += due[i];
    windowDone += done[i];
    if (i >= 7) {
      windowDue -= due[i - 7];
      windowDone -= done[i - 7];
    }
    days.push({
      date: shown[0].days[i].date,
      completionRate7d: ratePercent(windowDone, windowDue),
      strength: shown.map((h) => h.days[i].strength),
    });
  }
  const allDue = due.reduce((s, n) => s + n, 0);
  const allDone = done.reduce((s, n) => s + n, 0);
  return { habits: { list, days, completionRate: ratePercent(allDone, allDue) } };
}

/** The habits whose strength the chart draws: the strongest at the end of the range first. */
export function chartedHabits(list: readonly HabitSummary[]): number[] {
  return list
    .map((h, i) => ({ i, s: h.strengthEnd }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, MAX_HABIT_LINES)
    .map((x) => x.i);
}

export function habitsTakeaways({ list, completionRate }: HabitsSection["habits"]): Sentence[] {
  if (list.length === 0) return [{ key: "habits.none" }];
  if (completionRate === null) return [{ key: "habits.noneDue", params: { count: list.length } }];
  const out: Sentence[] = [
    { key: "habits.summary", params: { count: list.length }, percents: { rate: completionRate } },
  ];
  const rated = list.filter((h) => h.completionRate !== null);
  if (rated.length >= 2) {
    const best = rated.reduce((a, b) => (b.completionRate! > a.completionRate! ? b : a));
    const worst = rated.reduce((a, b) => (b.completionRate! < a.completionRate! ? b : a));
    if (best.completionRate! > worst.completionRate!) {
      out.push({
        key: "habits.best",
        params: { best: best.name, worst: worst.name },
        percents: { bestRate: best.completionRate!, worstRate: worst.completionRate! },
      });
    }
  }
  const moved = list.reduce<HabitSummary | null>(
    (a, h) => (!a || Math.abs(h.strengthEnd - h.strengthStart) > Math.abs(a.strengthEnd - a.strengthStart) ? h : a),
    null,
  )!;
  const change = moved.strengthEnd - moved.strengthStart;
  if (Math.abs(change) < STRENGTH_STEADY_POINTS)
    out.push({ key: "habits.steady", params: { points: STRENGTH_STEADY_POINTS } });
  else
    out.push({
      key: change > 0 ? "habits.rose" : "habits.fell",
      params: { name: moved.name },
      percents: { from: moved.strengthStart, to: moved.strengthEnd },
    });
  return out;
}
