/**
 * Day shape, where a task looks first (the windows of day-shape.ts: work inside work hours, then
 * straight after them; errands after work; deep work out of the first half hour after waking).
 * Why: any free slot satisfies the hard constraints, but a person's day has a shape. The windows
 * are tried in turn, each inside the task's own window; the first that takes all of the task wins,
 * otherwise the one that took the most. A soft window (the morning room, strict work limits) is kept
 * only when giving it up would not save a piece or an hour.
 */

import { shapeWindows, type ShapeTag } from "../day-shape";
import type { Piece } from "../pieces";
import { toMinutes } from "../time";
import { beforeBound } from "./hard-constraints";
import { lateAfternoonStart } from "../refiners/late-afternoon";
import { attempt, placedOf, type Placing } from "./placing";
import type { Solve } from "./state";

export interface Shaped {
  pieces: Piece[];
  tag: ShapeTag;
}

export function placeByShape(s: Solve, p: Placing): Shaped {
  const { task, f } = p;
  const { timeline } = s;
  const shape = shapeWindows({
    lo: p.lo,
    hi: p.hi,
    dayStart: s.day.start,
    dayEnd: s.day.end,
    workStart: s.options.workStart ? toMinutes(s.options.workStart) : undefined,
    workEnd: s.options.workEnd ? toMinutes(s.options.workEnd) : undefined,
    kind: p.kind,
    work: p.work,
    personal: !f.meal && !f.leisure && p.traits.personal,
    free: p.free,
    partOfDay: task.partOfDay,
    // (The Spanish afternoon's own start is no time the person wrote: refiners/late-afternoon.ts.)
    earliestStart: task.earliestStart !== undefined && !lateAfternoonStart(task),
    duration: task.durationMinutes,
  });
  const own = { lo: p.lo, hi: p.hi };
  const tryIn = (lo: number, hi: number, relax: boolean, fewestFirst = true): Piece[] =>
    attempt(s, { ...p, lo, hi }, relax, fewestFirst);
  let best: { pieces: Piece[]; tag: ShapeTag; lo: number } | undefined;
  for (const w of shape) {
    // Each window is tried on the day without this task's earlier tries.
    if (best) for (const q of best.pieces) timeline.remove(q.occ);
    // Spilling past full work hours uses the gaps left inside them first, however short.
    const got = tryIn(w.lo, w.hi, w.relax, w.tag !== "spill");
    const total = placedOf(got);
    if (!best || total > placedOf(best.pieces)) best = { pieces: got, tag: w.tag, lo: w.lo };
    else {
      for (const q of got) timeline.remove(q.occ);
      for (const q of best.pieces) timeline.add(q.occ);
    }
    if (total === task.durationMinutes && !w.soft) break;
    if (total === task.durationMinutes && w.soft) {
      // The morning room is worth keeping unless it costs the task a piece or an hour.
      const next = shape[shape.indexOf(w) + 1];
      for (const q of got) timeline.remove(q.occ);
      const plain = tryIn(next.lo, next.hi, next.relax);
      const endAt = (ps: Piece[]): number => Math.max(...ps.map((q) => q.t + q.len));
      if (
        placedOf(plain) === total &&
        (plain.length < got.length || (plain.length === got.length && endAt(plain) + 60 <= endAt(got)))
      )
        best = { pieces: plain, tag: next.tag, lo: next.lo };
      else {
        for (const q of plain) timeline.remove(q.occ);
        for (const q of got) timeline.add(q.occ);
      }
      break;
    }
  }
  p.lo = own.lo;
  // Back to the task's window (a meal it cooks for no longer bounds it), but never past what comes after it.
  p.hi = Math.min(f.hi, beforeBound(s, f).hi);
  if (!best) return { pieces: [], tag: "any" };
  if (best.tag !== "any") p.lo = Math.max(p.lo, best.lo);
  return { pieces: best.pieces, tag: best.tag };
}
