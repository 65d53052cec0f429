/**
 * A place that opens later (issue 29, kind 6): "pick up cable from the wholesaler (they open 7:30)",
 * "bank, opens at 9.30", "post office (it opens 9)" are not before then: the phrase becomes the plain
 * "after 7:30" the item reader knows, like "(closes 6:30)" becomes "by 6:30" (rules/deadline.ts).
 * "shop open 9-5:30" is opening hours (a range), and "open the shop at 7" is the item itself.
 */

import { readClock, type Rule } from "../core/rules";

const SUBJECTS = new Set(["they", "it", "which", "she", "he", "that"]);
const OPENS = new Set(["opens", "open", "reopens", "reopen"]);
const LINK = new Set(["at", "from", "@"]);
const RANGE = new Set(["-", "–", "to", "till", "til", "until"]);

export const OPENS_AT: Rule = {
  name: "anchor/opens-at",
  starts: { words: [...SUBJECTS, ...OPENS] },
  match: (tokens, i) => {
    const subject = SUBJECTS.has(tokens[i].lower);
    const k0 = subject ? i + 1 : i;
    const verb = tokens[k0]?.lower ?? "";
    // "open" alone is an imperative ("open the shop"): only with its subject, or as "opens".
    if (!OPENS.has(verb) || (!subject && !verb.endsWith("s"))) return null;
    let k = k0 + 1;
    if (tokens[k]?.lower === "again") k++;
    if (LINK.has(tokens[k]?.lower ?? "")) k++;
    const c = readClock(tokens, k);
    if (!c || RANGE.has(tokens[c.end]?.lower ?? "")) return null;
    const clock = tokens
      .slice(k, c.end)
      .map((x) => x.text)
      .join("");
    return { end: c.end, text: `after ${clock}` };
  },
};
