/**
 * Times attach to the right item (issue 29, kind 1): "flight 4:30pm (be there 2h before)", "gig at 8,
 * get there 30 min early" say when to arrive, not how long the flight or the gig is: the note is
 * dropped, so the item keeps its usual length (what leads there still goes before it).
 */

import { readLength, type Rule } from "../core/rules";

const ARRIVE = new Set(["be", "get", "arrive", "arriving"]);
const THERE = new Set(["there", "in", "at"]);
const EARLY = new Set(["before", "early", "beforehand", "ahead"]);

export const BE_THERE: Rule = {
  name: "length/be-there-early",
  match: (tokens, i) => {
    const open = tokens[i].text === "(";
    let k = open ? i + 1 : i;
    if (!ARRIVE.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (THERE.has(tokens[k]?.lower ?? "")) k++;
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
