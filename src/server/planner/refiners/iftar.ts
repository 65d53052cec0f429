/**
 * Ramadan (issue 29, kinds 5 and 9): on a fasting day "الفطور" / "الإفطار" is the iftar at sunset,
 * the day's evening meal, not breakfast; getting it ready ("أجهز الفطور") is cooking for that meal,
 * done right before it (the solver's next-to policy reads the traits). A refiner over the
 * extracted tasks; the fasting day is read from the text (locales/ar/fasting.ts).
 */

import { FAST_BREAKING, FASTING_DAY } from "../locales/ar/fasting";
import type { ExtractedTask } from "../types";

export function iftarIsDinner(tasks: ExtractedTask[], text: string): void {
  if (!FASTING_DAY.test(text)) return;
  for (const t of tasks) {
    if (!FAST_BREAKING.test(t.title)) continue;
    if (t.kind === "meal") t.traits = { ...t.traits, meal: "dinner", mealOfTitle: "dinner" };
    else t.traits = { ...t.traits, prepares: "dinner" };
  }
}
