/**
 * Times of day the solver places things in: the parts of the day, each meal's usual window, the
 * nap after lunch, leisure in the evening. Minutes since midnight.
 */

import type { MealType } from "./lexicon";
import type { PartOfDay } from "./types";

export const NAP_FROM = 13 * 60 + 30;
/** A film or a party "in the evening" starts from here when it can. */
export const LEISURE_EVENING = 19 * 60;

export const PART_WINDOWS: Record<PartOfDay, [number, number]> = {
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 18 * 60],
  evening: [17 * 60, 24 * 60],
};

/**
 * An afternoon that starts late runs later: Spanish "por la tarde" is from about 15:00 to about 20:00
 * (phrases.ts), so an afternoon task not to start before 15:00 may end by 20:00.
 */
export const LATE_AFTERNOON: { from: number; end: number } = { from: 15 * 60, end: 20 * 60 };

/**
 * Meal times: the start is looked for in `range`, as close as possible to `core` (the earliest
 * start inside it when several are free), and the meal ends by `endBy`.
 */
export const MEAL_WINDOWS: Record<
  Exclude<MealType, "other">,
  { core: [number, number]; range: [number, number]; endBy: number }
> = {
  breakfast: { core: [0, 9 * 60], range: [0, 10 * 60 + 30], endBy: 11 * 60 + 30 },
  lunch: { core: [12 * 60, 13 * 60], range: [11 * 60, 14 * 60 + 30], endBy: 15 * 60 + 30 },
  dinner: { core: [18 * 60 + 30, 19 * 60 + 30], range: [17 * 60 + 30, 21 * 60], endBy: 22 * 60 + 30 },
};

/** Where a meal may go at all when its usual slot is taken (start of the window, end by). */
export const MEAL_BROAD: Record<Exclude<MealType, "other">, [number, number]> = {
  breakfast: [0, 12 * 60],
  lunch: [10 * 60 + 30, 16 * 60 + 30],
  dinner: [17 * 60 + 30, 24 * 60],
};

/** A Spanish "comida" the planner adds (meals.ts): about 14:00, ending by 16:00. */
export const LATE_LUNCH_WINDOW: (typeof MEAL_WINDOWS)["lunch"] = {
  core: [14 * 60, 14 * 60 + 15],
  range: [12 * 60 + 30, 15 * 60],
  endBy: 16 * 60,
};

export const BRUNCH_WINDOW: (typeof MEAL_WINDOWS)["lunch"] = {
  core: [10 * 60 + 30, 11 * 60 + 30],
  range: [9 * 60 + 30, 13 * 60],
  endBy: 14 * 60,
};
