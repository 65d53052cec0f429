/**
 * A part of the day said as a clause of its own at an item's end (issue 29, kinds 3 and 5): "read,
 * 30 min, evening", "practise the routine, 1h, morning pls", "call mum, 10 min, this eve ideally",
 * "iron, 20 min, afternoon if poss" put the item in that part, the plain "in the evening" the item
 * reader knows. Neither the part nor its softener ("pls", "ideally") is a task of its own ("Morning pls").
 * "lock up, 5 min, last thing" is the day's end, the plain "at the end of the day" (never a task
 * "Last thing"); "first thing" is read already.
 */

import { type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const PARTS: Record<string, string> = {
  morning: "morning",
  afternoon: "afternoon",
  evening: "evening",
  arvo: "afternoon",
};
/** Clipped parts, only after "this": "this aft", "this eve". */
const CLIPPED: Record<string, string> = { aft: "afternoon", afto: "afternoon", eve: "evening", morn: "morning" };
/** Softeners after the part: "morning pls", "evening ideally", "afternoon if poss", "morning preferably". */
const SOFT = new Set([
  "pls",
  "plz",
  "please",
  "ideally",
  "preferably",
  "pref",
  "ideal",
  "if",
  "poss",
  "possible",
  "ok",
]);
/** Hedges before the part: "prob evening", "probably in the morning", "maybe this aft". */
const HEDGES = new Set(["prob", "probs", "probably", "maybe", "ideally", "preferably", "pref", "likely", "prolly"]);
/** At most this many softener tokens ("if possible pls"). */
const MOST_SOFT = 3;

/** The index after the softeners from k, when the item closes there; else -1. */
function softThenClose(tokens: readonly Tagged[], k: number): number {
  let n = 0;
  while (
    n < MOST_SOFT &&
    (SOFT.has(tokens[k]?.lower ?? "") || tokens[k]?.text === "!" || tokens[k]?.kind === "emoji")
  ) {
    k++;
    n++;
  }
  // "if" alone is a condition ("morning if the rain stops"), not a softener.
  if (tokens[k - 1]?.lower === "if") return -1;
  return closesItem(tokens[k]) ? k : -1;
}

/** Whether the clause at i follows a comma inside an item with words of its own before it. */
function afterComma(tokens: readonly Tagged[], i: number): boolean {
  return tokens[i - 1]?.text === "," && tokens[i - 2] !== undefined && !closesItem(tokens[i - 2]);
}

export const PART_CLAUSE: Rule = {
  name: "part/part-clause",
  starts: { words: ["this", "in", "the", ...Object.keys(PARTS), ...HEDGES] },
  match: (tokens, i) => {
    if (!afterComma(tokens, i)) return null;
    let k = i;
    // "gym, 45m, prob evening", "probably in the afternoon": the hedge before the part goes with it.
    if (HEDGES.has(tokens[k].lower)) k++;
    let part: string | undefined;
    if (tokens[k].lower === "this") {
      k++;
      part = PARTS[tokens[k]?.lower ?? ""] ?? CLIPPED[tokens[k]?.lower ?? ""];
    } else {
      if (tokens[k].lower === "in") k++;
      if (tokens[k]?.lower === "the") k++;
      part = PARTS[tokens[k]?.lower ?? ""];
    }
    if (!part) return null;
    const end = softThenClose(tokens, k + 1);
    // "in the evening" as written, with nothing after it, is read already.
    if (end < 0 || (end === k + 1 && tokens[i].lower === "in" && tokens[i + 1]?.lower === "the")) return null;
    if (
      k === i + 1 &&
      HEDGES.has(tokens[i].lower) &&
      tokens[k].lower !== "this" &&
      !PARTS[tokens[k].lower] &&
      tokens[k].lower !== "in"
    )
      return null;
    return { end, text: `in the ${part}` };
  },
};

export const LAST_THING: Rule = {
  name: "part/last-thing",
  starts: { words: ["last"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "last" || !afterComma(tokens, i)) return null;
    let k = i + 1;
    if (tokens[k]?.lower === "thing") k++;
    else if (tokens[k]?.lower === "of" && tokens[k + 1]?.lower === "all") k += 2;
    else return null;
    // "last thing at night", "last thing before bed": the day's end as well.
    if (tokens[k]?.lower === "at" && tokens[k + 1]?.lower === "night") k += 2;
    const end = softThenClose(tokens, k);
    return end < 0 ? null : { end, text: "at the end of the day" };
  },
};
