/**
 * A clock time takes the reading a careful person would (issue 29, kind 9): "locum 9-6 ... after
 * work pick up the dry cleaning, then cook, call dad ~8" is 20:00, not 08:00. A bare hour read as
 * the morning (7-11, no am/pm) is read 12 hours later when the item written just before it (the
 * nearest one with a time) starts after it and already reaches the evening: the text has moved on.
 * Language-free: it reads the drafts' times, never their words.
 */

import { type Draft } from "../segment";

const EVENING = 17 * 60;
const HALF_DAY = 12 * 60;

/** When the item is: its start and end, "after work" as the end of work, or undefined. */
function span(d: Draft, workEnd: number): [number, number] | undefined {
  if (d.fixedStart !== undefined) return [d.fixedStart, d.fixedEnd ?? d.fixedStart];
  if (d.earliest !== undefined) return [d.earliest, d.earliest];
  if (d.afterAnchors.some((a) => a.kind === "task" && /^(?:work|shift)$/iu.test(a.ref))) return [workEnd, workEnd];
  return undefined;
}

export function readLaterClocks(drafts: Draft[], workEnd: number): void {
  drafts.forEach((d, i) => {
    if (!d.startAmbiguous || d.fixedStart === undefined || d.fixedEnd !== undefined) return;
    // 10 and 11 at night are rarely what a list means ("haircut at 5, vet at 11" is the morning).
    if (d.fixedStart < 7 * 60 || d.fixedStart >= 10 * 60) return;
    let prev: [number, number] | undefined;
    for (let k = i - 1; k >= 0 && !prev; k--) prev = span(drafts[k], workEnd);
    if (!prev) return;
    const [start, end] = prev;
    const later = d.fixedStart + HALF_DAY;
    if (end < EVENING || d.fixedStart >= start || later < end) return;
    d.fixedStart = later;
  });
}
