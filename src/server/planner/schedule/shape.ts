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

/** A day of study: "college 9-3:30", "uni 10-4", "sixth form 8:40-3:10", "school 8:30-3". */
const STUDY = /^(?:college|uni|university|school|sixth\s+form|classes|lectures|placement)\b/iu;
/** The shortest study day that frames the day. */
const STUDY_DAY = 4 * 60;

/**
 * A student's day with no work hours: the timed study day ("college 9-3:30") frames it, so their own
 * errands, revision and exercise go after it, as a worker's go after work (day-shape.ts).
 */
function studyFrame(s: Solve): [number, number] | undefined {
  if (s.options.workStart || s.options.workEnd) return undefined;
  const b = s.blocks.find(
    (x) => x.fixed && x.kind === "event" && STUDY.test(x.title) && toMinutes(x.end) - toMinutes(x.start) >= STUDY_DAY,
  );
  return b ? [toMinutes(b.start), toMinutes(b.end)] : undefined;
}

export function placeByShape(s: Solve, p: Placing): Shaped {
  const { task, f } = p;
  const { timeline } = s;
  const personal = !f.meal && !f.leisure && p.traits.personal;
  const frame = personal ? studyFrame(s) : undefined;
  const shape = shapeWindows({
    lo: p.lo,
    hi: p.hi,
    dayStart: s.day.start,
    dayEnd: s.day.end,
    workStart: s.options.workStart ? toMinutes(s.options.workStart) : frame?.[0],
    workEnd: s.options.workEnd ? toMinutes(s.options.workEnd) : frame?.[1],
    kind: p.kind,
    work: p.work,
    personal,
    // (A deadline that leaves room after the study day, "bed by 9:30", still lets it go after it.)
    free: p.free || frame !== undefined,
    // ("pharmacy before 6" on a 7-3 shift: after the shift, when it still fits before 6.)
    deadlineOnly: !!task.deadline && !task.partOfDay && !task.earliestStart && p.f.after.length === 0,
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
