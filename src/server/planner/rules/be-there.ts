/**
 * Times attach to the right item (issue 29, kind 1): "flight 4:30pm (be there 2h before)", "gig at 8,
 * get there 30 min early", "need to be at the airport 2h before" say when to arrive, not how long the flight or the gig is: the note is
 * dropped, so the item keeps its usual length (what leads there still goes before it).
 */

import { readLength, type Rule } from "../core/rules";

const ARRIVE = new Set(["be", "get", "arrive", "arriving"]);
const THERE = new Set(["there", "in", "at"]);
const EARLY = new Set(["before", "early", "beforehand", "ahead"]);
const NEED = new Set(["need", "needs", "to", "have", "has", "gotta", "must", "should"]);

export const BE_THERE: Rule = {
  name: "length/be-there-early",
  starts: { words: ["(", ...NEED, ...ARRIVE] },
  match: (tokens, i) => {
    const open = tokens[i].text === "(";
    let k = open ? i + 1 : i;
    // "need to be at the airport 2h before": the need is no item either.
    while (NEED.has(tokens[k]?.lower ?? "") && k < i + 3) k++;
    if (!ARRIVE.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (THERE.has(tokens[k]?.lower ?? "")) k++;
    // "at the airport", "at the venue": where, a word or two.
    if (tokens[k - 1]?.lower === "at" || tokens[k - 1]?.lower === "in") {
      if (tokens[k]?.lower === "the") k++;
      if (tokens[k]?.kind === "word" && !tokens[k].unitMinutes && tokens[k].count === undefined) k++;
    }
    const len = readLength(tokens, k);
    if (!len || !EARLY.has(tokens[len.end]?.lower ?? "")) return null;
    let end = len.end + 1;
    if (open) {
      if (tokens[end]?.text !== ")") return null;
      end++;
    }
    return { end, text: "" };
  },
};
