/**
 * A meal with no name and no time ("grab a sandwich somewhere (15 min)", "eat something", "comer algo")
 * is the day's next meal that the text does not name (issue 29, kinds 6 and 8): the lunch window
 * (11:30-14:30) when no lunch is written, else the dinner window when no dinner is; never the first
 * free slot at 08:00 with a second, added "Lunch" beside it (meals.ts counts a nameless meal due in the
 * meal's hours as that meal). Only a meal with no time, window, part of the day or order of its own.
 * It reads the tasks' kinds, titles and times.
 */

import { mealType } from "../lexicon";
import type { ExtractedTask } from "../types";

const WINDOWS = {
  lunch: { from: "11:30", to: "14:30" },
  dinner: { from: "17:30", to: "20:30" },
} as const;

const loose = (t: ExtractedTask): boolean =>
  !t.fixedStart && !t.deadline && !t.earliestStart && !t.partOfDay && !(t.after?.length ?? 0) && !t.during;

export function unnamedMealWindow(tasks: ExtractedTask[]): void {
  const named = new Set(tasks.map((t) => mealType(t.title)));
  for (const t of tasks) {
    if (t.kind !== "meal" || mealType(t.title) !== "other" || !loose(t)) continue;
    const meal = !named.has("lunch") ? "lunch" : !named.has("dinner") ? "dinner" : undefined;
    if (!meal) continue;
    named.add(meal);
    t.earliestStart = WINDOWS[meal].from;
    t.deadline = WINDOWS[meal].to;
    // (The solver's policies read which meal it is; its reason is the meal's, not "as you asked".)
    t.traits = { ...t.traits, meal };
  }
}
