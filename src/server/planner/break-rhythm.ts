/**
 * The day's rhythm of breaks, written as a line of its own (issue 29, kind 2): "break every hour for
 * 10 min", "10 min break every 90 minutes", "descanso de 10 min cada hora", "استراحة ١٠ دقائق كل
 * ساعة". It is not one break at the start of the day: like the planning settings' focus limit and
 * break length, it sets how long focus runs before a break (the interval) and how long the inserted
 * breaks are (the length, when the line gives one) for this day, and the line itself plans nothing.
 * (A rhythm written inside a task's line, "report 3h, breaks every 90 min", caps that task's pieces
 * instead: segment-words.ts, PIECE_CAP.)
 */

import { readLength } from "./core/rules";
import { tag } from "./core/tags";
import { every } from "./refiners/repeat";
import type { ExtractedTask, PlanOptions } from "./types";

interface Rhythm {
  interval: number;
  length?: number;
}

/** The rhythm a break task's own words give, or undefined for an ordinary break. */
function rhythmOf(task: ExtractedTask): Rhythm | undefined {
  if (task.kind !== "break" || task.fixedStart || !task.source) return undefined;
  const tokens = tag(task.source);
  let interval: number | undefined;
  let length: number | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const e = every(tokens, i);
    if (e) {
      interval = e.minutes;
      i = e.end - 1;
      continue;
    }
    const len = readLength(tokens, i);
    if (len) {
      length ??= len.minutes;
      i = len.end - 1;
    }
  }
  // A rest every 30 minutes to every 4 hours is a rhythm; "a nap every day" is not.
  if (interval === undefined || interval < 30 || interval > 240) return undefined;
  return { interval, length: length !== undefined && length < interval ? length : undefined };
}

/** The options of a day whose text gives a rhythm of breaks (the last one written wins). */
export function textBreakRhythm(tasks: readonly ExtractedTask[], options: PlanOptions): PlanOptions {
  let rhythm: Rhythm | undefined;
  for (const t of tasks) rhythm = rhythmOf(t) ?? rhythm;
  if (!rhythm) return options;
  return {
    ...options,
    focusCapMinutes: rhythm.interval,
    ...(rhythm.length !== undefined ? { breakMinutes: rhythm.length } : {}),
  };
}

/** The tasks without the lines that only gave the day's rhythm of breaks. */
export function dropBreakRhythm(tasks: ExtractedTask[]): ExtractedTask[] {
  return tasks.some((t) => rhythmOf(t)) ? tasks.filter((t) => !rhythmOf(t)) : tasks;
}
