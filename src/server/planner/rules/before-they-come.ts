/**
 * Dependency order by who is coming (issue 29, kind 8): "redraw Kira's design before she comes in",
 * "tidy the flat b4 they get here", "print the contract before he arrives": the person named earlier
 * in the item is the one whose timed item the work is due before, so "before she comes in" reads
 * "before Kira" and finds "small script piece for Kira at 5". With no name in the item the words
 * are left alone.
 */

import type { Rule } from "../core/rules";
import { closesItem, opensItem, SHORTHAND } from "../core/tags";

const BEFORE = new Set(["before", "befor", "b4", "bfr", "till", "until"]);
const WHO = new Set(["she", "he", "they"]);
const COMES = new Set(["comes", "come", "gets", "get", "arrives", "arrive", "shows", "turns", "pops", "drops"]);
const TAIL = new Set(["in", "here", "up", "over", "round", "around", "by"]);
/** Longest item read back for the name. */
const MOST = 10;

function isBefore(lower: string): boolean {
  return BEFORE.has(lower) || SHORTHAND.get(lower) === "before";
}

export const BEFORE_THEY_COME: Rule = {
  name: "order/before-they-come",
  starts: { words: [...BEFORE, ...[...SHORTHAND].filter(([, w]) => w === "before").map(([s]) => s)] },
  match: (tokens, i) => {
    if (!isBefore(tokens[i].lower) || !WHO.has(tokens[i + 1]?.lower ?? "") || !COMES.has(tokens[i + 2]?.lower ?? ""))
      return null;
    let end = i + 3;
    if (TAIL.has(tokens[end]?.lower ?? "")) end++;
    // The name: the nearest capitalised word before, in the same item ("Kira's" -> "Kira").
    for (let k = i - 1; k >= 0 && i - k <= MOST; k--) {
      const t = tokens[k];
      if (closesItem(t) || t.text === ",") return null;
      if (opensItem(tokens, k, true)) return null;
      if (t.kind === "word" && /^\p{Lu}\p{Ll}+/u.test(t.text)) {
        const name = /^\p{Lu}\p{Ll}+/u.exec(t.text)?.[0] ?? t.text;
        return { end, text: `before ${name}` };
      }
    }
    return null;
  },
};
