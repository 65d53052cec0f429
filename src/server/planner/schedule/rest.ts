/**
 * Breaks and buffers. Why: a plan a person can live keeps rest in it. The user's buffer
 * (PlanOptions.bufferMinutes) keeps that many minutes after each timed meeting or call free: it
 * takes room on the timeline (no flexible block starts there) but is no block. Focus and work runs
 * are kept short while placing (slots.ts, pieces.ts); once everything is placed, the rest gaps
 * between long runs become explicit "break" blocks named in the description's language (breaks.ts).
 */

import { insertBreaks } from "../breaks";
import type { PlannedBlock } from "../types";
import { blockTraits, type Solve } from "./state";

/** Keeps the user's buffer after a timed meeting or call (`b` ends at `end`). */
export function keepBuffer(s: Solve, b: PlannedBlock, end: number): void {
  if (s.limits.buffer <= 0 || end >= 1440) return;
  if (!(b.kind === "event" && b.fixed && blockTraits(s, b).meetingOrCall)) return;
  s.timeline.add({
    start: end,
    end: Math.min(1440, end + s.limits.buffer),
    work: false,
    focus: false,
    flexible: false,
  });
}

const BREAK_TITLE = { en: "Break", es: "Descanso", ar: "استراحة" } as const;

/** The rest gaps between long work runs become break blocks (a short trip is no work: its traits say so). */
export function addBreaks(s: Solve): void {
  insertBreaks(s.blocks, s.day, BREAK_TITLE[s.options.locale ?? "en"], s.limits, (b) => blockTraits(s, b).travel);
}
