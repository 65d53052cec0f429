/**
 * Parts of the day follow the language (issue 29, kind 5): Spanish "por la tarde" is after lunch,
 * from about 15:00 to about 20:00 (phrases.ts gives it the start, windows.ts LATE_AFTERNOON the end).
 * That start is the part's, not a time the person wrote, so it gives way: a task longer than the
 * afternoon holds from then keeps the whole afternoon, and so does one whose deadline (the order of
 * the text, "por la tarde ir al banco, comer con mi madre entre las 13 y las 16") leaves no room after it.
 */

import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask } from "../types";
import { LATE_AFTERNOON, PART_WINDOWS } from "../windows";

/** The part's start on a task: its afternoon, not before 15:00. */
export function lateAfternoonStart(t: ExtractedTask): boolean {
  return t.partOfDay === "afternoon" && t.earliestStart === fromMinutes(LATE_AFTERNOON.from);
}

/** The afternoon from 15:00 to the checks' end of the afternoon, less a break: what fits in it. */
const ROOM = PART_WINDOWS.afternoon[1] - LATE_AFTERNOON.from - 30;

export function loosenLateAfternoon(tasks: ExtractedTask[]): void {
  for (const t of tasks) {
    if (!lateAfternoonStart(t)) continue;
    const end = t.deadline ? toMinutes(t.deadline) : LATE_AFTERNOON.end;
    if (t.durationMinutes > ROOM || end - LATE_AFTERNOON.from < t.durationMinutes) delete t.earliestStart;
  }
  // "almorzar a la 1 ... por la tarde: estudiar 2 horas, hacer el taller (1h30)": together they do not
  // fit from 15:00 to the end of the afternoon, and the person's lunch is over before then, so their
  // afternoon starts when it ends. (With no lunch written the Spanish afternoon runs on to 20:00.)
  const late = tasks.filter(lateAfternoonStart);
  if (late.reduce((n, t) => n + t.durationMinutes, 0) <= ROOM) return;
  const lunchEnd = tasks
    .filter((t) => t.kind === "meal" && t.fixedEnd !== undefined)
    .map((t) => toMinutes(t.fixedEnd as string))
    .find((e) => e > PART_WINDOWS.afternoon[0] && e < LATE_AFTERNOON.from);
  if (lunchEnd === undefined) return;
  for (const t of late) t.earliestStart = fromMinutes(lunchEnd);
}
