/**
 * Day shape: the policies that make a plan look like a day a person would live, on top of the
 * solver's hard constraints (schedule.ts). Two of them, the second in meals.ts:
 *
 * 1. Where a flexible task looks first (`shapeWindows`). The solver tries the windows in turn and
 *    keeps the first that takes all of the task (else the one that took the most):
 *    - work (tasks and meetings with no time of their own) goes inside the work hours, then
 *      straight after them when they are full, and only then anywhere;
 *    - personal errands, chores, exercise and calls with family go after work (one due by a time too,
 *      when it still fits before it), then anywhere;
 *    - the morning starts with MORNING_ROOM minutes of room after waking: no deep work starts in
 *      them unless it asked for the morning or a time, or it would cost the task an extra piece.
 * 2. Meals on a long day (`scheduleDay`, meals.ts): a plan that runs from the morning past lunch keeps a
 *    lunch block, and one that runs into the evening keeps dinner ("cook dinner" and "after dinner"
 *    mean there is a dinner too), unless the person wrote that meal, said to skip it, or kept that
 *    time free. Meals are placed before other flexible work, so on an overbooked day optional work
 *    is what gives way.
 *
 * Deterministic like the solver: the same input gives the same plan.
 */

import type { PartOfDay } from "./types";

/** Minutes after the start of the day (waking) before the first flexible task. */
export const MORNING_ROOM = 30;
/** Tasks this long or longer are deep work: they keep the morning room. */
const DEEP_WORK = 45;

/** Which policy placed a task: inside work hours, spilled past them, after them (personal), anywhere. */
export type ShapeTag = "work" | "spill" | "personal" | "any";

export interface ShapeWindow {
  lo: number;
  hi: number;
  relax: boolean;
  tag: ShapeTag;
  /** Kept only when it costs no extra piece and no hour (the next window is compared): the morning room, strict work limits. */
  soft?: boolean;
}

export interface ShapeInput {
  /** The task's own window (its earliest start, deadline, part of the day, order). */
  lo: number;
  hi: number;
  dayStart: number;
  dayEnd: number;
  workStart?: number;
  workEnd?: number;
  kind: string;
  /** Counts as work (tasks and meetings, not travel or leisure). */
  work: boolean;
  /** Errands, exercise, calls with family. */
  personal: boolean;
  /** No time, part of the day, deadline or order of its own. */
  free: boolean;
  /** A deadline of its own and nothing else (no part of the day, earliest start or order). */
  deadlineOnly?: boolean;
  partOfDay?: PartOfDay;
  earliestStart: boolean;
  duration: number;
}

/** The windows a flexible task tries, in order (see the file header). */
export function shapeWindows(input: ShapeInput): ShapeWindow[] {
  const { lo, hi, workStart: ws, workEnd: we } = input;
  const out: ShapeWindow[] = [];
  const add = (a: number, b: number, tag: ShapeTag, both = true): void => {
    if (b - a <= 0) return;
    // Strict first (no work run past the work limit); for an hour or more of work, kept unless
    // relaxing it saves a piece or an hour ("report 2h, meeting at 11": the report before it).
    out.push({ lo: a, hi: b, relax: false, tag, soft: both && input.work && input.duration >= 60 });
    // Relaxed: work may follow a meeting directly (the focus cap still holds).
    if (both && input.work) out.push({ lo: a, hi: b, relax: true, tag });
  };
  const hasWorkHours = ws !== undefined && we !== undefined && we > ws;
  if (hasWorkHours && !input.personal && input.work && (input.kind === "task" || input.kind === "event")) {
    // A part of the day ("in the morning: the report") is looked for inside work hours first too.
    if (!input.earliestStart && lo < we && hi > ws) {
      add(Math.max(lo, ws), Math.min(hi, we), "work");
      // Full work hours: what does not fit there runs on straight after them (the slots left
      // between meetings first).
      if (hi > we && !input.partOfDay) {
        out.push({ lo: Math.max(lo, ws), hi, relax: true, tag: "spill" });
        out.push({ lo: Math.max(lo, ws), hi, relax: false, tag: "spill" });
      }
    }
  } else if (
    hasWorkHours &&
    input.personal &&
    (input.free ||
      input.deadlineOnly ||
      (input.partOfDay !== undefined && input.partOfDay !== "morning" && !input.earliestStart)) &&
    lo < we &&
    hi >= we + input.duration
  ) {
    // ("por la tarde llamar a mi madre": the part of the afternoon after work, when it has room.)
    add(Math.max(lo, we), hi, "personal", false);
  }
  // Deep work (focus tasks of DEEP_WORK minutes or more) on a whole day, not a short evening.
  const roomy =
    input.kind === "task" &&
    input.work &&
    input.duration >= DEEP_WORK &&
    input.dayEnd - input.dayStart >= 8 * 60 &&
    input.partOfDay !== "morning" &&
    !input.earliestStart &&
    lo < input.dayStart + MORNING_ROOM;
  if (roomy) out.push({ lo: Math.max(lo, input.dayStart + MORNING_ROOM), hi, relax: false, tag: "any", soft: true });
  out.push({ lo, hi, relax: false, tag: "any" });
  return out;
}
