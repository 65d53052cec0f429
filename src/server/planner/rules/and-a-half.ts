/**
 * A length and a half (issue 29, kind 6): "1h y media", "2 hours and a half", "una hora y media",
 * "3h and a half" are 90, 150, 90 and 210 minutes, never a length and a stray item "Media".
 */

import { LENGTH_STARTS, readLength, type Rule } from "../core/rules";

const AND = new Set(["y", "and", "e"]);

export const AND_A_HALF: Rule = {
  name: "duration/and-a-half",
  starts: LENGTH_STARTS,
  match: (tokens, i) => {
    const len = readLength(tokens, i);
    if (!len || len.minutes % 60 !== 0 || !AND.has(tokens[len.end]?.lower ?? "")) return null;
    let k = len.end + 1;
    if (tokens[k]?.lower === "a") k++;
    const half = tokens[k]?.lower;
    if (half !== "media" && half !== "half") return null;
    return { end: k + 1, text: `${len.minutes + 30} min` };
  },
};
