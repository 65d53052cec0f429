/**
 * Day shape, next to another block. Why: some things only make sense beside something else, and
 * the first free slot of the morning is the wrong place for them.
 * - Washing up follows a meal (dinner if there is one, else lunch).
 * - Cooking a meal goes right before that meal, when the meal is in the plan (within an hour of
 *   it); failing that, still before the meal wherever there is room.
 * - A trip of three hours or less that must end by a timed item ("commute 30 min, office at 9")
 *   ends where that item (or work) begins, not hours before it.
 * - A pick-up or drop-off, or cooking, due by a time ("pick up Jess b4 6", "cook dinner by 5") happens
 *   close before that time, in the latest free slot before it: the person goes when it is due, not
 *   at the first free slot of the morning.
 * Each reads the task's traits and fields only. `true` means the task was placed.
 */

import { ceilGrid, toMinutes } from "../time";
import { blockTraits, placeWhole, type Solve } from "./state";
import type { Placing } from "./placing";

const unanchored = (p: Placing): boolean => !p.task.deadline && !p.task.earliestStart;

/** Washing up: after the meal (moves the window's start). */
export function afterMeal(s: Solve, p: Placing): void {
  const { task } = p;
  if (!(p.kind === "task" && p.traits.afterMeal && unanchored(p) && !task.partOfDay && p.f.after.length === 0)) return;
  const meals = s.blocks.filter((b) => b.kind === "meal" && blockTraits(s, b).mealOfTitle !== undefined);
  const meal =
    meals.find((b) => blockTraits(s, b).mealOfTitle === "dinner") ??
    meals.find((b) => blockTraits(s, b).mealOfTitle === "lunch");
  if (meal && toMinutes(meal.end) + task.durationMinutes <= p.hi) {
    p.lo = Math.max(p.lo, ceilGrid(toMinutes(meal.end)));
    p.loBy = "after";
    p.afterTitle = meal.title;
  }
}

/** Cooking: right before its meal (placed), or at least before it (the window's end moves). */
export function beforeMeal(s: Solve, p: Placing): boolean {
  const { task } = p;
  const meal = p.traits.prepares;
  // A deadline is no anchor here: it only moves the end of the window ("cook 1h before" dinner at 7).
  if (!(p.kind === "task" && meal && !task.earliestStart && task.durationMinutes <= s.limits.focus)) return false;
  const mealBlock = s.blocks.find(
    (b) =>
      b.kind === "meal" && blockTraits(s, b).mealOfTitle === meal && toMinutes(b.start) - task.durationMinutes >= p.lo,
  );
  if (!mealBlock) return false;
  const by = Math.min(p.hi, toMinutes(mealBlock.start));
  const t = s.slots.latestSlot(p.lo, by, task.durationMinutes, p.work);
  if (t !== undefined && toMinutes(mealBlock.start) - (t + task.durationMinutes) <= 60) {
    placeWhole(
      s,
      task,
      t,
      p.kind,
      p.work,
      { code: "before-meal", params: { title: mealBlock.title } },
      p.f.constraints,
    );
    return true;
  }
  // No room right before it: still before the meal, wherever there is room.
  if (t !== undefined) p.hi = by;
  return false;
}

/** A short trip ends where the timed item it leads to begins. */
export function travelTo(s: Solve, p: Placing): boolean {
  const { task } = p;
  if (!(p.traits.travel && task.deadline && !task.partOfDay && task.durationMinutes <= 180)) return false;
  const dl = toMinutes(task.deadline);
  const ws = s.options.workStart;
  const toWork = ws !== undefined && toMinutes(ws) === dl;
  const arrive = toWork || s.blocks.some((b) => b.fixed && toMinutes(b.start) === dl);
  const t = arrive ? s.slots.latestSlot(p.lo, Math.min(p.hi, dl), task.durationMinutes, p.work) : undefined;
  if (t === undefined || dl - (t + task.durationMinutes) > 30) return false;
  const reason = { code: toWork ? "before-work" : "deadline", params: { deadline: task.deadline } };
  placeWhole(s, task, t, p.kind, p.work, reason, p.f.constraints);
  return true;
}

/** A pick-up or cooking due by a time: in the latest free slot before it (its window's start still holds). */
export function closeBeforeDeadline(s: Solve, p: Placing): boolean {
  const { task } = p;
  if (!(
    task.deadline &&
    (p.traits.pickup || p.traits.prepares || p.traits.justBefore) &&
    task.durationMinutes <= s.limits.focus
  ))
    return false;
  const by = Math.min(p.hi, toMinutes(task.deadline));
  const t = s.slots.latestSlot(p.lo, by, task.durationMinutes, p.work);
  if (t === undefined) return false;
  placeWhole(s, task, t, p.kind, p.work, { code: "deadline", params: { deadline: task.deadline } }, p.f.constraints);
  return true;
}
