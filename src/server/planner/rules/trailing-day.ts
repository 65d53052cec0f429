/**
 * An item that ends with its day (issue 29, kind 7): "do the books tmrw", "- ring the council
 * tomorrow", "..., finish the quote tomorrow morning" is that day's work and plans nothing today; the
 * plan lists it for tomorrow. The day must close the item (its line, sentence or comma), and the item
 * must be work for that day, not work for today about it: "slides for tomorrow", "prep for the
 * meeting tomorrow", "due tomorrow", "email Sam about tomorrow", "renew the insurance, ends tmrw"
 * stay today's. A text that is that one item plans tomorrow itself.
 * Spanish and Arabic too: "llamar a la abuela mañana", "dentista mañana a las 11", "دكتور بكرة الساعة ١١"
 * (not "por la mañana", "de mañana", "para mañana": the morning, or today's work for tomorrow). The hour
 * written after the day ("tmrw 11", "tomorrow at 4", "mañana a las 11") is the item's on that day.
 */

import { readClock, type Rule } from "../core/rules";
import { closesItem, lastTagged, opensItem, SHORTHAND, type Tagged } from "../core/tags";
import { endsBefore } from "./day-names";
import { textFacts } from "./opening-line";

/** Longest item read before its day. */
const MOST = 12;
/** Words that make the day what today's work is for or about ("so the kids have lunch tomorrow": its purpose). */
const FOR_TODAY = new Set(
  (
    "for by due before until till til about of on from ahead prep prepare ready re regarding since so " +
    "para hasta antes sobre desde listo lista preparar قبل لين لحد حتى عشان علشان"
  ).split(" "),
);
/** Words right before "mañana" that make it the morning, or another day: "por la mañana", "de mañana", "pasado mañana". */
const MORNING_BEFORE = new Set("la por de del en esta esa cada toda media una otra pasado".split(" "));
/** The Spanish and Arabic words for tomorrow ("manana" as typed without its tilde). */
const TOMORROW_WORDS = new Set(["mañana", "manana", "بكرة", "بكره", "بكرا"]);
/** Words before an hour: "at 4", "@ 4", "a las 11", "a la 1", "sobre las 9". */
const AT = new Set(["at", "@", "around", "about"]);
const AT_ES = new Set(["a", "sobre"]);
const ARTICLE_ES = new Set(["las", "la"]);
/** Marks written inside an item's words. */
const JOINTS = new Set(["+", "&", "@", "/"]);
/** "tomorrow morning", "tmrw night": the day's part goes with it. */
const PARTS = new Set(["morning", "afternoon", "evening", "night", "am", "pm", "temprano"]);
/** "por la tarde", "en la noche", "in the morning": a part of the day in three words. */
const PART_LEADS = new Set(["por", "en", "in"]);
const PART_WORDS_3 = new Set(["mañana", "manana", "tarde", "noche", "morning", "afternoon", "evening"]);

function isTomorrow(t: Tagged | undefined): boolean {
  return (
    t?.kind === "word" &&
    (t.lower === "tomorrow" || TOMORROW_WORDS.has(t.lower) || SHORTHAND.get(t.lower) === "tomorrow")
  );
}

/** The day's part after it at k ("morning", "por la tarde"): the index past it, or k. */
function pastPart(tokens: readonly Tagged[], k: number): number {
  if (PARTS.has(tokens[k]?.lower ?? "")) return k + 1;
  const three = PART_LEADS.has(tokens[k]?.lower ?? "") && ARTICLE_ES.has(tokens[k + 1]?.lower ?? "");
  if (three && PART_WORDS_3.has(tokens[k + 2]?.lower ?? "")) return k + 3;
  const the = tokens[k]?.lower === "in" && tokens[k + 1]?.lower === "the";
  return the && PART_WORDS_3.has(tokens[k + 2]?.lower ?? "") ? k + 3 : k;
}

/** The hour written at k ("11", "at 4", "a las 11"): the index past it, or k. */
function pastHour(tokens: readonly Tagged[], k: number): number {
  let at = k;
  if (AT.has(tokens[at]?.lower ?? "")) at++;
  else if (AT_ES.has(tokens[at]?.lower ?? "") && ARTICLE_ES.has(tokens[at + 1]?.lower ?? "")) at += 2;
  return readClock(tokens, at)?.end ?? k;
}

/**
 * The item at its day k: where it ends (past a part of the day and an hour), and where the day's words
 * end (its hour is the item's, read with it); null when the day does not close the item.
 */
function itemEnd(tokens: readonly Tagged[], k: number): { end: number; dayEnd: number } | null {
  const dayEnd = pastPart(tokens, k + 1);
  // ("supervision w/ Kerry tmrw 11", "train back to London tmrw 7.05": its hour after the day, with the item.)
  const end = pastHour(tokens, dayEnd);
  const t = tokens[end];
  return closesItem(t) || t.text === "," || t.kind === "emoji" ? { end, dayEnd } : null;
}

export const TRAILING_TOMORROW: Rule = {
  name: "other-day/trailing-tomorrow",
  starts: { kinds: ["word"], opens: true },
  match: (tokens, i) => {
    const first = tokens[i];
    if (first.kind !== "word" || isTomorrow(first) || !opensItem(tokens, i, true)) return null;
    if (lastTagged(tokens, isTomorrow) <= i) return null; // (no day after it)
    let k = i;
    for (; k < tokens.length && k - i < MOST; k++) {
      const t = tokens[k];
      if (isTomorrow(t)) break;
      // ("b4 tomorrow", "bfr tmrw": the shorthand of "before" too.)
      const word = SHORTHAND.get(t.lower) ?? t.lower;
      // ("invoice Sarah + Jon tmrw", "drinks @ the Crown tmrw": the joints and marks inside an item's words.)
      const inside = t.kind === "word" || t.kind === "number" || JOINTS.has(t.text);
      if (closesItem(t) || !inside || FOR_TODAY.has(word) || t.tags.has("cue")) return null;
    }
    if (!isTomorrow(tokens[k]) || endsBefore(tokens, k)) return null;
    if (TOMORROW_WORDS.has(tokens[k].lower) && MORNING_BEFORE.has(tokens[k - 1]?.lower ?? "")) return null;
    const read = itemEnd(tokens, k);
    if (!read) return null;
    const { end, dayEnd } = read;
    // The item alone is the whole text: it plans that day itself.
    const facts = textFacts(tokens);
    const before = facts.firstWord < i;
    const after = facts.lastWord >= end;
    if (!before && !after) return null;
    // Its comma goes with it when it opens the text ("do the books tmrw, then ...").
    const close = !before && tokens[end]?.text === "," ? end + 1 : end;
    return { end: close, text: "", note: { day: { plus: 1 }, from: i, end, dayFrom: k, dayEnd } };
  },
};
