/**
 * Free slots for one block on the solver's timeline: whether a span can take it (`fits`), the
 * earliest or latest start that can, the longest piece that fits from the earliest gap, and a
 * meal's start near its usual time. Work blocks also respect the focus and work limits; with
 * `relaxed` set, work may follow a meeting directly (the focus limit still holds).
 */

import type { Limits } from "./limits";
import type { MealType } from "./lexicon";
import { ceilGrid, floorGrid, GRID } from "./time";
import type { Timeline } from "./timeline";
import { BRUNCH_WINDOW, LATE_LUNCH_WINDOW, MEAL_WINDOWS } from "./windows";

export class Slots {
  relaxed = false;

  constructor(
    readonly timeline: Timeline,
    private limits: Limits,
  ) {}

  /** Runs `place` under other limits (one task's shorter focus limit, "in 45-minute blocks"). */
  withLimits<T>(limits: Limits, place: () => T): T {
    if (limits === this.limits) return place();
    const saved = this.limits;
    this.limits = limits;
    try {
      return place();
    } finally {
      this.limits = saved;
    }
  }

  fits(t: number, len: number, work: boolean): number {
    // Returns -1 if [t, t+len) can take the block; otherwise the next start worth trying.
    const blockedUntil = this.timeline.blocker(t, t + len);
    if (blockedUntil >= 0) return Math.max(ceilGrid(blockedUntil), t + GRID);
    if (work && !this.focusOk(t, len)) return t + GRID;
    return -1;
  }
  focusOk(t: number, len: number): boolean {
    const [wb, fb] = this.timeline.runBefore(t);
    const [wa, fa] = this.timeline.runAfter(t + len);
    return !((!this.relaxed && wb + len + wa > this.limits.work) || fb + len + fa > this.limits.focus);
  }
  earliestSlot(lo: number, hi: number, len: number, work: boolean): number | undefined {
    // Only free gaps long enough are tried; inside one, only the focus limits can say no.
    for (const [gs, ge] of this.timeline.gaps(ceilGrid(lo), hi)) {
      if (ge - gs < len) continue;
      for (let t = ceilGrid(gs); t + len <= ge; t += GRID) {
        if (!work || this.focusOk(t, len)) return t;
      }
    }
    return undefined;
  }
  /** Earliest start where at least minLen minutes fit; with the longest length there, up to target. */
  /** Latest start in [lo, hi - len] where the block fits (for cooking right before a meal). */
  latestSlot(lo: number, hi: number, len: number, work: boolean): number | undefined {
    for (let t = floorGrid(hi - len); t >= ceilGrid(lo); t -= GRID) if (this.fits(t, len, work) < 0) return t;
    return undefined;
  }
  earliestChunk(lo: number, hi: number, target: number, minLen: number): [number, number] | undefined {
    for (const [gs, ge] of this.timeline.gaps(ceilGrid(lo), hi)) {
      if (ge - gs < minLen) continue;
      for (let t = ceilGrid(gs); t + minLen <= ge; t += GRID) {
        let len = Math.min(target, floorGrid(ge - t));
        while (len >= minLen && !this.focusOk(t, len)) len -= GRID;
        if (len >= minLen && len > 0) return [t, len];
      }
    }
    return undefined;
  }
  /** Start for a meal: in its usual range, as near its core time as is free (a brunch has its own window). */
  mealSlot(
    meal: Exclude<MealType, "other">,
    brunch: boolean,
    lo: number,
    hi: number,
    len: number,
    lateLunch = false,
  ): number | undefined {
    const w =
      meal === "lunch" && brunch
        ? BRUNCH_WINDOW
        : meal === "lunch" && lateLunch
          ? LATE_LUNCH_WINDOW
          : MEAL_WINDOWS[meal];
    const from = Math.max(w.range[0], ceilGrid(lo));
    const to = Math.min(w.range[1], hi - len, w.endBy - len);
    let best: number | undefined;
    let bestCost = Infinity;
    for (let t = from; t <= to; t += GRID) {
      const cost = t < w.core[0] ? w.core[0] - t : t > w.core[1] ? t - w.core[1] : 0;
      if (cost >= bestCost) {
        if (t > w.core[1]) break;
        continue;
      }
      const next = this.fits(t, len, false);
      if (next < 0) {
        best = t;
        bestCost = cost;
        if (cost === 0) break;
      }
    }
    return best;
  }
}
