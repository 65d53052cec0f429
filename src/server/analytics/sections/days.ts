/** Section "days": planned vs done minutes, completion rate (and its 7-day trend) and mood per day. */
import { datesBetween } from "@/lib/time/dates";
import { completionRate, countedMinutes, mean, type BlockFact } from "../math";
import type { DayStat } from "../types";

export interface MoodFact {
  date: string;
  score: number;
  energy: number | null;
}

export function buildDays(
  from: string,
  to: string,
  blocks: readonly BlockFact[],
  planDates: ReadonlySet<string>,
  moods: readonly MoodFact[],
): DayStat[] {
  const dates = datesBetween(from, to);
  const index = new Map(dates.map((d, i) => [d, i]));
  const planned = new Array<number>(dates.length).fill(0);
  const done = new Array<number>(dates.length).fill(0);
  const blocksPlanned = new Array<number>(dates.length).fill(0);
  const blocksDone = new Array<number>(dates.length).fill(0);
  const hasBlocks = new Array<boolean>(dates.length).fill(false);
  for (const b of blocks) {
    const i = index.get(b.date);
    if (i === undefined) continue;
    hasBlocks[i] = true;
    const minutes = countedMinutes(b);
    if (minutes === 0) continue;
    planned[i] += minutes;
    blocksPlanned[i] += 1;
    if (b.done) {
      done[i] += minutes;
      blocksDone[i] += 1;
    }
  }
  const scores = dates.map(() => [] as number[]);
  const energies = dates.map(() => [] as number[]);
  for (const m of moods) {
    const i = index.get(m.date);
    if (i === undefined) continue;
    scores[i].push(m.score);
    if (m.energy != null) energies[i].push(m.energy);
  }
  const days = dates.map<DayStat>((date, i) => {
    const hasPlan = hasBlocks[i] || planDates.has(date);
    return {
      date,
      hasPlan,
      plannedMinutes: planned[i],
      doneMinutes: done[i],
      completionRate: hasPlan ? completionRate(planned[i], done[i]) : null,
      completionRate7d: null,
      blocksPlanned: blocksPlanned[i],
      blocksDone: blocksDone[i],
      mood: mean(scores[i]),
      energy: mean(energies[i]),
      moodEntries: scores[i].length,
    };
  });
  // Rolling 7 days, minutes-weighted over the days that had a plan.
  let p = 0;
  let d = 0;
  for (let i = 0; i < days.length; i++) {
    if (days[i].hasPlan) {
      p += days[i].plannedMinutes;
      d += days[i].doneMinutes;
    }
    const out = days[i - 7];
    if (out?.hasPlan) {
      p -= out.plannedMinutes;
      d -= out.doneMinutes;
    }
    days[i].completionRate7d = completionRate(p, d);
  }
  return days;
}
