/**
 * The day's rhythm of breaks, written as a line of its own (issue 29, kind 2): "break every hour for
 * 10 min", "10 min break every 90 minutes", "descanso de 10 min cada hora", "استراحة ١٠ دقائق كل
 * ساعة". It is not one break at the start of the day: like the planning settings' focus limit and
 * break length, it sets how long focus runs before a break (the interval) and how long the inserted
 * breaks are (the length, when the line gives one) for this day, and the line itself plans nothing.
 * (A rhythm written inside a task's line, "report 3h, breaks every 90 min", caps that task's pieces
 * instead: segment-words.ts, PIECE_CAP.)
 */

import { tag } from "./core/tags";
import { rhythmWords } from "./refiners/repeat";
import type { ExtractedTask, PlanOptions } from "./types";

interface Rhythm {
  interval: number;
  length?: number;
}

/** The rhythm a break task's own words give, or undefined for an ordinary break. */
function rhythmOf(task: ExtractedTask): Rhythm | undefined {
  if (task.kind !== "break" || task.fixedStart || !task.source) return undefined;
  const { interval, length } = rhythmWords(tag(task.source));
  // A rest every 30 minutes to every 4 hours is a rhythm; "a nap every day" is not.
  if (interval === undefined || interval < 30 || interval > 240) return undefined;
  return { interval, length: length !== undefined && length < interval ? length : undefined };
}

/**
 * The day's options and tasks once the lines that only give a rhythm of breaks are read: the
 * rhythm (the last one written wins) sets the focus limit and the break length, and those lines
 * plan nothing. Each break task's words are read once.
 */
export function readBreakRhythm(
  tasks: ExtractedTask[],
  options: PlanOptions,
): { tasks: ExtractedTask[]; options: PlanOptions } {
  let rhythm: Rhythm | undefined;
  const kept = tasks.filter((t) => {
    const r = rhythmOf(t);
    rhythm = r ?? rhythm;
    return !r;
  });
  if (!rhythm) return { tasks, options };
  const day = { ...options, focusCapMinutes: rhythm.interval };
  return { tasks: kept, options: rhythm.length === undefined ? day : { ...day, breakMinutes: rhythm.length } };
}
