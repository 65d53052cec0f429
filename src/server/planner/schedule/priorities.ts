/**
 * Priorities: the order flexible tasks are placed in, one at a time. Why: a greedy solver gives
 * the first room to what it places first, so that must be what matters most to the day.
 * 1. Meals (lunch, dinner, and breakfast when it opens the list) need their usual window; then
 *    cooking (right before its meal) and an evening out (a film, a party: they need the evening,
 *    where errands can go earlier); then everything else. Meals win over optional work, but not over
 *    an item squeezed into less than twice its length ("reset the props table between the tech and
 *    the dress"; "rehearsal report after the dress" at 9.30 on a day ending at 10): the meal can go elsewhere.
 * 2. Then the person's priority (5 urgent .. 1 only if there is time).
 * 3. Then the tighter window end. A deadline only counts when it is tight: when everything written
 *    before the task (and the meals) fits before it with an hour and a half to spare, the task keeps
 *    its written place instead of jumping the queue.
 * 4. Then the order the person wrote them.
 * A task waits until everything it comes after is placed (hard-constraints.ts, Dependencies).
 */

import type { Flex } from "../task-windows";
import { traitsOf } from "./traits";
import type { Solve } from "./state";
import { toMinutes } from "../time";

/** The part of the task's window it looks in first: the work hours for work, else all of it. */
function workRoom(s: Solve, f: Flex): [number, number] {
  const { workStart, workEnd } = s.options;
  const t = traitsOf(f.task);
  const work = (t.flexKind === "task" || t.flexKind === "event") && !f.leisure && !t.personal && !f.meal;
  if (!work || !workStart || !workEnd || f.task.earliestStart) return [f.lo, f.hi];
  const lo = Math.max(f.lo, toMinutes(workStart));
  const hi = Math.min(f.hi, toMinutes(workEnd));
  return hi - lo >= f.task.durationMinutes ? [lo, hi] : [f.lo, f.hi];
}

/** Free minutes before a deadline, at most, for the task to be placed with the meals. */
const SQUEEZED = 120;

/** The sort key of each flexible task: smaller is placed first. */
export function priorityKeys(s: Solve, flex: Flex[]): Map<Flex, number> {
  const { timeline, limits, day } = s;
  const freeIn = (lo: number, hi: number): number => {
    let free = 0;
    for (const [a, b] of timeline.gaps(lo, hi)) free += b - a;
    return free;
  };
  /** Whether the task's deadline leaves room for what is written before it (free: its window's free minutes). */
  const roomy = (f: Flex, free: number): boolean => {
    if (f.hiBy !== "deadline" && f.hiBy !== "successor" && f.hiBy !== "before") return false;
    // Its own breaks, and everything that may be placed before it: tasks written earlier, meals, and
    // tasks with limits of their own (a part of the day, a deadline).
    let demand = f.task.durationMinutes + limits.rest * Math.floor(f.task.durationMinutes / limits.focus);
    for (const g of flex) {
      if (g === f || g.lo >= f.hi) continue;
      if (g.index < f.index || g.hiBy || (g.meal !== undefined && g.meal !== "other")) demand += g.task.durationMinutes;
    }
    if (free - demand < 90) return false;
    // Work looks inside the work hours first (day-shape.ts): when what is written before it fills
    // them, keeping the written order would push the task before work starts ("report 3h, call the
    // doctor before 12" on a 9-to-5 day: the call went at 7:00).
    const [lo, hi] = workRoom(s, f);
    return (lo === f.lo && hi === f.hi) || freeIn(lo, hi) - demand >= 0;
  };
  // "dormir hasta la 1, comer, ir al banco antes de las 2": a deadline with little room left before
  // it goes with the meals, or the meal takes the only room it has. So does an item with little room
  // after what it follows ("rehearsal report after the dress" at 9.30 on a day ending at 10).
  const squeezed = (f: Flex, free: number, room: boolean): boolean => {
    const after = f.loBy === "after" && f.hiBy === undefined;
    if ((f.hiBy !== "deadline" && !after) || (!after && room)) return false;
    return free <= SQUEEZED;
  };
  const keyOf = new Map<Flex, number>();
  const firstFlexIndex = flex.length ? Math.min(...flex.map((f) => f.index)) : 0;
  for (const f of flex) {
    const t = f.task;
    const free = freeIn(f.lo, f.hi);
    const room = roomy(f, free);
    // Breakfast keeps its written place after a morning routine ("run, shower, breakfast").
    const mealFirst =
      f.meal === "lunch" || f.meal === "dinner" || (f.meal === "breakfast" && f.index === firstFlexIndex);
    const tight = squeezed(f, free, room);
    const rank =
      (mealFirst && !t.deadline && !t.partOfDay) || tight
        ? 0
        : (traitsOf(t).prepares !== undefined || (f.leisure && t.priority >= 3)) && !t.deadline && !t.earliestStart
          ? 1
          : 2;
    // ("reset the props table between the tech and the dress": the hour it has goes to it, not to a meal
    // that may go elsewhere; meals, at priority 4, would otherwise come first.)
    const prio = tight && free < 2 * t.durationMinutes ? 0 : 5 - Math.max(0, Math.min(5, t.priority));
    const hiKey = f.hiBy && !room ? f.hi : day.end;
    keyOf.set(f, ((rank * 8 + prio) * 4096 + Math.max(0, Math.min(4095, hiKey))) * 4096 + f.index);
  }
  return keyOf;
}

/** The next task to place: the smallest key among the ready ones (any, when none is ready). */
export function nextTask(pending: Set<Flex>, keyOf: Map<Flex, number>, ready: (f: Flex) => boolean): Flex {
  let pick: Flex | undefined;
  let pickKey = Infinity;
  for (const f of pending) {
    const k = keyOf.get(f) as number;
    if (k < pickKey && ready(f)) {
      pick = f;
      pickKey = k;
    }
  }
  if (!pick) {
    for (const f of pending) {
      const k = keyOf.get(f) as number;
      if (k < pickKey) {
        pick = f;
        pickKey = k;
      }
    }
  }
  return pick as Flex;
}
