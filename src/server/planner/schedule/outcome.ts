/**
 * The outcome of placing one task: its blocks, each with the reason that decided it (a deadline,
 * what it comes after, its part of the day, work hours, ...), and what did not fit, unscheduled with
 * the reason why (the deadline, the part of the day, what it had to follow, the day being full).
 * Why: every placement and every miss is visible to the person, so each must say which of their
 * words decided it. Splitting's last rule lives here too: a task of an hour or less is placed whole
 * or not at all, and a longer one only when at least half of it fits; otherwise its room goes to
 * the rest of the day.
 */

import { WHOLE_ONLY } from "../limits";
import type { Piece } from "../pieces";
import { anchorReason, deadlineAnchorReason, PART_WORDS, reasonForPart, unscheduledReason } from "../placement-reasons";
import type { ShapeTag } from "../day-shape";
import { fromMinutes, toMinutes } from "../time";
import type { Reason } from "../types";
import { placedOf, type Placing } from "./placing";
import { ended, type Solve } from "./state";

/** Whole or half: the pieces kept (the others leave the timeline). */
export function keepOrDrop(s: Solve, p: Placing, pieces: Piece[]): Piece[] {
  const got = placedOf(pieces);
  const want = p.task.durationMinutes;
  if (got < want && (want <= WHOLE_ONLY || got * 2 < want)) {
    for (const q of pieces) s.timeline.remove(q.occ);
    return [];
  }
  return pieces;
}

function reasonOf(s: Solve, p: Placing, piece: Piece, i: number, count: number, tag: ShapeTag): Reason {
  const { task, f } = p;
  const why = piece.why;
  if (why && why.code !== "focus-time") return why;
  // Inside another item's hours that left the day as a window ("during the layover", order.ts).
  if (task.during && task.earliestStart && task.deadline && i === 0)
    return { code: "during", params: { title: task.during } };
  // A window the text gave ("between 4 and 5", "preferably 6-8pm"): both its ends, not only the last
  // (unless an anchor the text named explains it better). The anchor lists are only read for a window.
  // Cooking's window starts near its meal's time by the planner's own rule (refiners/cook-for-meal.ts), not
  // as the person asked: its deadline is the reason.
  // A meal with no name the planner gave a meal's hours (refiners/unnamed-meal.ts): that meal's reason.
  const nameless = task.kind === "meal" && p.traits.mealOfTitle === "other" && p.traits.meal !== "other";
  if (nameless && i === 0) return { code: p.traits.meal === "dinner" ? "dinner" : "lunch" };
  const window = i === 0 && !p.traits.prepares;
  if (window && task.earliestStart && task.deadline && !(deadlineAnchorReason(task) ?? anchorReason(task)))
    return { code: "window", params: { from: task.earliestStart, to: task.deadline } };
  if (f.hiBy === "deadline" && task.deadline)
    return deadlineAnchorReason(task) ?? { code: "deadline", params: { deadline: task.deadline } };
  if (i > 0) return { code: "split-part", params: { part: i + 1, parts: count } };
  if (p.loBy === "after" && p.afterTitle) return { code: "after", params: { title: p.afterTitle } };
  if (p.loBy === "earliest" && task.earliestStart)
    return anchorReason(task) ?? { code: "after-time", params: { time: task.earliestStart } };
  if (task.partOfDay)
    return task.source && !PART_WORDS.test(task.source)
      ? { code: "usual-time" }
      : { code: reasonForPart(task.partOfDay) };
  if (why) return why;
  const we = s.options.workEnd ? toMinutes(s.options.workEnd) : undefined;
  const spilled = tag === "spill";
  return {
    code:
      f.meal === "other"
        ? "meal"
        : tag === "work" || (spilled && we !== undefined && piece.t + piece.len <= we)
          ? "work-hours"
          : spilled
            ? "work-hours-full"
            : tag === "personal"
              ? "after-work-hours"
              : "first-free",
  };
}

/** Records the task's blocks and, for what did not fit, an unscheduled entry with its reason. */
export function record(s: Solve, p: Placing, pieces: Piece[], tag: ShapeTag): void {
  const { task, f } = p;
  pieces.sort((a, b) => a.t - b.t);
  let placed = 0;
  let cursor = p.lo;
  pieces.forEach((piece, i) => {
    s.blocks.push({
      id: pieces.length > 1 ? `${task.id}-${i + 1}` : task.id,
      taskId: task.id,
      title: task.title,
      start: fromMinutes(piece.t),
      end: fromMinutes(piece.t + piece.len),
      kind: p.kind,
      fixed: false,
      reason: reasonOf(s, p, piece, i, pieces.length, tag),
      constraints: f.constraints,
    });
    placed += piece.len;
    cursor = piece.t + piece.len;
  });
  if (placed > 0) ended(s, task.id, task.title, cursor, pieces[0].t);
  if (placed < task.durationMinutes) {
    const minutes = task.durationMinutes - placed;
    s.unscheduled.push({
      taskId: task.id,
      title: task.title,
      minutes,
      reason: unscheduledReason(
        p.beforeTitle ? { ...f, hiBy: "before", beforeTitle: p.beforeTitle } : f,
        s.day,
        s.options,
        cursor,
        p.afterTitle,
        p.usesMealSlots,
        minutes,
        placed,
      ),
      kind: p.kind,
      constraints: f.constraints,
    });
  }
}
