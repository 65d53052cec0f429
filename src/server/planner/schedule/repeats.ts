/**
 * Repeats: "drink water every 2 hours", "walk around 5 min every 90 minutes"
 * (ExtractedTask.repeatEveryMinutes). Why: one block would not do what the person asked; a short
 * block each time, at that rhythm, does. The repeats run across the working hours when the day has
 * them, else the waking hours, inside the task's own window (earliest start, deadline, part of
 * the day; a timed first one starts the rhythm). They go last, into the free time the rest of the
 * plan leaves, each as near its time as there is room (within half the interval), so they never
 * overlap a fixed event or push a task; one that finds no room is skipped. The blocks are
 * habit-like (they interrupt a work run, they are not work) and carry the rhythm in their
 * constraints, so a re-plan repeats them again from now.
 */

import { ceilGrid, fromMinutes, GRID, toMinutes } from "../time";
import type { BlockConstraints, ExtractedTask } from "../types";
import { PART_WINDOWS } from "../windows";
import type { Solve } from "./state";

/** The rhythm is at least this long, and each repeat at most half of it. */
const MIN_EVERY = 15;

export const isRepeat = (t: ExtractedTask): boolean =>
  t.repeatEveryMinutes !== undefined && t.repeatEveryMinutes >= MIN_EVERY && !t.blocked;

function windowOf(s: Solve, t: ExtractedTask): [number, number] {
  const { options, day } = s;
  const own = !t.earliestStart && !t.deadline && !t.partOfDay && !t.fixedStart;
  let lo = day.start;
  let hi = day.end;
  if (own && options.workStart && options.workEnd && toMinutes(options.workEnd) > toMinutes(options.workStart)) {
    lo = Math.max(lo, toMinutes(options.workStart));
    hi = Math.min(hi, toMinutes(options.workEnd));
  }
  if (t.partOfDay) {
    lo = Math.max(lo, PART_WINDOWS[t.partOfDay][0]);
    hi = Math.min(hi, PART_WINDOWS[t.partOfDay][1]);
  }
  if (t.earliestStart) lo = Math.max(lo, toMinutes(t.earliestStart));
  if (t.fixedStart) lo = toMinutes(t.fixedStart);
  if (t.deadline) hi = Math.min(hi, toMinutes(t.deadline));
  return [lo, hi];
}

/** The free start nearest `target` in [lo, hi) for `len` minutes, no further than `reach` (earlier wins a tie). */
function nearestFree(s: Solve, target: number, len: number, lo: number, hi: number, reach: number): number | undefined {
  let best: number | undefined;
  let bestDist = Infinity;
  for (const [gs, ge] of s.timeline.gaps(Math.max(lo, target - reach), Math.min(hi, target + reach + len))) {
    if (ge - gs < len) continue;
    const t = Math.min(Math.max(ceilGrid(gs), target), Math.floor((ge - len) / GRID) * GRID);
    if (t < gs || t + len > ge) continue;
    const dist = Math.abs(t - target);
    if (dist < bestDist) {
      best = t;
      bestDist = dist;
    }
  }
  return best;
}

/** Places every repeated task; what finds no room at all is unscheduled. */
export function placeRepeats(s: Solve, tasks: ExtractedTask[]): void {
  for (const t of tasks) {
    if (!isRepeat(t)) continue;
    const [lo, hi] = windowOf(s, t);
    // "3 times": the rhythm that spreads that many over the window, the first half a rhythm in.
    const times = t.repeatTimes;
    const spread = times ? Math.floor((hi - lo) / times / GRID) * GRID : 0;
    const every = times && spread >= MIN_EVERY ? spread : ceilGrid(t.repeatEveryMinutes as number);
    const len = Math.max(GRID, Math.min(ceilGrid(t.durationMinutes), Math.floor(every / 2 / GRID) * GRID));
    const floor = Math.max(lo, s.day.floor);
    const constraints: BlockConstraints = { priority: t.priority, repeatEveryMinutes: every };
    if (t.deadline) constraints.deadline = t.deadline;
    if (t.earliestStart) constraints.earliestStart = t.earliestStart;
    if (t.partOfDay) constraints.partOfDay = t.partOfDay;
    let n = 0;
    // A timed first one is at its time; otherwise the first comes one interval into the window.
    const first = t.fixedStart ? lo : times ? lo + Math.floor(every / 2 / GRID) * GRID : lo + every;
    for (let target = first; target + len <= hi && !(times && n >= times); target += every) {
      if (target < floor) continue;
      const at = nearestFree(s, target, len, floor, hi, Math.floor(every / 2));
      if (at === undefined) continue;
      n++;
      s.timeline.add({ start: at, end: at + len, work: false, focus: false, flexible: true });
      s.blocks.push({
        id: `${t.id}-${n}`,
        taskId: t.id,
        title: t.title,
        start: fromMinutes(at),
        end: fromMinutes(at + len),
        kind: t.kind === "break" ? "break" : "habit",
        fixed: false,
        reason: { code: "repeat", params: { minutes: every } },
        constraints,
      });
    }
    if (n === 0)
      s.unscheduled.push({
        taskId: t.id,
        title: t.title,
        minutes: len,
        reason: { code: "no-room", params: { dayEnd: fromMinutes(s.day.end), minutes: len } },
        kind: "habit",
        constraints,
      });
  }
}
