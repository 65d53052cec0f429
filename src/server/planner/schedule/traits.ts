/**
 * Task traits: what the solver needs to know of a task beyond its fields (a meal and which one,
 * cooking or washing up next to a meal, travel, a pick-up, a nap, leisure, a personal errand, a meeting or
 * call that keeps a buffer after it, a brunch). Policies read these, never the title: the words are
 * read once here (activity.ts, lexicon.ts), and an extractor that knows better (the grammar's
 * taggers, the LLM) may fill `ExtractedTask.traits` directly; what it leaves out is read from the
 * title, so tasks from either extractor are placed the same way.
 */

import {
  AFTER_MEAL,
  AR_MEAL_PREP,
  isPersonalTask,
  isPickup,
  MEAL_PREP,
  MEETING_OR_CALL,
  NAP,
  TRAVEL,
} from "../activity";
import { classifyKind, isLeisure, mealType, type MealType } from "../lexicon";
import type { BlockKind, ExtractedTask, TaskTraits } from "../types";

export type { TaskTraits } from "../types";

/** The meal cooked by "cook dinner", "preparar la comida". */
/** A title that is only cooking ("cook", "cocinar", "أطبخ"): the day's cooking is its dinner's. Anchored. */
const BARE_COOK = /^(?:cook(?:ing)?|cook\s+(?:something|food)|make\s+food|cocinar|hacer\s+de\s+comer|[أا]?طبخ)$/iu;

const prepOf = (title: string): "lunch" | "dinner" | undefined => {
  const m = MEAL_PREP.exec(title) ?? AR_MEAL_PREP.exec(title);
  if (!m) return BARE_COOK.test(title.trim()) ? "dinner" : undefined;
  return /dinner|supper|iftar|cena|عشا|tea/iu.test(m[1] ?? m[2] ?? "") ? "dinner" : "lunch";
};

/** Traits read from titles alone (nothing given), by kind and title: the same title reads the same every time. */
const byTitle = new Map<string, TaskTraits>();

/** Traits of a title of the given kind (a task, or a block already on the day). */
export function traitsOfTitle(title: string, kind: BlockKind, given: Partial<TaskTraits> = {}): TaskTraits {
  for (const _ in given) return readTraits(title, kind, given);
  const key = `${kind}\u0000${title}`;
  let t = byTitle.get(key);
  if (!t) {
    if (byTitle.size >= 5000) byTitle.clear();
    t = readTraits(title, kind, given);
    byTitle.set(key, t);
  }
  return t;
}

function readTraits(title: string, kind: BlockKind, given: Partial<TaskTraits>): TaskTraits {
  const leisure = given.leisure ?? (kind !== "meal" && kind !== "break" && isLeisure(title));
  const meal: MealType | undefined = kind === "meal" ? (given.meal ?? mealType(title) ?? "other") : undefined;
  // An event with no time of its own is placed as the kind its words say ("meeting" stays an event, "report" a task).
  const flexKind = given.flexKind ?? (kind === "event" && !leisure ? classifyKind(title, false) : kind);
  return {
    meal,
    leisure,
    flexKind,
    personal: given.personal ?? (!meal && !leisure && isPersonalTask(title, flexKind)),
    travel: given.travel ?? TRAVEL.test(title),
    pickup: given.pickup ?? isPickup(title),
    justBefore: given.justBefore,
    nap: given.nap ?? NAP.test(title),
    prepares: "prepares" in given ? given.prepares : prepOf(title),
    afterMeal: given.afterMeal ?? AFTER_MEAL.test(title),
    meetingOrCall: given.meetingOrCall ?? MEETING_OR_CALL.test(title),
    brunch: given.brunch ?? /brunch/iu.test(title),
    lateLunch: given.lateLunch,
    mealOfTitle: "mealOfTitle" in given ? given.mealOfTitle : mealType(title),
  };
}

const cache = new WeakMap<ExtractedTask, TaskTraits>();

/** The task's traits: the ones its extractor gave, the rest read from its title once. */
export function traitsOf(task: ExtractedTask): TaskTraits {
  let t = cache.get(task);
  if (!t) {
    t = traitsOfTitle(task.title, task.kind, task.traits);
    cache.set(task, t);
  }
  return t;
}
