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
  const unit = tokens[i + 1]?.unitMinutes;
  const base = len ?? (unit && unit >= 60 ? { minutes: unit, end: i + 2 } : null);
  return base && andAHalf(tokens, base);
}

/** "every hour and a half", "cada hora y media": the half after the hour (90 minutes, not 60). */
function andAHalf(tokens: readonly Tagged[], len: { minutes: number; end: number }): { minutes: number; end: number } {
  let k = len.end;
  if (len.minutes !== 60 || !tokens[k]?.tags.has("and")) return len;
  k++;
  if (tokens[k]?.lower === "a") k++;
  return tokens[k]?.lower === "half" || tokens[k]?.lower === "media" ? { minutes: 90, end: k + 1 } : len;
}

/** "3 veces", "three times", "٣ مرات" (normalised "3 مرات"), "twice", "مرتين". */
export const TIMES_WORDS = new Set(["veces", "times", "مرات", "مرّات"]);
/** "twice", "مرتين": two times (rules/count.ts reads it too). */
export const TWICE = new Set(["twice", "مرتين", "مرتان"]);
/** "a week", "a la semana", "بالأسبوع": another rhythm than the day's. */
const NOT_TODAY = new Set(["week", "semana", "month", "mes", "بالأسبوع", "بالاسبوع", "بالشهر", "أسبوعيا", "اسبوعيا"]);
/** The "3 veces al día" at the end of a title. */
const TIMES_TAIL =
  /\s+(?:\d{1,2}|dos|tres|cuatro|cinco|two|three|four|five)?\s*(?:veces|times|مرات|twice|مرتين|مرتان)(?:\s+(?:al|a|per|في|ب)?\s*(?:d[ií]a|day|اليوم|باليوم))?$/iu;

function times(tokens: readonly Tagged[]): { count: number; tail: RegExp } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    let count: number | undefined;
    if (TWICE.has(t.lower)) count = 2;
    else if (TIMES_WORDS.has(t.lower) && tokens[i - 1]?.count !== undefined) count = tokens[i - 1].count;
    if (count === undefined || count < 2 || count > 12) continue;
    if (tokens.slice(i + 1, i + 4).some((x) => NOT_TODAY.has(x.lower))) return undefined;
    return { count, tail: TIMES_TAIL };
  }
  return undefined;
}

/** The interval ("every 2 hours") and the first length ("5 min") that a task's words give. */
export function rhythmWords(tokens: readonly Tagged[]): { interval?: number; length?: number } {
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
  return { interval, length };
}

export function readRepeats(tasks: ExtractedTask[]): void {
  for (const t of tasks) {
    if (!t.source || t.fixedStart || t.maxPieceMinutes || t.kind === "break") continue;
    const tokens = tag(t.source);
    const { interval, length } = rhythmWords(tokens);
    const n = times(tokens);
    if (interval === undefined && n !== undefined) {
      // "sacar al perro 3 veces (20 min)": that many short blocks, spread over the day.
      t.repeatTimes = n.count;
      t.repeatEveryMinutes = 60;
      t.durationMinutes = Math.min(length ?? t.durationMinutes, length === undefined ? 30 : 60);
      t.title = t.title.replace(n.tail, "").trim() || t.title;
      continue;
    }
    // ("cada 8 horas": a pill three times a day, not an eight-hour task.)
    if (interval === undefined || interval < 30 || interval > 12 * 60) continue;
    // A long rhythm (a pill every 8 hours) starts with the day.
    if (interval >= 4 * 60) t.repeatTimes = Math.max(2, Math.floor((16 * 60) / interval) + 1);
    t.repeatEveryMinutes = interval;
    t.durationMinutes = Math.min(length ?? SHORT, interval / 2);
    t.title = t.title.replace(/\s+(?:every|cada|كل)(?:\s+\p{L}+)?$/iu, "");
  }
}
