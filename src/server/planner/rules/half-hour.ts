/**
 * British "half ten" (issue 29, kind 9): "meeting w/ Jen half 10 till 11", "yoga 6 till half 7",
 * "at half 2" are 10:30, 7:30 and 2:30, written out as N:30 for the item reader. Not "half an hour",
 * not "one and a half", not "half 2 hours" (a length follows), not "first half 6-10am" (a part of a shift).
 */

import { type Rule } from "../core/rules";

const NOT_BEFORE = new Set(["a", "and", "an", "&"]);
/** Words that make "half" a noun, the part of a shift or a match: "first half 6-10am", "second half 3-7". */
const PART_OF = new Set(["first", "second", "1st", "2nd", "other", "top", "bottom", "back", "front"]);

export const HALF_HOUR: Rule = {
  name: "clock/half-n",
  starts: { words: ["half"] },
  match: (tokens, i) => {
    const before = tokens[i - 1]?.lower ?? "";
    if (tokens[i].lower !== "half" || NOT_BEFORE.has(before) || PART_OF.has(before)) return null;
    const n = tokens[i + 1];
    if (n?.kind !== "number" || n.glued || (n.value ?? 0) < 1 || (n.value ?? 0) > 12) return null;
    const after = tokens[i + 2];
    if (after?.unitMinutes || after?.lower === "past") return null;
    return { end: i + 2, text: `${n.value}:30` };
  },
};
