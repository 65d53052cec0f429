/**
 * Section "mood vs the plan": Pearson's r between a day's mood and that day's completion rate, and
 * between mood and planned load (planned minutes), over the days that have both. Below
 * MIN_CORRELATION_DAYS such days there is no number: too few days make r say whatever chance says.
 */
import { pearson } from "../math";
import type { Correlation, DayStat } from "../types";

export const MIN_CORRELATION_DAYS = 14;

interface MoodVsPlan {
  /** null below MIN_CORRELATION_DAYS days with both a mood and a completion rate. */
  moodVsCompletion: Correlation | null;
  moodVsLoad: Correlation | null;
  /** Days with both a mood and a completion rate, also when there are too few for r. */
  pairedDays: number;
  minCorrelationDays: number;
}

export function computeMoodVsPlan(days: readonly DayStat[]): MoodVsPlan {
  const moods: number[] = [];
  const rates: number[] = [];
  const loads: number[] = [];
  for (const d of days) {
    if (d.mood === null || d.completionRate === null) continue;
    moods.push(d.mood);
    rates.push(d.completionRate);
    loads.push(d.plannedMinutes);
  }
  const n = moods.length;
  const enough = n >= MIN_CORRELATION_DAYS;
  return {
    moodVsCompletion: enough ? { days: n, r: pearson(moods, rates) } : null,
    moodVsLoad: enough ? { days: n, r: pearson(moods, loads) } : null,
    pairedDays: n,
    minCorrelationDays: MIN_CORRELATION_DAYS,
  };
}
