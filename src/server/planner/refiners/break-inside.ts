/**
 * A break written inside a longer event is a hole in it (issue 29, kind 1): "court 9:30 till 4:30,
 * lunch recess 12:30-1:30", "shift 9-5 w/ lunch 1-2", "lectures 9-5, lunch 12:30-1:30". The event
 * runs up to the break and again after it, so the break is free (a meal, or the window of what is
 * done "during lunch recess") instead of a clash with the event around it. Only a meal or a break
 * ("recess", "break", "pause") with its own hours written; a talk inside a conference is part of it,
 * and "lunch in the van around 12:30" is eaten on the job. Language-free but for the
 * few break words; it reads the tasks' times.
 */

import { tag } from "../core/tags";
import { toMinutes } from "../time";
import type { ExtractedTask } from "../types";
import { isMarker } from "../work-window";

const BREAK_WORDS = new Set([
  "break",
  "recess",
  "pause",
  "lunch",
  "lunchbreak",
  "descanso",
  "recreo",
  "almuerzo",
  "comida",
  "استراحة",
  "بريك",
]);

/** A meal or break with its own hours written ("12:30-1:30", "from 1 to 2"), not a guessed length. */
function isBreak(t: ExtractedTask): boolean {
  if (t.kind !== "meal" && !tag(t.title).some((w) => BREAK_WORDS.has(w.lower))) return false;
  const times = tag(t.source ?? "").filter((w) => w.kind === "clock" || (w.kind === "number" && !w.glued));
  return times.length >= 2;
}

/** Splits each event around the breaks written inside it; `holes` are the ids of breaks read as windows. */
export function breaksInsideEvents(tasks: ExtractedTask[], holes: ReadonlySet<string> = new Set()): ExtractedTask[] {
  const breaks = tasks.filter((t) => t.fixedStart && t.fixedEnd && !t.blocked && (holes.has(t.id) || isBreak(t)));
  if (breaks.length === 0) return tasks;
  const out: ExtractedTask[] = [];
  const renamed = new Map<string, string>();
  for (const t of tasks) {
    out.push(t);
    if (t.kind !== "event" || t.blocked || !t.fixedStart || !t.fixedEnd || breaks.includes(t)) continue;
    // (The day's work hours hold their breaks already: work-window.ts.)
    if (isMarker(t, tasks)) continue;
    const start = toMinutes(t.fixedStart);
    const end = toMinutes(t.fixedEnd);
    // One break, well inside the event (an hour of it on either side at least).
    const inside = breaks.filter((b) => {
      const bs = toMinutes(b.fixedStart as string);
      const be = toMinutes(b.fixedEnd as string);
      return bs - start >= 60 && end - be >= 60 && be > bs;
    });
    if (inside.length !== 1) continue;
    const hole = inside[0];
    const rest: ExtractedTask = {
      ...t,
      id: `${t.id}b`,
      fixedStart: hole.fixedEnd,
      durationMinutes: end - toMinutes(hole.fixedEnd as string),
    };
    t.fixedEnd = hole.fixedStart;
    t.durationMinutes = toMinutes(hole.fixedStart as string) - start;
    out.push(rest);
    renamed.set(t.id, rest.id);
  }
  // What comes after the event comes after its second part.
  if (renamed.size > 0) for (const t of out) if (t.after) t.after = t.after.map((id) => renamed.get(id) ?? id);
  return out;
}
