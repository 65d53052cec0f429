/**
 * Work hours follow the text (issue 29, kind 4), both ways: as "work 9-5" sets the day's work window,
 * a day off said at the top of the description ("day off today 😴", "annual leave", "hoy libro", "día
 * libre", "اليوم راحة", "اليوم إجازة") lifts the user's usual one, so errands are not put "after your
 * work hours" on a free day nor reasons say "inside your work hours". Only near the start of the first line, and not
 * when that line names another day ("tomorrow off", "mañana libre", "بكرة إجازة" are that day's).
 * A work span the text then gives ("day off from the office, bar shift 6-11") still sets its own.
 */

import type { PlanOptions } from "./types";

const OFF = new RegExp(
  "(?<![\\p{L}])(?:days?\\s+off|off\\s+(?:work\\s+)?today|annual\\s+leave|sick\\s+(?:day|leave)|pto|rest\\s+day|" +
    "no\\s+work\\s+today|not\\s+working\\s+today|on\\s+holiday|bank\\s+holiday|hoy\\s+libro|libro\\s+hoy|d[ií]a\\s+libre|" +
    "hoy\\s+no\\s+(?:curro|trabajo)|de\\s+vacaciones|(?:اليوم|يوم)\\s+(?:راحة|راحه|إجازة|اجازة|اجازه|عطلة|عطله)|" +
    "إجازة\\s+اليوم|اجازة\\s+اليوم|ما\\s+عندي\\s+دوام)(?![\\p{L}])",
  "iu",
);
/** Another day named on the same line: the day off is that day's. */
const OTHER_DAY = new RegExp(
  "(?<![\\p{L}])(?:tomorrow|tmrw|tmr|tomoz|2morrow|next\\s+week|mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|" +
    "fri(?:day)?|sat(?:urday)?|sun(?:day)?|ma[ñn]ana|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|" +
    "بكرة|بكرا|بكره|غدا|غداً|بعد\\s+بكرة)(?![\\p{L}])",
  "iu",
);

/** How far into the first line the day off may be said ("Night shift nurse, day off finally 😴"). */
const HEAD = 40;
/** Words before it that make the day off a later one. */
const LATER = /(?<![\p{L}])(?:then|after|until|till|from|before|luego|despu[eé]s|hasta|desde|بعد|لين)(?![\p{L}])/iu;

/** The first line (up to the first line break), as the day's heading. */
const firstLine = (text: string): string => text.split(/\r?\n/u, 1)[0] ?? "";

/** Whether the description says, on its first line, that today is a day off. */
export function saysDayOff(description: string): boolean {
  const line = firstLine(description);
  const m = OFF.exec(line);
  if (!m || m.index > HEAD || OTHER_DAY.test(line)) return false;
  // "report 2h, then my day off starts": a day off that comes later is not today's.
  return !LATER.test(line.slice(0, m.index));
}

/** The options without the user's usual work hours on a day the text says is off. */
export function offDayOptions(description: string, options: PlanOptions): PlanOptions {
  if (options.workStart === undefined && options.workEnd === undefined) return options;
  if (!saysDayOff(description)) return options;
  return { ...options, workStart: undefined, workEnd: undefined };
}
