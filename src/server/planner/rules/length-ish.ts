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

/** Units written close to their "-ish" ("2 hours-ish", "45 mins-ish"): the tokenizer keeps them one word. */
const GLUED_ISH = /^(min|mins|minute|minutes|hr|hrs|hour|hours|h)-ish$/u;

/**
 * "colour grade the wedding film, 2 hours-ish", "walk the dog 45 mins-ish" (issue 29, en18b): the glued
 * "-ish" softens the length too; the unit stays for the length, the "-ish" goes (never an item "Ish").
 */
export const GLUED_LENGTH_ISH: Rule = {
  name: "length/glued-ish",
  starts: { prefixes: ["min", "hr", "hour", "h"] },
  match: (tokens, i) => {
    const m = GLUED_ISH.exec(tokens[i]?.lower ?? "");
    const before = tokens[i - 1];
    if (!m || !(before?.kind === "number" || before?.lower === "an" || before?.lower === "half")) return null;
    return { end: i + 1, text: m[1] };
  },
};
