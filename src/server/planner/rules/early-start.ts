/**
 * A clock time takes the reading a careful person would (issue 29, kind 9): "early start - train to
 * London 6:52", "early one today, gym at 6" say the day begins before its usual start, so the first
 * bare early hour after them (4 to 7) is the morning's: "6:52am", never 18:52. A pass of its own
 * (core/grammar-pass.ts), so the words between stay for every other rule. Bounded: LOOK tokens on.
 */

import { readClock, spanText, type Rule } from "../core/rules";

const START = new Set(["start", "one", "day", "morning"]);
const LOOK = 30;
const SPOKEN = new Set(["half", "quarter", "past", "to", "til", "till", "until", "-", "–"]);

export const EARLY_START: Rule = {
  name: "clock/early-start",
  starts: { words: ["early"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "early" || !START.has(tokens[i + 1]?.lower ?? "")) return null;
    for (let k = i + 2; k < tokens.length && k < i + 2 + LOOK; k++) {
      const c = readClock(tokens, k);
      if (!c) continue;
      // A length or a count is no hour ("2 hrs", "3 emails"); an hour written with its am/pm is read already.
      if (tokens[k + 1]?.unitMinutes || c.mer || tokens[k].glued) return null;
      // ("half 5", "quarter past 6": the British clock words read the hour with their own rule.)
      if (SPOKEN.has(tokens[k - 1]?.lower ?? "")) return null;
      if (c.h < 4 || c.h > 7) return null;
      return { end: c.end, text: `${spanText(tokens, i, c.end)}am` };
    }
    return null;
  },
};
