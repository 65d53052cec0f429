/**
 * Spanish "al mediodía" with no hour is lunchtime, the early afternoon (issue 29, kind 5): "al
 * mediodía comer con Luis" goes between 13:00 and 16:00, never at a fixed 12:00. "a las 12 del
 * mediodía" keeps its hour (the clock patterns read it).
 */

import { type Rule } from "../core/rules";

const MIDDAY = new Set(["mediodía", "mediodia"]);

export const MIDDAY_WINDOW: Rule = {
  name: "part/al-mediodia",
  starts: { words: ["al", "a"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if ((t.lower !== "al" && t.lower !== "a") || !MIDDAY.has(tokens[i + 1]?.lower ?? "")) return null;
    // "por la tarde" too: an item with its own part of the day keeps it against the sentence's (segments.ts).
    return { end: i + 2, text: "por la tarde entre las 13:00 y las 16:00" };
  },
};
