/**
 * Other days stay on other days in quick add too (issue 29, kind 7): "dentist tomorrow at 9",
 * "el viernes recoger el traje", "بكرة موعد الدكتور ٩" typed into today's quick add are that day's;
 * the item goes on that day, without the day's words (never today at 9, nor "taken" because today's
 * 9:00 is). Work for another day stays today: "prep for tomorrow's meeting", "due Friday", "para
 * mañana", "por la mañana". Bounded: one pass over the words.
 */

import { tag, type Tagged } from "./core/tags";
import type { OtherDay } from "./core/rules";
import { DAY_LEAD, namedDay } from "./rules/day-names";
import { otherDate, weekdayOf } from "./other-days";

const TOMORROW = new Set([
  "tomorrow",
  "tmrw",
  "tmr",
  "tomoz",
  "mañana",
  "manana",
  "بكرة",
  "بكره",
  "بكرا",
  "غدا",
  "غداً",
  "باجر",
]);
/** Words that make the day the work's purpose or a part of today: "for tomorrow", "por la mañana". */
const FOR = new Set([
  "for",
  "para",
  "due",
  "by",
  "until",
  "till",
  "before",
  "la",
  "por",
  "de",
  "del",
  "de",
  "ل",
  "لـ",
  "the",
  "antes",
]);

function dayAt(tokens: readonly Tagged[], k: number): { end: number; day: OtherDay } | undefined {
  if (TOMORROW.has(tokens[k].lower)) return { end: k + 1, day: { plus: 1 } };
  const named = namedDay(tokens, k);
  return named?.day ? { end: named.end, day: named.day } : undefined;
}

/** The day and words of a quick add that names another day than `date`, or undefined. */
export function quickAddDay(text: string, date: string): { date: string; text: string } | undefined {
  const tokens = tag(text);
  for (let k = 0; k < tokens.length; k++) {
    if (tokens[k].kind !== "word" || FOR.has(tokens[k - 1]?.lower ?? "")) continue;
    const found = dayAt(tokens, k);
    if (!found) continue;
    // "tomorrow's meeting": whose, not when.
    if (tokens[found.end]?.text === "'" || tokens[found.end]?.text === "’" || /['’]s$/u.test(tokens[k].text))
      return undefined;
    if ("weekday" in found.day && found.day.weekday === weekdayOf(date)) return undefined;
    const from = DAY_LEAD.has(tokens[k - 1]?.lower ?? "") ? k - 1 : k;
    const rest = `${text.slice(0, tokens[from].start)} ${text.slice(tokens[found.end - 1].end)}`
      .replace(/^[\s,:;–—-]+|[\s,:;–—-]+$/gu, "")
      .replace(/\s+/gu, " ");
    if (!rest) return undefined;
    const day = otherDate(date, found.day);
    return day === date ? undefined : { date: day, text: rest };
  }
  return undefined;
}
