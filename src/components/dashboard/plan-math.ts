/**
 * Arithmetic the dashboard shows: the percent complete (done minutes over planned minutes, breaks
 * not counted), durations, the free gaps between blocks, and where "now" falls in the day.
 */

import { toMinutes } from "@/lib/time/clock";
import type { BlockView } from "@/server/schedule/types";

export const blockMinutes = (b: Pick<BlockView, "start" | "end">): number => toMinutes(b.end) - toMinutes(b.start);

interface Progress {
  percent: number;
  doneMinutes: number;
  totalMinutes: number;
}

/** Done minutes / planned minutes of every block but breaks, rounded down (100% only when all is done). */
export function progressOf(blocks: BlockView[]): Progress {
  let done = 0;
  let total = 0;
  for (const b of blocks) {
    if (b.kind === "break") continue;
    const m = Math.max(0, blockMinutes(b));
    total += m;
    if (b.done) done += m;
  }
  return { percent: total === 0 ? 0 : Math.floor((done / total) * 100), doneMinutes: done, totalMinutes: total };
}

export function splitMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

export function sortByTime(blocks: BlockView[]): BlockView[] {
  return [...blocks].sort(
    (a, b) =>
      toMinutes(a.start) - toMinutes(b.start) || toMinutes(a.end) - toMinutes(b.end) || a.id.localeCompare(b.id),
  );
}

/**
 * Free time before each block (from the end of everything before it), when it is at least `min`
 * minutes. With `now` (today), only the part still ahead counts: time already past is not free.
 */
export function gapsBefore(sorted: BlockView[], min = 30, now?: string | null): Map<string, number> {
  const gaps = new Map<string, number>();
  const from = now ? toMinutes(now) : -1;
  let reach = -1;
  for (const b of sorted) {
    const start = toMinutes(b.start);
    const free = start - Math.max(reach, from);
    if (reach >= 0 && free >= min) gaps.set(b.id, free);
    reach = Math.max(reach, toMinutes(b.end));
  }
  return gaps;
}

/** The id of the first block starting after `now` (the "now" marker goes before it); null past the last one. */
export function nowMarkerBefore(sorted: BlockView[], now: string): string | null {
  const n = toMinutes(now);
  return sorted.find((b) => toMinutes(b.start) > n)?.id ?? null;
}
