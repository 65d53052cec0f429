/**
 * A day away sets when home things can start (issue 29, kind 8): "on site all day, back ~7, cook
 * dinner, call Sam", "at the yard all day. home around 6. bath the kids", "en la obra todo el día,
 * vuelvo sobre las 7, hacer la cena". After "all day" somewhere, getting home at a bare hour is the
 * evening's (19:00, not 07:00); the place written with "all day" is time kept until then (no block,
 * nothing planned in it), not a task that fills the day; and what is written after getting home,
 * untimed, comes after it.
 * It reads the tasks' times, sources and titles; the words are "all day" and getting home in English
 * and Spanish.
 */

import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask } from "../types";

/** "all day", "the whole day", "todo el día", "طول اليوم". Linear: one alternation. */
const ALL_DAY =
  /(?<![\p{L}])(?:all\s+day|(?:the\s+)?whole\s+day|todo\s+el\s+d[ií]a|طول\s+اليوم|كل\s+اليوم)(?![\p{L}])/iu;
/** Getting home: "Get home" (rules/home-at.ts), "vuelvo", "llego a casa". */
const HOME = /^(?:get\s+home|vuelvo(?:\s+a\s+casa)?|llego\s+a\s+casa|llegar\s+a\s+casa)$/iu;
/** A place, not a task: "on site", "at the yard", "out on the boat", "en la obra". */
const PLACE = /^(?:on|at|out|in|away|en|fuera)(?![\p{L}])/iu;
/** The half of the day written with the hour. */
const SAID_HALF = /\d\s*[ap]\.?m\b|(?<![\d:])(?:1[3-9]|2[0-3]):\d\d|ma[nñ]ana|morning/iu;
const HALF_DAY = 12 * 60;
/** Getting home takes a moment. */
const MOMENT = 15;

export function homeAfterDayAway(tasks: ExtractedTask[], text: string, dayStart: number): void {
  if (!ALL_DAY.test(text)) return;
  const h = tasks.findIndex((t) => t.fixedStart && t.fixedEnd && HOME.test(t.title.trim()));
  if (h < 0) return;
  const home = tasks[h];
  let start = toMinutes(home.fixedStart as string);
  if (start < HALF_DAY && start + HALF_DAY < 24 * 60 && !SAID_HALF.test(home.source ?? "")) {
    start += HALF_DAY;
    home.fixedStart = fromMinutes(start);
    home.fixedEnd = fromMinutes(toMinutes(home.fixedEnd as string) + HALF_DAY);
  }
  // "vuelvo sobre las 7": a moment, as "get home at 7" is (lexicon.ts), not an hour-long event.
  if (toMinutes(home.fixedEnd as string) - start > MOMENT) home.fixedEnd = fromMinutes(start + MOMENT);
  home.durationMinutes = toMinutes(home.fixedEnd as string) - start;
  for (const t of tasks.slice(0, h)) {
    if (t.fixedStart || !t.source || !ALL_DAY.test(t.source) || !PLACE.test(t.source.trim())) continue;
    if (start <= dayStart) continue;
    // Kept free, as "don't plan anything before 7" would be: no block of its own, nothing planned in it.
    Object.assign(t, { kind: "event", fixedStart: fromMinutes(dayStart), fixedEnd: home.fixedStart, blocked: true });
    t.durationMinutes = start - dayStart;
    delete t.partOfDay;
    delete t.maxPieceMinutes;
  }
  for (const t of tasks.slice(h + 1)) {
    if (t.fixedStart || (t.deadline && toMinutes(t.deadline) <= start)) continue;
    if (!t.earliestStart || toMinutes(t.earliestStart) < start) t.earliestStart = home.fixedEnd;
    if (t.partOfDay && t.partOfDay !== "evening") delete t.partOfDay;
  }
}
