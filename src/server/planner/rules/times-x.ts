/**
 * "physio exercises x2 (15 min)", "stretches x3": "x2" after an item is how many times it is done,
 * read like "twice" (refiners/repeat.ts lays the times out across the day), never part of the
 * title. Only 2 to 6 times.
 */

import { type Rule } from "../core/rules";

const SAY = ["", "", "twice", "3 times", "4 times", "5 times", "6 times"];

export const TIMES_X: Rule = {
  name: "count/times-x",
  starts: { words: ["x2", "x3", "x4", "x5", "x6"] },
  match: (tokens, i) => {
    const m = /^x([2-6])$/u.exec(tokens[i].lower);
    if (!m || i === 0 || tokens[i - 1].kind !== "word") return null;
    return { end: i + 1, text: SAY[Number(m[1])] };
  },
};
