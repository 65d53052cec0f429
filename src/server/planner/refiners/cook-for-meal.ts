/**
 * Cooking (or setting the table) with no meal named is for the next meal written (issue 29, kind 10): "pick up the kids, cook,
 * dinner at 9", "recoger a los niños, cocinar, cena a las 9", "أطبخ، العشا الساعة ٨" plan the cooking
 * right before that meal, as "cook dinner" is. A language-free refiner over the extracted tasks:
 * the cooking task gets the trait `prepares` (the solver's policies read it, never the title).
 */

import { AR_MEAL_PREP, MEAL_PREP } from "../activity";
import { mealType } from "../lexicon";
import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask } from "../types";

/** A title that is only cooking: "cook", "cocinar", "make food", "الطبخ". Anchored, so linear. */
const COOK_ONLY =
  /^(?:cook(?:ing)?|cook\s+(?:something|food)|make\s+food|cocinar|hacer\s+de\s+comer|guisar|طبخ|الطبخ|أطبخ|اطبخ|(?:set|lay)\s+the\s+table|poner\s+la\s+mesa)$/iu;

export function cookForNextMeal(tasks: ExtractedTask[]): void {
  tasks.forEach((t, i) => {
    if (t.kind === "meal" || t.traits?.prepares || !COOK_ONLY.test(t.title.trim())) return;
    // The next meal written, or the one it must be ready for ("iftar at 5:10, cook 1h before").
    // Or the meal written right before it ("dinner at 7, cook 45 min").
    const meal =
      tasks.slice(i + 1).find((o) => o.kind === "meal") ??
      tasks.find((o) => o.kind === "meal" && t.deadline !== undefined && o.fixedStart === t.deadline) ??
      (tasks[i - 1]?.kind === "meal" && tasks[i - 1].fixedStart ? tasks[i - 1] : undefined);
    const which = meal ? mealType(meal.title) : undefined;
    if (which !== "lunch" && which !== "dinner") return;
    t.traits = { ...t.traits, prepares: which };
  });
}

/** When cooking for a meal starts at the earliest when that meal is not written ("cook dinner before 8"). */
const COOK_FROM = { lunch: 11 * 60, dinner: 16 * 60 + 30 } as const;

/**
 * "cook dinner before 8", "أطبخ العشا": with no meal of that kind written to stand next to (the
 * solver's next-to policy), the cooking still happens near that meal's time, never in the morning.
 */
export function cookNearMealTime(tasks: ExtractedTask[]): void {
  for (const t of tasks) {
    // Only with a deadline ("by 8"): the window is then the person's; an open "cook dinner" on a full
    // day is left to the solver, which may place it earlier rather than not at all.
    if (t.kind === "meal" || t.fixedStart || t.earliestStart || !t.deadline) continue;
    const m = t.traits?.prepares ?? prepared(t.title);
    if (m === undefined || tasks.some((o) => o.kind === "meal" && mealType(o.title) === m)) continue;
    const from = COOK_FROM[m];
    const by = toMinutes(t.deadline);
    if (by - t.durationMinutes < from) continue;
    // "homework w/ them 4-5, make their dinner for 5.30, 40 min": when the day's timed items leave no
    // room for it after that hour, it starts in the latest gap before its deadline that can hold it.
    t.earliestStart = fromMinutes(Math.min(from, latestGapStart(tasks, t, by)));
  }
}

/** The latest start before `by` where `t` fits between the other tasks' written hours. */
function latestGapStart(tasks: readonly ExtractedTask[], t: ExtractedTask, by: number): number {
  const busy = tasks
    .filter((o) => o !== t && o.fixedStart && o.fixedEnd && !o.blocked)
    .map((o) => [toMinutes(o.fixedStart!), toMinutes(o.fixedEnd!)] as const)
    .filter(([a, b]) => a < by && b > a)
    .sort((x, y) => y[1] - x[1]);
  let end = by;
  for (const [a, b] of busy) {
    if (b <= end - t.durationMinutes) return end - t.durationMinutes;
    end = Math.min(end, a);
  }
  return end - t.durationMinutes;
}

function prepared(title: string): "lunch" | "dinner" | undefined {
  const m = MEAL_PREP.exec(title) ?? AR_MEAL_PREP.exec(title);
  if (!m) return undefined;
  return /dinner|supper|iftar|cena|عشا|tea/iu.test(m[1] ?? m[2] ?? "") ? "dinner" : "lunch";
}
