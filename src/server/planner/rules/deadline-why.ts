/**
 * Why a deadline falls when it does, said after its clock (issue 29, r11 kind 2): "water the veg
 * patch before 4:30 when it gets dark", "post the parcel by 5 as they close then", "mow before 7
 * since it's dark after" keep the deadline ("before 4:30"); the clause after it is no part of the
 * title and plans nothing. Only right after "before/by <clock>", up to the next comma, bracket or
 * end of item; bounded: at most MOST words.
 */

import { readClock, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const WHY = new Set(["when", "as", "since", "cos", "cuz"]);
const BEFORE = new Set(["before", "by", "b4", "bfr"]);
const SUBJECTS = new Set(
  "it it's its they they're theyre the that's thats everything everyone we shops shop i she he".split(" "),
);
const MOST = 8;

/** Whether a "before/by <clock>" ends right at i. */
function deadlineEndsAt(tokens: readonly Tagged[], i: number): boolean {
  for (let j = Math.max(1, i - 3); j < i; j++) {
    if (!BEFORE.has(tokens[j - 1].lower)) continue;
    if (readClock(tokens, j)?.end === i) return true;
  }
  return false;
}

export const DEADLINE_WHY: Rule = {
  name: "aside/deadline-why",
  starts: { words: [...WHY] },
  match: (tokens, i) => {
    if (!WHY.has(tokens[i].lower) || !SUBJECTS.has(tokens[i + 1]?.lower ?? "")) return null;
    if (!deadlineEndsAt(tokens, i)) return null;
    for (let k = i + 2; k < i + 2 + MOST; k++) {
      const t = tokens[k];
      if (closesItem(t) || t.text === "," || t.text === "(" || t.text === ")") return { end: k, text: "" };
      if (t.kind !== "word") return null;
    }
    return null;
  },
};
