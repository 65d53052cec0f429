/**
 * Counts and lists attach to the right item (issue 29, kind 1): "dig over the bean trench (1.5h) +
 * plant out the leeks (45 min)", "hoover 1h & mop 20 min" are two items, each with its own length,
 * never one "Dig over the bean trench + plant out the leeks" of 90 minutes. Only when the part before
 * the "+" ends with its own length and the part after it has one too ("hoover + dust 1h" is one item).
 * The "+" becomes a comma. Bounded: AHEAD tokens after the "+".
 */

import { readLength, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const PLUS = new Set(["+", "&"]);
/** How far into the second part its length is looked for. */
const AHEAD = 12;

/** Whether a length ends right before k: "1.5h", "45 min", "(45 min)", "(1.5h)". */
function lengthEndsAt(tokens: readonly Tagged[], k: number): boolean {
  const end = tokens[k - 1]?.text === ")" ? k - 1 : k;
  for (let s = Math.max(0, end - 5); s < end; s++) {
    const len = readLength(tokens, s);
    if (len && len.end === end) return true;
  }
  return false;
}

export const PLUS_LENGTHS: Rule = {
  name: "list/plus-with-lengths",
  // (An "&" standing apart has "and" as its lowercase form: core/tags.ts.)
  starts: { words: [...PLUS, "and"] },
  match: (tokens, i) => {
    if (!PLUS.has(tokens[i].text) || !lengthEndsAt(tokens, i)) return null;
    if (tokens[i + 1]?.kind !== "word") return null;
    for (let k = i + 2; k < tokens.length && k <= i + AHEAD && !closesItem(tokens[k]) && tokens[k].text !== ","; k++)
      if (readLength(tokens, k)) return { end: i + 1, text: "," };
    return null;
  },
};
