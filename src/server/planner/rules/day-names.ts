/**
 * The names of other days (issue 29, kind 7), for rules/other-day-item.ts: weekdays in English,
 * Spanish and Arabic, "pasado mañana" / "بعد بكرة", and "next week" (another day, but no one day).
 */

import { wordsAt, type OtherDay } from "../core/rules";
import { opensLineOrSentence, SHORTHAND, type Tagged } from "../core/tags";

/** Weekday names (0 Sunday .. 6 Saturday), in the order of each list. */
const WEEKDAY_LISTS = [
  "domingo lunes martes miércoles jueves viernes sábado",
  "_ _ _ miercoles _ _ sabado",
  "sunday monday tuesday wednesday thursday friday saturday",
  "الأحد الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت",
  "الاحد الإثنين _ الاربعاء _ _ _",
];
const WEEKDAY = new Map(
  WEEKDAY_LISTS.flatMap((l) => l.split(" ").map((w, n) => [w, n] as const)).filter(([w]) => w !== "_"),
);
/**
 * The day after tomorrow, in each language: the one list for day-names (namedDay), other-day-item
 * (TOMORROW_ITEM) and other-day (TOMORROW_EVENT leaves it alone).
 */
export const AFTER_TOMORROW: readonly (readonly string[])[] = [
  ["pasado", "mañana"],
  ["pasado", "manana"],
  ["the", "day", "after", "tomorrow"],
  ["day", "after", "tomorrow"],
  ["بعد", "بكرة"],
  ["بعد", "بكره"],
];
/** Other days named in words: the day after tomorrow (2 days on), next week (no one day: not listed). */
const OTHER_DAY_PHRASES: [readonly string[], number | null][] = [
  ...AFTER_TOMORROW.map((w): [readonly string[], number] => [w, 2]),
  [["semana", "que", "viene"], null],
  [["próxima", "semana"], null],
  [["proxima", "semana"], null],
  [["next", "week"], null],
  [["الأسبوع", "الجاي"], null],
  [["الاسبوع", "الجاي"], null],
];
/** Whether a day-after-tomorrow phrase ends at token k ("pasado mañana" with k at "mañana"). */
export const afterTomorrowEndsAt = (tokens: readonly Tagged[], k: number): boolean =>
  AFTER_TOMORROW.some((w) => k - w.length + 1 >= 0 && wordsAt(tokens, k - w.length + 1, w));
/** Words before a weekday that go with it: "el viernes", "on Friday", "يوم الجمعة". */
export const DAY_LEAD = new Set(["el", "on", "this", "este", "next", "próximo", "proximo", "يوم"]);

/** Words that make the day after them a deadline: "by friday", "b4 fri", "due thursday", "antes del viernes". */
const DUE_WORDS = new Set(["by", "before", "due", "until", "till", "antes", "del", "para", "hasta", "قبل"]);

/** The weekday at k follows a deadline word, past its lead ("before this friday", "قبل يوم الخميس"). */
export function dueDay(tokens: readonly Tagged[], k: number): boolean {
  const word = (j: number): string => SHORTHAND.get(tokens[j]?.lower ?? "") ?? tokens[j]?.lower ?? "";
  return DUE_WORDS.has(word(k - 1)) || (DAY_LEAD.has(word(k - 1)) && DUE_WORDS.has(word(k - 2)));
}

/**
 * "insurance ends tmrw", "offer expires fri", "tax runs out tomorrow", "books due back thurs": the day
 * something ends is why today's item is done today (renew it, use it), not the item's own day.
 */
export function endsBefore(tokens: readonly Tagged[], k: number): boolean {
  const w = tokens[k - 1]?.lower ?? "";
  if (ENDS.has(w)) return true;
  const v = tokens[k - 2]?.lower;
  return (w === "out" && (v === "runs" || v === "run")) || (w === "back" && v === "due");
}
const ENDS = new Set("ends ending expires expiring expiry lapses closes closing renews".split(" "));

/**
 * Short weekday names: "thurs", "fri"; "mon", "wed", "sat", "sun" are words too, read only before a
 * part or an hour, or opening a line before a colon ("Wed: deliver jars", issue 29, r11 kind 9).
 */
const SHORT = new Map([
  ["tue", 2],
  ["tues", 2],
  ["weds", 3],
  ["thu", 4],
  ["thur", 4],
  ["thurs", 4],
  ["fri", 5],
]);
const SHORT_WORDS = new Map([
  ["mon", 1],
  ["wed", 3],
  ["sat", 6],
  ["sun", 0],
]);
/** Every word weekdayAt may read as a weekday. */
export const WEEKDAY_WORDS: readonly string[] = [...WEEKDAY.keys(), ...SHORT.keys(), ...SHORT_WORDS.keys()];
const TOMORROW_WORDS = new Set(["tomorrow", "mañana", "manana"]);
/** A word weekdayAt may read as a weekday (its name in full or short): a rule's cheap test before it. */
export const weekdayWord = (t: Tagged): boolean =>
  t.kind === "word" && (WEEKDAY.has(t.lower) || SHORT.has(t.lower) || SHORT_WORDS.has(t.lower));
/** A weekdayWord, or one isTomorrow reads. */
export const dayWord = (t: Tagged): boolean => weekdayWord(t) || isTomorrow(t);
/** "tomorrow", "mañana", or a shorthand of it ("tmrw", "2moro"). */
export const isTomorrow = (t: Tagged | undefined): boolean =>
  t !== undefined && (TOMORROW_WORDS.has(t.lower) || SHORTHAND.get(t.lower) === "tomorrow");

/** The verb of being before another day: "es el jueves", "is on friday". */
const IS = new Set(["es", "is", "son", "are"]);

/**
 * "la reunión con Ana es el jueves", "the meeting is on friday" in tokens [from, to): an item said to
 * be another day's (rules/bullet-day.ts lists it), so no heading or context line of today.
 */
export function saysOtherDay(tokens: readonly Tagged[], from: number, to: number): boolean {
  for (let k = from; k < to - 1; k++) {
    // ("the plumber's on wednesday": the "is" inside the thing's word.)
    const contracted = /\p{L}['’]s$/u.test(tokens[k].lower);
    if (!(k > from && IS.has(tokens[k].lower)) && !contracted) continue;
    const at = DAY_LEAD.has(tokens[k + 1]?.lower ?? "") ? k + 2 : k + 1;
    if (at < to && weekdayAt(tokens, at) !== undefined) return true;
  }
  return false;
}

/**
 * An item of another day: a weekday at k in [from, to) with its hour ("catch-up w/ my manager thurs 3",
 * "football on sat 10") or with "(not today" after it ("order the cake thursday (not today 🙏)").
 */
export function otherDayItem(tokens: readonly Tagged[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    if (weekdayAt(tokens, k) === undefined) continue;
    const next = tokens[k + 1];
    if (next?.kind === "number" || next?.kind === "clock") return true;
    const not = tokens[k + 2]?.lower;
    if (next?.text === "(" && (not === "not" || not === "no") && ["today", "hoy"].includes(tokens[k + 3]?.lower ?? ""))
      return true;
  }
  return false;
}

/** Parts of a day written after its name: "thurs night", "el viernes por la tarde". */
export const DAY_PARTS = new Set(["morning", "afternoon", "evening", "night", "am", "pm", "noche", "tarde", "por"]);

/** The weekday written at k, in full or short ("thurs night"). */
export function weekdayAt(tokens: readonly Tagged[], k: number): number | undefined {
  const t = tokens[k];
  if (t?.kind !== "word" || (k > 0 && EVENT_OF_THE_DAY.has(tokens[k - 1]?.lower ?? ""))) return undefined;
  const full = WEEKDAY.get(t.lower) ?? SHORT.get(t.lower);
  if (full !== undefined) return full;
  const next = tokens[k + 1];
  // ("Wed: deliver jars", "Sat: market" opening a line, or a sentence: the colon heads that day's items.)
  const heads = next?.text === ":" && opensLineOrSentence(tokens, k);
  const read =
    next !== undefined && (next.kind === "number" || next.kind === "clock" || DAY_PARTS.has(next.lower) || heads);
  // ("sit out in the sun 20 mins": after "the" it is the star, even before a number.)
  if (!heads && NOT_DAY_AFTER.has(tokens[k - 1]?.lower ?? "")) return undefined;
  return read || capitalDay(tokens, k) || shortAtEnd(tokens, k) ? SHORT_WORDS.get(t.lower) : undefined;
}

/** Words before "wed", "sun", "sat", "mon" that make them the verb or the star ("get wed", "in the sun"). */
const NOT_DAY_AFTER = new Set("the a in to be get got getting was were i we he she they you".split(" "));

/**
 * "cpd module wed", "deep clean the basins sun 😩", "ring the bank on wed": a short name in lower case
 * after "on", or closing its item after a word of it, is the day (issue 29, en17b kind 1).
 */
function shortAtEnd(tokens: readonly Tagged[], k: number): boolean {
  const before = tokens[k - 1];
  if (before?.kind !== "word" || NOT_DAY_AFTER.has(before.lower)) return false;
  if (before.lower === "on" || before.lower === "next") return true;
  let j = k + 1;
  while (tokens[j]?.kind === "emoji") j++;
  const after = tokens[j];
  return after === undefined || after.kind === "break" || (after.kind === "punct" && ".;!?".includes(after.text));
}

/**
 * "craft fair Sat!!", "footie on Sun", "book club Wed 🙂": a short name written with its capital
 * after a word of the item is the day, not the verb or the star ("sat", "the sun").
 */
function capitalDay(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  const first = t.text.charAt(0);
  if (first === first.toLowerCase() || t.text.slice(1) !== t.text.slice(1).toLowerCase()) return false;
  const before = tokens[k - 1];
  return before?.kind === "word" && before.lower !== "the" && before.lower !== "a";
}

/**
 * Nouns a weekday names an event of, not another day: "صلاة الجمعة", "خطبة الجمعة" (the Friday
 * prayer and sermon said in the day's plan are that day's, at their hour).
 */
const EVENT_OF_THE_DAY = new Set(["صلاة", "صلاه", "خطبة", "خطبه"]);

/** The other day named at k, the tokens it takes and the day (null: not one day). */
export function namedDay(tokens: readonly Tagged[], k: number): { end: number; day: OtherDay | null } | null {
  if (k > 0 && EVENT_OF_THE_DAY.has(tokens[k - 1]?.lower ?? "")) return null;
  const weekday = WEEKDAY.get(tokens[k]?.lower ?? "");
  if (weekday !== undefined) return { end: k + 1, day: { weekday } };
  for (const [words, plus] of OTHER_DAY_PHRASES)
    if (wordsAt(tokens, k, words)) return { end: k + words.length, day: plus === null ? null : { plus } };
  return null;
}
