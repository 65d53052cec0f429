/** Section "streaks and totals": days planned, blocks done, focus time, mood averages, streaks. */
import { completionRate, mean, streaks } from "../math";
import type { DayStat, Totals } from "../types";

/** A streak day is a day with at least one block done; the current streak ends today (or yesterday). */
export function computeTotals(days: readonly DayStat[], focusMinutes: number, today: string): Totals {
  let plannedMinutes = 0;
  let doneMinutes = 0;
  let blocksDone = 0;
  let daysPlanned = 0;
  let moodEntries = 0;
  const moods: number[] = [];
  const energies: number[] = [];
  for (const d of days) {
    if (d.hasPlan) daysPlanned += 1;
    plannedMinutes += d.plannedMinutes;
    doneMinutes += d.doneMinutes;
    blocksDone += d.blocksDone;
    moodEntries += d.moodEntries;
    if (d.mood !== null) moods.push(d.mood);
    if (d.energy !== null) energies.push(d.energy);
  }
  const upToToday = days.filter((d) => d.date <= today).map((d) => d.blocksDone > 0);
  const { current, longest } = streaks(upToToday);
  return {
    daysInRange: days.length,
    daysPlanned,
    plannedMinutes,
    doneMinutes,
    completionRate: completionRate(plannedMinutes, doneMinutes),
    blocksDone,
    focusMinutes,
    moodDays: moods.length,
    moodEntries,
    averageMood: mean(moods),
    averageEnergy: mean(energies),
    // A range that ends before today has no "current" streak of its own.
    currentStreak: days.length > 0 && days[days.length - 1].date >= today ? current : 0,
    longestStreak: longest,
  };
}
