/**
 * The solver's picture of the day: the occupied intervals in time order (`Timeline`), with the
 * free gaps between them and the continuous work and focus running into and out of any point.
 */

import { BREAK_MINUTES } from "./limits";
import { ceilGrid, toMinutes } from "./time";
import type { PlanOptions } from "./types";

export interface Occ {
  start: number;
  end: number;
  /** Tasks and events: continuous work. */
  work: boolean;
  /** Tasks: focus work. */
  focus: boolean;
  flexible: boolean;
}

export interface Day {
  start: number;
  end: number;
  /** Earliest start for flexible blocks (dayStart or now, on the grid). */
  floor: number;
}

export function dayBounds(options: PlanOptions): Day {
  const start = toMinutes(options.dayStart);
  let end = toMinutes(options.dayEnd);
  if (end === 0) end = 1440;
  if (end <= start) throw new RangeError(`dayEnd (${options.dayEnd}) must be after dayStart (${options.dayStart})`);
  const now = options.now ? ceilGrid(toMinutes(options.now)) : 0;
  return { start, end, floor: Math.max(ceilGrid(start), now) };
}

export class Timeline {
  occ: Occ[] = [];
  private maxLen = 0;

  /** `rest`: the smallest gap that ends a work run (the break length). */
  constructor(private readonly rest: number = BREAK_MINUTES) {}

  add(o: Occ): void {
    this.maxLen = Math.max(this.maxLen, o.end - o.start);
    let lo = 0;
    let hi = this.occ.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.occ[mid].start <= o.start) lo = mid + 1;
      else hi = mid;
    }
    this.occ.splice(lo, 0, o);
  }

  remove(o: Occ): void {
    const i = this.occ.indexOf(o);
    if (i >= 0) this.occ.splice(i, 1);
  }

  /** First index whose end is after t. */
  private firstEndingAfter(t: number): number {
    // occ is sorted by start; ends are sorted too except among overlapping (conflicting) events.
    let lo = 0;
    let hi = this.occ.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.occ[mid].start + this.maxLen <= t) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.occ.length; i++) if (this.occ[i].end > t) return i;
    return this.occ.length;
  }

  /** Free intervals inside [lo, hi), in time order. */
  gaps(lo: number, hi: number): [number, number][] {
    const out: [number, number][] = [];
    let cur = lo;
    for (const o of this.occ) {
      if (o.start >= hi) break;
      if (o.end <= cur) continue;
      if (o.start > cur) out.push([cur, Math.min(o.start, hi)]);
      cur = Math.max(cur, o.end);
      if (cur >= hi) break;
    }
    if (cur < hi) out.push([cur, hi]);
    return out;
  }

  /** Returns the end of a blocking interval if [s, e) overlaps something, else -1. */
  blocker(s: number, e: number): number {
    let latest = -1;
    for (let i = this.firstEndingAfter(s); i < this.occ.length; i++) {
      const o = this.occ[i];
      if (o.start >= e) break;
      if (o.end > s && o.start < e) latest = Math.max(latest, o.end);
    }
    return latest;
  }

  /** Index of the first block starting at or after t. */
  private firstStartingAt(t: number): number {
    let lo = 0;
    let hi = this.occ.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.occ[mid].start < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Continuous work ending at t: [work minutes (tasks + events), focus minutes (tasks)]. Follows
   * blocks that end less than `rest` minutes before the current point, backwards; conflicting
   * (overlapping) events are counted in full, which errs on the side of a break.
   */
  runBefore(t: number): [number, number] {
    let cur = t;
    let work = 0;
    let focus = 0;
    let seen: Set<number> | undefined;
    const top = this.firstStartingAt(t) - 1;
    for (;;) {
      let next = cur;
      for (let i = top; i >= 0; i--) {
        const o = this.occ[i];
        if (o.start + this.maxLen <= cur - this.rest) break;
        if (o.end <= cur - this.rest || !o.work || seen?.has(i)) continue;
        (seen ??= new Set()).add(i);
        work += Math.max(0, Math.min(o.end, cur) - o.start);
        if (o.focus) focus += o.end - o.start;
        if (o.start < next) next = o.start;
      }
      if (next === cur) break;
      cur = next;
    }
    return [work, focus];
  }

  /** Continuous work starting at t (the mirror of runBefore). */
  runAfter(t: number): [number, number] {
    let cur = t;
    let work = 0;
    let focus = 0;
    let seen: Set<number> | undefined;
    const from = this.firstEndingAfter(t);
    for (;;) {
      let next = cur;
      for (let i = from; i < this.occ.length; i++) {
        const o = this.occ[i];
        if (o.start >= cur + this.rest) break;
        if (o.end <= t || !o.work || seen?.has(i)) continue;
        (seen ??= new Set()).add(i);
        work += Math.max(0, o.end - Math.max(o.start, cur));
        if (o.focus) focus += o.end - o.start;
        if (o.end > next) next = o.end;
      }
      if (next === cur) break;
      cur = next;
    }
    return [work, focus];
  }
}
