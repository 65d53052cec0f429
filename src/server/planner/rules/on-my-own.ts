/**
 * Being alone at it, said as a remark of its own (issue 29): "shop open 9-6, on my own today 💈",
 * "on my own with the kids today", "by myself again this week" tell how the day is, not what to
 * do: no item "My own". Only opening an item (a line, a comma) and running to its end. "deep clean
 * the salon on my own, 2h" keeps its words. Bounded: MOST words.
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";

const MOST = 7;

/** "on my own", "on me own", "by myself", "all by myself": the end of the phrase at i, or -1. */
function aloneEnd(tokens: readonly { lower: string }[], i: number): number {
  const w = (k: number): string => tokens[k]?.lower ?? "";
  const k = w(i) === "all" ? i + 1 : i;
  if (w(k) === "on" && (w(k + 1) === "my" || w(k + 1) === "me") && w(k + 2) === "own") return k + 3;
  return w(k) === "by" && w(k + 1) === "myself" ? k + 2 : -1;
}

export const ON_MY_OWN: Rule = {
  name: "aside/on-my-own",
  starts: { words: ["on", "by", "all"], opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    const end = aloneEnd(tokens, i);
    if (end < 0) return null;
    let k = end;
    while (k < end + MOST && tokens[k]?.kind === "word" && !tokens[k].unitMinutes) k++;
    const stop = tokens[k];
    const ends = closesItem(stop) || stop.kind === "emoji" || stop.text === "," || stop.text === "!";
    if (!ends) return null;
    // (Its comma goes with it.)
    return { end: stop?.text === "," ? k + 1 : k, text: "" };
  },
};
