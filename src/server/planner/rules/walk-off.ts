/**
 * Walking a meal off comes after it (issue 29, kind 8): "walk off lunch w/ the dog", "work off
 * dinner at the gym" are no meal (lexicon.ts) and come after that meal: the plain "after lunch"
 * follows the words, which stay in the title.
 */

import { type Rule } from "../core/rules";

const VERBS = new Set(["walk", "work", "sleep", "dance"]);
const MEALS = new Set(["lunch", "dinner", "breakfast", "brunch", "tea"]);

export const WALK_OFF: Rule = {
  name: "anchor/walk-off-meal",
  starts: { words: [...VERBS] },
  match: (tokens, i) => {
    if (!VERBS.has(tokens[i].lower) || tokens[i + 1]?.lower !== "off") return null;
    const meal = tokens[i + 2];
    if (!meal || !MEALS.has(meal.lower)) return null;
    const anchor = meal.lower === "tea" ? "dinner" : meal.lower;
    return { end: i + 3, text: `${tokens[i].text} off ${meal.text} after ${anchor}` };
  },
};
