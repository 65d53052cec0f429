/**
 * Headers, moods and asides are not tasks (issue 29, kind 3): a bracketed note that stands alone as
 * an item ("writing day ✍️ (deadline friday!!)", "(2nd week of placement)", "(no car today)") plans
 * nothing. One with a time or a length in it is left to the item reader ("(2h)" on its own line
 * belongs to the item before).
 */

import { readLength, type Rule } from "../core/rules";
import { closesItem, opensItem, SHORTHAND, type Tagged } from "../core/tags";

const MOST = 12;
const TOMORROW = new Set(["tomorrow", "mañana", "بكرة", "بكره", "بكرا"]);
/** "(tomorrow off)", "(mañana libre)": an aside about that day, nothing to list. */
const OFF = new Set(["off", "free", "libre", "fiesta", "إجازة", "اجازة", "عطلة", "راحة"]);
/** "(tmrw: dentist at 9)" on its own line is tomorrow's item, listed for that day (rules/other-day.ts). */
function tomorrowItem(tokens: readonly Tagged[], i: number): boolean {
  const t = tokens[i + 1];
  if (t === undefined || !(TOMORROW.has(t.lower) || SHORTHAND.get(t.lower) === "tomorrow")) return false;
  const first = tokens[tokens[i + 2]?.text === ":" ? i + 3 : i + 2];
  return first?.kind === "word" && !OFF.has(first.lower);
}

export const BRACKET_LINE: Rule = {
  name: "aside/bracket-line",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(" || !opensItem(tokens, i) || tomorrowItem(tokens, i)) return null;
    let k = i + 1;
    for (; k < tokens.length && k - i < MOST && tokens[k].text !== ")"; k++) {
      const t = tokens[k];
      if (t.kind === "clock" || t.kind === "break" || t.text === "(" || readLength(tokens, k)) return null;
    }
    if (tokens[k]?.text !== ")") return null;
    k++;
    while (tokens[k]?.kind === "emoji" || tokens[k]?.text === "!") k++;
    return closesItem(tokens[k]) ? { end: k, text: "" } : null;
  },
};
