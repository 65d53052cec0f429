/**
 * Section "where the time goes": done minutes by block kind, and focus minutes by part of day and
 * by weekday x hour (the best hours heatmap).
 */
import { isoWeekday } from "@/lib/time/dates";
import { countedMinutes, isFocusBlock, partOfDayOf, splitByHour, type BlockFact } from "../math";
import type { HeatmapCell, PartOfDayMinutes } from "../types";

interface TimeUse {
  /** Done minutes per kind (task, event, meal, habit, ...), breaks and all-day blocks left out. */
  byKind: Record<string, number>;
  partOfDay: PartOfDayMinutes;
  /** 7 x 24 focus minutes, weekday 0 = Monday; only cells with minutes. */
  heatmap: HeatmapCell[];
  bestHour: HeatmapCell | null;
}

export function computeTimeUse(blocks: readonly BlockFact[]): TimeUse {
  const byKind: Record<string, number> = {};
  const partOfDay: PartOfDayMinutes = { morning: 0, afternoon: 0, evening: 0, night: 0 };
  const grid = new Float64Array(7 * 24);
  // One weekday per date, not per block: a year has ~365 dates and ~3,650 blocks.
  const weekdays = new Map<string, number>();
  for (const b of blocks) {
    if (!b.done) continue;
    const minutes = countedMinutes(b);
    if (minutes === 0) continue;
    byKind[b.kind] = (byKind[b.kind] ?? 0) + minutes;
    if (!isFocusBlock(b)) continue;
    let weekday = weekdays.get(b.date);
    if (weekday === undefined) weekdays.set(b.date, (weekday = isoWeekday(b.date) - 1));
    splitByHour(b.startMin, b.endMin, (hour, m) => {
      grid[weekday * 24 + hour] += m;
      partOfDay[partOfDayOf(hour * 60)] += m;
    });
  }
  const heatmap: HeatmapCell[] = [];
  let bestHour: HeatmapCell | null = null;
  for (let i = 0; i < grid.length; i++) {
    if (grid[i] === 0) continue;
    const cell = { weekday: Math.floor(i / 24), hour: i % 24, minutes: grid[i] };
    heatmap.push(cell);
    if (!bestHour || cell.minutes > bestHour.minutes) bestHour = cell;
  }
  return { byKind, partOfDay, heatmap, bestHour };
}
