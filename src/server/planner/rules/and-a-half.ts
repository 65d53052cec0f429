/**
 * A length and a half (issue 29, kind 6): "1h y media", "2 hours and a half", "una hora y media",
 * "3h and a half" are 90, 150, 90 and 210 minutes, never a length and a stray item "Media" ("1h y cuarto": 75).
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
    // ("1h y cuarto", "2 hours and a quarter": 75 and 135 minutes.)
    const part = half === "media" || half === "half" ? 30 : half === "cuarto" || half === "quarter" ? 15 : 0;
    if (!part) return null;
    return { end: k + 1, text: `${len.minutes + part} min` };
  },
};

/** "y media", "y cuarto" after a bare "hora". */
const PARTS: Record<string, number> = { media: 30, cuarto: 15 };

/**
 * "(hora y media más o menos)", "hora y cuarto": an hour and a half (or a quarter) with no count
 * before it, as Spanish says it, is 90 (75) minutes, never an "y" that splits the item before it
 * ("ir al mercado por carne y tortillas (hora y media)" is one item).
 */
export const BARE_HOUR_AND_HALF: Rule = {
  name: "duration/bare-hour-and-half",
  starts: { words: ["hora"] },
  match: (tokens, i) => {
    const before = tokens[i - 1];
    if (tokens[i].lower !== "hora" || before?.count !== undefined || before?.lower === "la") return null;
    const part = PARTS[tokens[i + 2]?.lower ?? ""];
    if (tokens[i + 1]?.lower !== "y" || part === undefined) return null;
    return { end: i + 3, text: `${60 + part} min` };
  },
};
