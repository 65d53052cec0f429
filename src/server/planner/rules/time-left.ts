/**
 * The time an item still needs, said after it (issue 29, kinds 3 and 6): "finish the deck, about 3
 * hours left on it", "the essay - still ~2h to go", "terminar la presentación, me quedan como 3
 * horas", "أخلص العرض، باقي لي ساعتين" are the item's length ("Finish the deck (180 min)"), never a
 * second item titled "Left on it", "Me quedan" or "باقي لي". Only after a comma or a dash, where it is
 * said of the item before. Bounded: a few tokens.
 */

import { phraseAt, readLength, skipWord, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";
import { HEDGES as AMOUNT_HEDGES } from "./count-after";

const SEPARATORS = [",", "،", "-", "–", "—"];
/** The hedges of an amount, and English "prob(ably)": "prob 2h left". */
const HEDGES = new Set([...AMOUNT_HEDGES, "prob", "probably"]);
const STILL = new Set(["still"]);
const MORE = new Set(["más", "mas"]);
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

type Left = { minutes: number; end: number };

/** A length (after an optional hedge) at k, and where it ends. */
function hedgedLength(tokens: readonly Tagged[], k: number): Left | null {
  const len = readLength(tokens, skipWord(tokens, k, HEDGES));
  return len && len.minutes >= 5 && len.minutes <= 12 * 60 ? len : null;
}

/** "(still) about 3 hours left (on it)", "2h to go" at k. */
function englishLeft(tokens: readonly Tagged[], k: number): Left | null {
  const len = hedgedLength(tokens, skipWord(tokens, k, STILL));
  if (!len) return null;
  const after = tokens[len.end]?.lower;
  if (after === "to" && tokens[len.end + 1]?.lower === "go") return { minutes: len.minutes, end: len.end + 2 };
  if (!LEFT.has(after ?? "")) return null;
  const end = len.end + 1;
  return { minutes: len.minutes, end: end + (phraseAt(tokens, end, TAILS)?.length ?? 0) };
}

/** "(me) quedan como 3 horas (más)", "باقي لي ساعتين" at k; undefined when no such verb opens it there. */
function spanishOrArabicLeft(tokens: readonly Tagged[], k: number): Left | null | undefined {
  const es = skipWord(tokens, k, ES_TO_WHOM);
  const ar = AR_LEFT.has(tokens[k]?.lower ?? "") ? skipWord(tokens, k + 1, AR_TO_WHOM) : -1;
  if (!ES_LEFT.has(tokens[es]?.lower ?? "") && ar < 0) return undefined;
  const len = hedgedLength(tokens, ar >= 0 ? ar : es + 1);
  return len && { minutes: len.minutes, end: skipWord(tokens, len.end, MORE) };
}

export const TIME_LEFT: Rule = {
  name: "length/time-left",
  starts: { words: SEPARATORS },
  match: (tokens, i) => {
    const before = tokens[i - 1]?.kind;
    // After the item's words, or a bracket closing them ("the draft (v2) - 3h left").
    const bracket = tokens[i - 1]?.text === ")";
    if (!SEPARATORS.includes(tokens[i]?.text ?? "") || (before !== "word" && before !== "number" && !bracket))
      return null;
    // (Spanish and Arabic open with the verb; English says the length first.)
    const said = spanishOrArabicLeft(tokens, i + 1);
    const left = said === undefined ? englishLeft(tokens, i + 1) : said;
    if (!left) return null;
    // Said of the item before, closing it: nothing of the item may follow.
    if (!closesItem(tokens[left.end]) && !SEPARATORS.includes(tokens[left.end]?.text ?? "")) return null;
    return { end: left.end, text: ` (${left.minutes} min)` };
  },
};
