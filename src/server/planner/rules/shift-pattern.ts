/**
 * The week's shift pattern said before the day's hours (issue 29): "lates this wk, on 12-8 in CT",
 * "earlies this week, on 6-2", "nights again this wk, on 7-7" say which rota it is; the hours after
 * the comma are the day's, and the pattern is no item ("Lates this wk" placed at noon). Only opening
 * the text, with its comma and more of the line after it. Bounded: a few tokens.
 */

import { type Rule } from "../core/rules";

const PATTERNS = new Set(["lates", "earlies", "nights", "days", "twilights", "middles", "long"]);
const WEEK = new Set(["wk", "week", "wkend", "weekend"]);

export const SHIFT_PATTERN: Rule = {
  name: "aside/shift-pattern",
  starts: { words: [...PATTERNS] },
  match: (tokens, i) => {
    if (i !== 0 || !PATTERNS.has(tokens[i].lower)) return null;
    let k = i + 1;
    // "long days this week"
    if (tokens[i].lower === "long") {
      if (tokens[k]?.lower !== "days") return null;
      k++;
    }
    if (tokens[k]?.lower === "again") k++;
    if ((tokens[k]?.lower === "this" || tokens[k]?.lower === "all") && WEEK.has(tokens[k + 1]?.lower ?? "")) k += 2;
    else return null;
    if (tokens[k]?.text !== "," || tokens[k + 1]?.kind !== "word") return null;
    return { end: k + 1, text: "" };
  },
};
