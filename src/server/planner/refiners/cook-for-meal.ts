/**
 * Cooking (or setting the table) with no meal named is for the next meal written (issue 29, kind 10): "pick up the kids, cook,
 * dinner at 9", "recoger a los niños, cocinar, cena a las 9", "أطبخ، العشا الساعة ٨" plan the cooking
 * right before that meal, as "cook dinner" is. A language-free refiner over the extracted tasks:
 * the cooking task gets the trait `prepares` (the solver's policies read it, never the title).
 */

import { mealType } from "../lexicon";
import type { ExtractedTask } from "../types";

/** A title that is only cooking: "cook", "cocinar", "make food", "الطبخ". Anchored, so linear. */
const COOK_ONLY =
  /^(?:cook(?:ing)?|cook\s+(?:something|food)|make\s+food|cocinar|hacer\s+de\s+comer|guisar|طبخ|الطبخ|أطبخ|اطبخ|(?:set|lay)\s+the\s+table|poner\s+la\s+mesa)$/iu;

export function cookForNextMeal(tasks: ExtractedTask[]): void {
  tasks.forEach((t, i) => {
    if (t.kind === "meal" || t.traits?.prepares || !COOK_ONLY.test(t.title.trim())) return;
    const meal = tasks.slice(i + 1).find((o) => o.kind === "meal");
    const which = meal ? mealType(meal.title) : undefined;
    if (which !== "lunch" && which !== "dinner") return;
    t.traits = { ...t.traits, prepares: which };
  });
}
