/**
 * "- dinner: pasta bake", "- supper: jacket potatoes" (issue 29, en18): a meal word, a colon, then a
 * dish is that meal and what is in it, "dinner (pasta bake)", never a task titled "Pasta bake".
 * Only the evening meal, and not when a verb opens what follows ("dinner: ring mum" is something to do), nor
 * when a number or clock is in it. Bounded: six words.
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";
import { TASK_VERBS } from "../segment-words";

/**
 * The evening meal only: "lunch:" often heads what is done in it ("lunch: ring the bank"); and not "tea",
 * which alone reads as a 30-minute task, not a meal (so "tea: fish fingers" would take a slot of the day).
 */
const MEALS = new Set(["dinner", "supper"]);
/** Verbs TASK_VERBS leaves out that open something to do: "dinner: ring mum". */
const DOING = new Set(["ring", "call", "text", "phone", "pay", "book", "pick", "buy", "go", "do", "make", "cook"]);
const MOST = 6;

export const MEAL_DISH: Rule = {
  name: "meal/meal-dish",
  starts: { words: [...MEALS] },
  match: (tokens, i) => {
    if (!MEALS.has(tokens[i].lower) || !opensItem(tokens, i) || tokens[i + 1]?.text !== ":") return null;
    let k = i + 2;
    if (tokens[k]?.kind !== "word" || TASK_VERBS.has(tokens[k].lower) || DOING.has(tokens[k].lower)) return null;
    while (k < i + 2 + MOST && tokens[k]?.kind === "word") k++;
    if (!closesItem(tokens[k])) return null;
    const dish = tokens
      .slice(i + 2, k)
      .map((t) => t.text)
      .join(" ");
    return { end: k, text: `${tokens[i].text} (${dish})` };
  },
};
