/**
 * Lunchtime as a time for something else (issue 29, kinds 5 and 8): "walk the dog at lunch", "gym
 * over lunch", "call the bank in my lunch break", "pay the rent during lunchtime" are that item in
 * the lunch hours, not a meal called "Walk the dog at lunch": the phrase becomes the plain window
 * "after 12:00 and before 14:00". An item that is itself a meal ("lunch with Sara at lunchtime",
 * "eat something at lunch") keeps its words.
 */

import { type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const OPENERS = new Set(["at", "over", "during", "in", "on", "@"]);
const OWNERS = new Set(["my", "the", "a", "our"]);
const LUNCH = new Set(["lunch", "lunchtime", "lunch-time", "lunchbreak"]);
const BREAK = new Set(["break", "hour", "time"]);
/** Words that make the item a meal itself. */
const EATING = new Set(["lunch", "eat", "eating", "meal", "sandwich", "picnic", "brunch", "lunchtime"]);
const LOOK_BACK = 12;

/** Whether the item the phrase ends (back to its start, bounded) has words of its own, none of eating. */
function ownItem(tokens: readonly Tagged[], i: number): boolean {
  let words = 0;
  for (let k = i - 1; k >= 0 && i - k <= LOOK_BACK; k--) {
    const t = tokens[k];
    if (t.kind === "word") {
      if (EATING.has(t.lower)) return false;
      words++;
    }
    if (opensItem(tokens, k, true)) break;
  }
  return words > 0;
}

export const AT_LUNCH: Rule = {
  name: "part/at-lunch",
  match: (tokens, i) => {
    if (!OPENERS.has(tokens[i].lower) || opensItem(tokens, i, true)) return null;
    let k = i + 1;
    if (OWNERS.has(tokens[k]?.lower ?? "")) k++;
    if (!LUNCH.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (BREAK.has(tokens[k]?.lower ?? "")) k++;
    const next = tokens[k];
    // "at lunch with Sara": a lunch of its own, with someone.
    if (next?.kind === "word" && !next.unitMinutes && !next.tags.has("and") && !next.tags.has("connector")) return null;
    if (!ownItem(tokens, i)) return null;
    return { end: k, text: "after 12:00 and before 14:00" };
  },
};
