/**
 * A meal said by who eats it (issue 29, kinds 8 and 9): "cook dinner before we eat at 7", "make tea
 * for the kids before they eat at 5.30", "prep lunch b4 everyone eats at 1" is the meal at that hour,
 * and the item before it: it becomes "before dinner at 7" (the meal the item names, else lunch for a
 * midday hour and dinner for the rest), which the item reader reads as the meal's time and the item's
 * order. Bounded: the subject's two words and MOST_BACK tokens read back for the meal's word.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const WHO = new Set(["we", "they", "i", "everyone", "everybody", "he", "she", "kids", "guests", "people"]);
const EAT = new Set(["eat", "eats", "dine", "dines"]);
const MEALS = new Set(["dinner", "tea", "supper", "lunch", "breakfast", "brunch"]);
/** The evening meal's other names read as the dinner ("before tea at 5.30" would be an event "Tea"). */
const DINNER = new Set(["tea", "supper"]);
const MOST_BACK = 10;

/** The meal the item before names ("cook dinner", "make tea for the kids"), if any. */
function mealBefore(tokens: Parameters<Rule["match"]>[0], i: number): string | undefined {
  for (let k = i - 1; k >= 0 && i - k <= MOST_BACK && !closesItem(tokens[k]) && tokens[k].text !== ","; k--)
    if (MEALS.has(tokens[k].lower)) return DINNER.has(tokens[k].lower) ? "dinner" : tokens[k].lower;
  return undefined;
}

export const BEFORE_WE_EAT: Rule = {
  name: "anchor/before-we-eat",
  starts: { words: ["before", "b4"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "before" && tokens[i].lower !== "b4") return null;
    let k = i + 1;
    if (tokens[k]?.lower === "the" && WHO.has(tokens[k + 1]?.lower ?? "")) k++;
    if (!WHO.has(tokens[k]?.lower ?? "") || !EAT.has(tokens[k + 1]?.lower ?? "")) return null;
    k += 2;
    if (tokens[k]?.lower !== "at") return null;
    const c = readClock(tokens, k + 1);
    if (!c) return null;
    const next = tokens[c.end];
    if (!(closesItem(next) || next?.text === "," || next?.text === "،")) return null;
    const h = c.mer === "pm" && c.h < 12 ? c.h + 12 : c.h;
    const meal = mealBefore(tokens, i) ?? (h >= 11 && h <= 14 ? "lunch" : h === 1 || h === 2 ? "lunch" : "dinner");
    return { end: c.end, text: `before ${meal} at ${spanText(tokens, k + 1, c.end, "")}` };
  },
};
