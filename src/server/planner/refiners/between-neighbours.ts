/**
 * Lists keep their order (issue 29, kinds 1 and 10): in "maths 9-10:30, break, physics 10:45-12:15,
 * chem 1-2:30, walk 30m, essay plan 3-4" the break and the walk sit between the timed items written
 * on either side of them, not at the start of the day. An item with no time or anchor of its own,
 * written between two timed items whose gap (at most an hour and a half) holds it, gets that gap as
 * its window (a long task written between them is only placed around them). Language-free:
 * it reads the tasks' times, never their words.
 */

import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask } from "../types";

/** The longest gap and item read this way. */
const GAP = 90;
const SHORT = 45;

/** Free of any time of its own: no start, window, part of the day or order. */
function loose(t: ExtractedTask): boolean {
  return !t.fixedStart && !t.deadline && !t.earliestStart && !t.partOfDay && !t.after?.length && t.kind !== "meal";
}

export function placeBetweenNeighbours(tasks: ExtractedTask[]): void {
  for (let i = 1; i + 1 < tasks.length; i++) {
    const t = tasks[i];
    const prev = tasks[i - 1];
    const next = tasks[i + 1];
    if (!loose(t) || !prev.fixedEnd || !next.fixedStart || prev.blocked || next.blocked) continue;
    const from = toMinutes(prev.fixedEnd);
    const to = toMinutes(next.fixedStart);
    // A short item in a short gap: a timetable's break, not a long task the day fits around.
    if (to - from < t.durationMinutes || to - from > GAP || t.durationMinutes > SHORT) continue;
    if (from < toMinutes(prev.fixedStart ?? prev.fixedEnd)) continue;
    t.earliestStart = fromMinutes(from);
    t.deadline = fromMinutes(to);
  }
}
