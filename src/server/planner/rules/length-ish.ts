/**
 * A hedged length (issue 29): "make their tea half hour ish", "ring mum for half an hour ish",
 * "proofread the brochure, 2 hrs ish". The "ish" after a unit only softens the
 * length; it is never an item ("Ish") nor part of the title ("Make their tea ish").
 */

import type { Rule } from "../core/rules";

export const LENGTH_ISH: Rule = {
  name: "length/ish",
  starts: { words: ["ish"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t?.lower !== "ish") return null;
    let p = i - 1;
    if (tokens[p]?.text === "-") p--;
    if (!tokens[p]?.unitMinutes) return null;
    return { from: p + 1, end: i + 1, text: "" };
  },
};
