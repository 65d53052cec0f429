/**
 * Counts multiply (issue 29, kind 2): "do the match reports online, 10 min per game" after "reffing 2
 * games today", "write up notes, 15 min per child": a length per thing whose count the item does not
 * say. The count is the nearest "N games" written before (in any line); with none, the item is at
 * least one thing's length. Either way the phrase is the plain length "(20 min)", never an item "Per game".
 * (The item's own count, "3 reports, 20 min per report", is rules/count-after.ts'.) Bounded: LOOK_BACK tokens.
 */

import { readLength, type Rule } from "../core/rules";
import { closesItem, singular, type Tagged } from "../core/tags";

const PER = new Set(["per", "a", "each", "every"]);
const LOOK_BACK = 200;
/** The most things a count before may name. */
const MOST = 30;

/** Things counted in shorthand: "clinic 9-12 (6 pts)", "8 appts". */
const SHORT_THINGS: ReadonlyMap<string, string> = new Map([
  ["pts", "patient"],
  ["appts", "appointment"],
  ["apts", "appointment"],
  ["mtgs", "meeting"],
]);

/** The count of the nearest "N <things>" before i, the things being `noun` (one of them), or undefined. */
function countBefore(tokens: readonly Tagged[], i: number, noun: string): number | undefined {
  for (let j = i - 2; j >= 0 && i - j <= LOOK_BACK; j--) {
    const t = tokens[j];
    const w = tokens[j + 1];
    if (t.count === undefined || t.kind === "clock" || w?.kind !== "word") continue;
    const thing = SHORT_THINGS.get(w.lower) ?? singular(w.text)?.toLowerCase();
    if (thing === noun && t.count >= 2 && t.count <= MOST) return t.count;
  }
  return undefined;
}

export const PER_THING_CONTEXT: Rule = {
  name: "count/per-thing-context",
  starts: { count: true, words: ["a", "an", "half", "quarter", "for"] },
  match: (tokens, i) => {
    const len = readLength(tokens, i);
    if (!len || !PER.has(tokens[len.end]?.lower ?? "")) return null;
    const noun = tokens[len.end + 1];
    if (noun?.kind !== "word" || noun.unitMinutes || noun.tags.size > 0 || singular(noun.text)) return null;
    const after = tokens[len.end + 2];
    if (!closesItem(after) && after.text !== "," && after.text !== ")") return null;
    // (Only after the item's words: "..., 10 min per game".)
    if (tokens[i - 1]?.text !== "," && tokens[i - 1]?.text !== "(") return null;
    const many = countBefore(tokens, i, noun.lower) ?? 1;
    return { end: len.end + 2, text: `(${many * len.minutes} min)` };
  },
};
