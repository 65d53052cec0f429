/**
 * The time an item still needs, said after it (issue 29, kinds 3 and 6): "finish the deck, about 3
 * hours left on it", "the essay - still ~2h to go", "terminar la presentación, me quedan como 3
 * horas", "أخلص العرض، باقي لي ساعتين" are the item's length ("Finish the deck (180 min)"), never a
 * second item titled "Left on it", "Me quedan" or "باقي لي". Only after a comma or a dash, where it is
 * said of the item before. Bounded: a few tokens.
 */

import { readLength, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const SEPARATORS = [",", "،", "-", "–", "—"];
const HEDGES = new Set([
  "about",
  "around",
  "roughly",
  "like",
  "maybe",
  "prob",
  "probably",
  "approx",
  "~",
  "como",
  "unas",
  "unos",
  "aprox",
  "aproximadamente",
  "حوالي",
  "حوالى",
  "تقريبا",
  "تقريباً",
]);
/** English: what follows the length ("3 hours left", "2h to go", "an hour remaining"). */
const LEFT = new Set(["left", "remaining"]);
/** What may close the English phrase: "left on it", "left to do", "to go". */
const TAILS: readonly (readonly string[])[] = [
  ["on", "it"],
  ["on", "that"],
  ["to", "do"],
  ["for", "it"],
];
/** Spanish "(me) quedan / faltan", Arabic "باقي (لي)", "ضايل (لي)": what opens the phrase before the length. */
const ES_LEFT = new Set(["quedan", "queda", "faltan", "falta"]);
const ES_TO_WHOM = new Set(["me", "le", "nos", "te"]);
const AR_LEFT = new Set(["باقي", "باقيلي", "باقيلنا", "ضايل", "ضايلي", "ضايللي", "متبقي", "بقي", "بقالي"]);
const AR_TO_WHOM = new Set(["لي", "لنا", "لى"]);

const skip = (tokens: readonly Tagged[], k: number, set: ReadonlySet<string>): number =>
  set.has(tokens[k]?.lower ?? "") ? k + 1 : k;

/** The end of a length (after an optional hedge) at k, and its minutes. */
function hedgedLength(tokens: readonly Tagged[], k: number): { minutes: number; end: number } | null {
  const len = readLength(tokens, skip(tokens, k, HEDGES));
  return len && len.minutes >= 5 && len.minutes <= 12 * 60 ? len : null;
}

/** "(still) about 3 hours left (on it)", "2h to go" at k. */
function englishLeft(tokens: readonly Tagged[], k: number): number {
  const len = hedgedLength(tokens, skip(tokens, k, new Set(["still"])));
  if (!len) return -1;
  let end = len.end;
  if (LEFT.has(tokens[end]?.lower ?? "")) end++;
  else if (tokens[end]?.lower === "to" && tokens[end + 1]?.lower === "go") return len.end + 2;
  else return -1;
  const tail = TAILS.find((w) => w.every((x, j) => tokens[end + j]?.lower === x));
  return tail ? end + tail.length : end;
}

export const TIME_LEFT: Rule = {
  name: "length/time-left",
  starts: { words: SEPARATORS },
  match: (tokens, i) => {
    const before = tokens[i - 1]?.kind;
    if (!SEPARATORS.includes(tokens[i]?.text ?? "") || (before !== "word" && before !== "number")) return null;
    let k = i + 1;
    let end = -1;
    let minutes = 0;
    const es = skip(tokens, k, ES_TO_WHOM);
    const ar = AR_LEFT.has(tokens[k]?.lower ?? "") ? skip(tokens, k + 1, AR_TO_WHOM) : -1;
    if (ES_LEFT.has(tokens[es]?.lower ?? "") || ar >= 0) {
      k = ar >= 0 ? ar : es + 1;
      const len = hedgedLength(tokens, k);
      if (!len) return null;
      ({ end, minutes } = { end: skip(tokens, len.end, new Set(["más", "mas"])), minutes: len.minutes });
    } else {
      end = englishLeft(tokens, k);
      if (end < 0) return null;
      minutes = hedgedLength(tokens, skip(tokens, k, new Set(["still"])))?.minutes ?? 0;
    }
    // Said of the item before, closing it: nothing of the item may follow.
    if (!closesItem(tokens[end]) && !SEPARATORS.includes(tokens[end]?.text ?? "")) return null;
    return { end, text: ` (${minutes} min)` };
  },
};
