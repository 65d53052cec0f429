/**
 * "physio exercises x2 (15 min)", "stretches x3": "x2" after an item is how many times it is done,
 * read like "twice" (refiners/repeat.ts lays the times out across the day), never part of the
 * title. Only 2 to 6 times, and never before a plural it counts ("meal prep x4 lunches" is for four lunches).
 * After a plural of things made or dealt with one by one ("thank you cards x5", "invoices x4") it is how many of
 * them (issue 29, kind 2): one item, its "x5" left for the count's reading, never five blocks across the day.
 */

import { type Rule } from "../core/rules";

/** Things done one by one: "cards x5" is five cards in one sitting, where "stretches x3" is three times a day. */
const THINGS = new Set(
  (
    "cards letters notes emails mails invoices reports forms essays papers labels bags parcels packages " +
    "envelopes tags orders receipts applications reviews quotes presents gifts certificates postcards"
  ).split(" "),
);

const SAY = ["", "", "twice", "3 times", "4 times", "5 times", "6 times"];

export const TIMES_X: Rule = {
  name: "count/times-x",
  starts: { words: ["x2", "x3", "x4", "x5", "x6"] },
  match: (tokens, i) => {
    const m = /^x([2-6])$/u.exec(tokens[i].lower);
    if (!m || i === 0 || tokens[i - 1].kind !== "word" || THINGS.has(tokens[i - 1].lower)) return null;
    // "meal prep x4 lunches": a count of the things after it, not how many times.
    const next = tokens[i + 1];
    if (next?.kind === "word" && next.unitMinutes === undefined && !next.tags.has("each") && /s$/u.test(next.lower))
      return null;
    return { end: i + 1, text: SAY[Number(m[1])] };
  },
};
