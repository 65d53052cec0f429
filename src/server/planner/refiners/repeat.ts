/**
 * Frequencies repeat (issue 29, kind 2): "drink water every 2 hours", "walk 5 min every 90
 * minutes", "estirar 5 min cada hora" are one short task with repeatEveryMinutes (the solver lays it
 * out as repeated blocks), not one block as long as the interval. A language-free refiner over the
 * tagged words of each task's source.
 */

import { readLength } from "../core/rules";
import { tag, type Tagged } from "../core/tags";
import type { ExtractedTask } from "../types";

const EVERY = new Set(["every", "cada", "كل"]);
/** How long one repeat is when the text does not say. */
const SHORT = 5;

/** "every 2 hours", "every hour", "cada 90 minutos": [interval, first token, end] or null. */
function every(tokens: readonly Tagged[], i: number): { minutes: number; end: number } | null {
  if (!EVERY.has(tokens[i].lower)) return null;
  const len = readLength(tokens, i + 1);
  if (len) return len;
  const unit = tokens[i + 1]?.unitMinutes;
  return unit && unit >= 60 ? { minutes: unit, end: i + 2 } : null;
}

export function readRepeats(tasks: ExtractedTask[]): void {
  for (const t of tasks) {
    if (!t.source || t.fixedStart || t.maxPieceMinutes || t.kind === "break") continue;
    const tokens = tag(t.source);
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
    if (interval === undefined || interval < 30 || interval > 6 * 60) continue;
    t.repeatEveryMinutes = interval;
    t.durationMinutes = Math.min(length ?? SHORT, interval / 2);
    t.title = t.title.replace(/\s+(?:every|cada|كل)(?:\s+\p{L}+)?$/iu, "");
  }
}
