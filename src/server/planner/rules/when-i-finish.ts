/**
 * "after I finish, call mum", "once I'm done ring the garage", "when we finish: drinks" (issue 29, kind
 * p-esar24-6): finishing with no object named, opening or closing an item, is after the day's work or the block
 * before (as "cuando termine" is in Spanish, locales/es/when-clause.ts, and "بعد ما أخلص" in Arabic,
 * locales/ar/colloquial.ts), never a title "Mum". The clause becomes the plain "after work" the anchor
 * reader knows. "after I finish the report" names what is finished and is left alone. Bounded: a few tokens.
 */

import type { Rule } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";

const OPENERS = new Set(["when", "once", "after"]);
const ME = new Set(["i", "we"]);
/** "I'm done", "we're finished": the subject and its verb in one word. */
const ME_BE = new Set(["i'm", "i’m", "im", "we're", "we’re"]);
const BE = new Set(["am", "are", "'m", "’m"]);
const FINISH = new Set(["finish", "finished", "done"]);
/** What may follow the clause when nothing is finished by name: the end, a separator, or "then". */
const SEPARATORS = new Set([",", ":", "-", "–", ";"]);
/** Words that name what is finished ("the report", "my shift", "work", "up"): the clause goes on. */
const GOES_ON = new Set(
  "the my our a an this that it these those work school class lessons up with off at by here there".split(" "),
);

export const WHEN_I_FINISH: Rule = {
  name: "anchor/when-i-finish",
  starts: { words: [...OPENERS] },
  match: (tokens, i) => {
    if (!OPENERS.has(tokens[i].lower)) return null;
    let k = i + 1;
    const w = tokens[k]?.lower ?? "";
    if (ME_BE.has(w)) k++;
    else if (ME.has(w) && BE.has(tokens[k + 1]?.lower ?? "")) k += 2;
    else if (ME.has(w)) k++;
    else return null;
    if (!FINISH.has(tokens[k]?.lower ?? "")) return null;
    // ("I finish"/"we finish" is the verb; "I'm done"/"we're finished" the state.)
    if (tokens[k].lower === "done" && k === i + 2 && ME.has(w)) return null;
    const next = tokens[k + 1];
    // "call mum when I'm done": the clause closing its item.
    if (next === undefined || closesItem(next)) return { end: k + 1, text: "after work" };
    if (!opensItem(tokens, i, true)) return null;
    if (next.lower === "then") return { end: k + 2, text: "after work" };
    if (SEPARATORS.has(next.text)) return { end: k + 2, text: "after work" };
    if (next.kind !== "word" || GOES_ON.has(next.lower)) return null;
    return { end: k + 1, text: "after work" };
  },
};
