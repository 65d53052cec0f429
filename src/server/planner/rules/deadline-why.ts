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
/** "because", "porque": after a deadline's clock, whatever follows is its reason ("porque lo entrego hoy"). */
const BECAUSE = new Set(["because", "bc", "coz", "porque", "xq", "pq", "ya"]);
const BEFORE = new Set(["before", "by", "b4", "bfr", "para"]);

/** Whether t opens a deadline's reason ("because", "as", "porque"): lead-deadline.ts leaves it. */
export const opensReason = (t: Tagged | undefined): boolean => WHY.has(t?.lower ?? "") || BECAUSE.has(t?.lower ?? "");
const SUBJECTS = new Set(
  (
    "it it's its they they're theyre the that's thats everything everyone we shops shop " +
    // "all before 3 when school finishes", "by 6 as my shift starts", "before 5 when I pick up Mia".
    "school nursery college uni work class my our i he she mum dad"
  ).split(" "),
);
const MOST = 8;

/** "antes de las 6", "antes de la 1": Spanish "before" ends right before j (its "las" is the clock's cue). */
function antesDe(tokens: readonly Tagged[], j: number): boolean {
  let k = j - 1;
  if (tokens[k]?.lower === "las" || tokens[k]?.lower === "la") k--;
  return tokens[k]?.lower === "de" && tokens[k - 1]?.lower === "antes";
}

/** Whether a "before/by <clock>" ends right at i. */
function deadlineEndsAt(tokens: readonly Tagged[], i: number): boolean {
  for (let j = Math.max(1, i - 3); j < i; j++) {
    if (!BEFORE.has(tokens[j - 1].lower) && !antesDe(tokens, j)) continue;
    if (readClock(tokens, j)?.end === i) return true;
  }
  return false;
}

export const DEADLINE_WHY: Rule = {
  name: "aside/deadline-why",
  starts: { words: [...WHY, ...BECAUSE] },
  match: (tokens, i) => {
    const word = tokens[i].lower;
    // ("ya que": "since".)
    const because = BECAUSE.has(word) && (word !== "ya" || tokens[i + 1]?.lower === "que");
    if (!because && (!WHY.has(word) || !SUBJECTS.has(tokens[i + 1]?.lower ?? ""))) return null;
    if (!deadlineEndsAt(tokens, i)) return null;
    for (let k = i + (word === "ya" ? 2 : 1); k < i + 2 + MOST; k++) {
      const t = tokens[k];
      if (closesItem(t) || t.text === "," || t.text === "(" || t.text === ")") return { end: k, text: "" };
      if (t.kind !== "word") return null;
    }
    return null;
  },
};
