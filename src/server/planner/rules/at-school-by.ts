/**
 * Someone who has to be at school by an hour is a drop-off (issue 29, seen kinds): "the kids have to be
 * at school by 8.40", "Ella needs to be at nursery for 9", "the boys have to be in school at 8:45" read as
 * "drop the kids at school by 8.40": a short errand (10-20 min) done by that hour, never an hour-long task
 * "Kids have to be at school" nor an event at 8:40. Only an item that opens with who it is (a few words),
 * and a place children are taken to. Bounded: at most WHO words, then a few tokens.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const WHO = 4;
const MUST = new Set(["has", "have", "need", "needs", "must", "gotta", "got"]);
/** Places children are dropped at, in one or two words. */
const PLACES: readonly (readonly string[])[] = [
  ["school"],
  ["nursery"],
  ["preschool"],
  ["pre-school"],
  ["playgroup"],
  ["creche"],
  ["crèche"],
  ["kindergarten"],
  ["daycare"],
  ["childminder"],
  ["childminder's"],
  ["childminders"],
  ["the", "childminder"],
  ["the", "childminder's"],
  ["breakfast", "club"],
  ["the", "school", "gate"],
  ["the", "school", "gates"],
];
const BY = new Set(["by", "for", "at", "before", "b4"]);
/** "I have to be at school by 8" (a teacher, a pupil) goes there; "he", "she", "they" are taken. */
const SELF = new Set(["i", "we", "you", "i've", "ive", "we've"]);
const TAKEN = new Map([
  ["he", "him"],
  ["she", "her"],
  ["they", "them"],
]);

function placeAt(tokens: readonly Tagged[], k: number): number {
  for (const p of PLACES) if (p.every((w, j) => tokens[k + j]?.lower === w)) return k + p.length;
  return -1;
}

/** Determiners a sentence may open with, written in lower case inside the title. */
const OPENING_DETS = new Set(["the", "my", "our", "his", "her", "their"]);

export const AT_SCHOOL_BY: Rule = {
  name: "deadline/at-school-by",
  starts: { kinds: ["word"], opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    while (k < i + WHO && tokens[k]?.kind === "word" && !MUST.has(tokens[k].lower)) k++;
    const who = k;
    if (who === i || !MUST.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (tokens[k]?.lower === "to") k++;
    if (tokens[k]?.lower !== "be") return null;
    k++;
    if (tokens[k]?.lower !== "at" && tokens[k]?.lower !== "in") return null;
    const placeEnd = placeAt(tokens, k + 1);
    if (placeEnd < 0 || !BY.has(tokens[placeEnd]?.lower ?? "")) return null;
    const clock = readClock(tokens, placeEnd + 1);
    if (!clock) return null;
    if (tokens.slice(i, who).some((t) => SELF.has(t.lower))) return null;
    const named = who === i + 1 ? (TAKEN.get(tokens[i].lower) ?? spanText(tokens, i, who)) : spanText(tokens, i, who);
    // ("The kids have to be ...": the sentence's capital is not the title's, "Drop the kids at school".)
    const person = OPENING_DETS.has(tokens[i].lower) ? tokens[i].lower + named.slice(tokens[i].text.length) : named;
    const place = spanText(tokens, k + 1, placeEnd);
    return { end: clock.end, text: `drop ${person} at ${place} by ${spanText(tokens, placeEnd + 1, clock.end, "")}` };
  },
};
