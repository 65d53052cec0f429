/**
 * What is done on a trip goes inside it, and the trip stays on the day (issue 29, kind 8): "train to
 * Leeds 10-12, eat lunch on the train", "ferry 9-3, prep slides on the ferry 1h", "tren de 10 a
 * 12:30, comer en el tren". The items done aboard (order.ts reads them from rules/during.ts) are
 * pinned inside the trip's times in the order written: a meal as close to its usual hour as the trip
 * allows, anything else after a few minutes to settle in. The trip is split around them, so each
 * part of it stays a visible block (never the window that disappears, as a layover does).
 * Language-free: it reads the tasks' times and whether an item is a meal.
 */

import { mealType } from "../lexicon";
import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask } from "../types";
import { MEAL_WINDOWS } from "../windows";

/** Minutes to settle in before working aboard, when the trip has room for them. */
const SETTLE = 15;

/** Where the item starts, from `from` on, ending by `to`; undefined when it does not fit. */
function startAboard(t: ExtractedTask, from: number, to: number): number | undefined {
  const len = t.durationMinutes;
  if (from + len > to) return undefined;
  const meal = mealType(t.title);
  if (meal === undefined || meal === "other") return to - from >= len + SETTLE ? from + SETTLE : from;
  const usual = MEAL_WINDOWS[meal].core[0];
  return Math.min(Math.max(usual, from), to - len);
}

/** `aboard`: item id -> the trip's id. Returns the tasks with each trip split around its items. */
export function workAboard(tasks: ExtractedTask[], aboard: ReadonlyMap<string, string> | undefined): ExtractedTask[] {
  if (!aboard?.size) return tasks;
  const out: ExtractedTask[] = [];
  const renamed = new Map<string, string>();
  for (const trip of tasks) {
    out.push(trip);
    if (!trip.fixedStart || !trip.fixedEnd) continue;
    const guests = tasks.filter((t) => aboard.get(t.id) === trip.id && !t.fixedStart);
    if (guests.length === 0) continue;
    const end = toMinutes(trip.fixedEnd);
    let from = toMinutes(trip.fixedStart);
    const placed: [number, number][] = [];
    for (const g of guests) {
      const start = startAboard(g, from, end);
      if (start === undefined) continue;
      Object.assign(g, { fixedStart: fromMinutes(start), fixedEnd: fromMinutes(start + g.durationMinutes) });
      g.during = trip.title;
      delete g.earliestStart;
      delete g.deadline;
      delete g.partOfDay;
      placed.push([start, start + g.durationMinutes]);
      from = start + g.durationMinutes;
    }
    // The trip's parts: before, between and after its items.
    const parts: [number, number][] = [];
    let at = toMinutes(trip.fixedStart);
    for (const [s, e] of placed) {
      if (s > at) parts.push([at, s]);
      at = e;
    }
    if (end > at) parts.push([at, end]);
    if (parts.length === 0) continue;
    const [first, ...rest] = parts;
    Object.assign(trip, { fixedStart: fromMinutes(first[0]), fixedEnd: fromMinutes(first[1]) });
    trip.durationMinutes = first[1] - first[0];
    rest.forEach(([s, e], n) => {
      const id = `${trip.id}${String.fromCharCode(98 + n)}`;
      // (Its reason says until when, as the person did: "until 3pm", not a start they never wrote.)
      const part = { ...trip, id, fixedStart: fromMinutes(s), fixedEnd: fromMinutes(e), durationMinutes: e - s };
      out.push({ ...part, timedUntil: true });
      renamed.set(trip.id, id);
    });
  }
  // What comes after the trip comes after its last part.
  if (renamed.size > 0) for (const t of out) if (t.after) t.after = t.after.map((id) => renamed.get(id) ?? id);
  return out;
}
