/**
 * A bare hour ending a bullet after its noun is that item's time (issue 29, round 2, kind 1):
 * "- dentist 11", "- swimming lesson pick up 4", "- GP 9" are at 11, 16:00 and 9, never hour-long
 * tasks titled "Dentist 11". The hour becomes the plain "at 11" the item reader knows, which then
 * reads a.m./p.m. from the kind of event and the day (clock.ts). Only on a bulleted line of a few
 * words with no other number, after a word that is no plural ("- eggs 12", "- squats 10" are
 * counts) nor a word that numbers things ("- chapter 3", "- week 2"), not after a lone verb or
 * exercise ("- read 2", "- run 5", "- sleep 8" are amounts), and only an hour 1-12 that
 * ends the line or its sentence, or comes before a bracketed aside that does ("- vet 11 (taking the
 * dog)"). Bounded: a few tokens back, eight ahead.
 */

import { singular, closesItem, SHORTHAND, type Tagged } from "../core/tags";
import type { Rule } from "../core/rules";
import { isBulletText } from "../core/tokenize";
import { TASK_VERBS } from "../segment-words";

/** Words after which a number names or counts a thing, or hedges/bounds a time another rule reads. */
const NOT_AFTER = new Set(
  (
    "chapter ch chapters page pages p pg week wk day level step part room table gate platform bus route no " +
    "number year yr grade class lap set rep x of size age floor aisle track episode ep season unit module " +
    "about around approx roughly like maybe after before until till til thru through past by from to since at top under over " +
    "than k km mile miles lb kg times only just first last next every each per the a an my your our their " +
    // "- forms from Dept 12", "- keys for flat 3": which one, not an hour.
    "dept department flat apt apartment suite block building ward bay terminal pier stand desk seat row period"
  ).split(" "),
);
const MOST_WORDS = 6;
/** One word alone that a number after counts or measures: "- read 2", "- run 5", "- sleep 8". */
const MEASURED = new Set("run jog cycle bike walk row hike swim sleep nap practise practice study revise".split(" "));

/** "pushups", "squats", "emails": a plural the lexicon does not know (not "physics", "class", "mum's"). */
function plural(w: string): boolean {
  return singular(w) !== undefined || (w.length > 3 && w.endsWith("s") && !/(?:ss|ics|us|is|['’]s)$/u.test(w));
}

/** The line holding token i opens with a bullet and has only words (at most a few) before i. */
function bulletNoun(tokens: readonly Tagged[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && (tokens[k].kind === "word" || tokens[k].text === "@") && tokens[k].count === undefined) {
    if (i - k > MOST_WORDS) return false;
    k--;
  }
  if (k < 0) return i > 0 && tokens[0].listed === true;
  return k < i - 1 && tokens[k].kind === "break" && isBulletText(tokens[k].text);
}

/** A bracket at k of a few words, no number in it, that ends the item: "(taking her)", "(I'm driving)". */
function asideBracket(tokens: readonly Tagged[], k: number): boolean {
  if (tokens[k]?.text !== "(") return false;
  for (let j = k + 1; j < tokens.length && j - k <= 8; j++) {
    const t = tokens[j];
    if (t.text === ")") return j > k + 1 && closesItem(tokens[j + 1]);
    if (t.kind !== "word" || t.unitMinutes || t.count !== undefined) return false;
  }
  return false;
}

export const BULLET_HOUR: Rule = {
  name: "clock/bullet-hour",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "number" || t.glued || (t.digits ?? 0) > 2 || !t.value || t.value > 12) return null;
    const prev = tokens[i - 1];
    if (prev?.kind !== "word" || prev.unitMinutes || prev.tags.size > 0) return null;
    // "- tea @ mums 7", "- dinner at nans 6": after "at" the "s" is whose place, no plural (issue 29, en18).
    const place = tokens[i - 2]?.lower === "at" || tokens[i - 2]?.text === "@";
    if (NOT_AFTER.has(prev.lower) || SHORTHAND.has(prev.lower) || (plural(prev.lower) && !place)) return null;
    const alone = tokens[i - 2]?.kind === "break";
    if (alone && (MEASURED.has(prev.lower) || TASK_VERBS.has(prev.lower))) return null;
    const next = tokens[i + 1];
    if (!closesItem(next) && !asideBracket(tokens, i + 1)) return null;
    // "- run 2.5": a decimal, not an hour.
    if (next?.text === "." && tokens[i + 2]?.kind === "number") return null;
    if (!bulletNoun(tokens, i)) return null;
    return { end: i + 1, text: `at ${t.text}` };
  },
};
