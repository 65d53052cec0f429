/**
 * Someone else's being out said as the item's lead (issue 29, p-en19): "while he's out hoover his
 * flat", "whilst they're away water the plants" are the hoovering and the watering, never a title
 * "While he's out hoover his flat". The lead goes; the item keeps its own words. Only "while/whilst"
 * opening the item, a he/she/they form of "be", and "out" or "away" closing the clause. Bounded.
 */

import type { Rule } from "../core/rules";

const OPENERS = new Set(["while", "whilst"]);
const WHO_BE = new Set(["he's", "he’s", "she's", "she’s", "they're", "they’re", "hes", "shes", "theyre"]);
const WHO = new Set(["he", "she", "they"]);
const BE = new Set(["is", "are"]);
const OUT = new Set(["out", "away"]);

export const WHILE_OUT: Rule = {
  name: "title/while-out",
  starts: { words: [...OPENERS], opens: true },
  match: (tokens, i) => {
    let k = i + 1;
    const w = tokens[k]?.lower ?? "";
    if (WHO_BE.has(w)) k++;
    else if (WHO.has(w) && BE.has(tokens[k + 1]?.lower ?? "")) k += 2;
    else return null;
    if (!OUT.has(tokens[k]?.lower ?? "")) return null;
    const next = tokens[k + 1];
    if (!next || next.kind !== "word" || ["of", "at", "with", "for", "on", "in"].includes(next.lower)) return null;
    return { end: k + 1, text: "" };
  },
};
