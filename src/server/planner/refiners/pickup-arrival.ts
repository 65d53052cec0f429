/**
 * Anchors to the day's events hold (issue 29, kind 8): "flight lands at 6pm, pick up mum from the
 * airport", "el tren de Ana llega a las 5, recogerla en la estación" fetch the person when they
 * arrive, not in the first free slot of the morning, nor an hour later. A pick-up with no time of
 * its own written next to a timed arrival starts when it does, and the arrival (a moment, not an
 * hour of the person's day) is that pick-up: its own block goes. A language-free refiner over the
 * extracted tasks (the arrival's words come from one small list of arrival verbs).
 */

import { fromMinutes, toMinutes } from "../time";
import { isPickup } from "../activity";
import type { ExtractedTask } from "../types";

/** "lands", "arrives", "gets in", "llega", "aterriza", "يوصل": an arrival. Linear: one alternation. */
export const ARRIVES =
  /(?<![\p{L}])(?:lands?|landing|arriv(?:es|ing|al)|gets?\s+in|comes?\s+in|llega|llegan|aterriza|llegada|يوصل|توصل|توصلي|وصول)(?![\p{L}])/iu;

/** The tasks, with each pick-up written next to a timed arrival at its time and the arrival gone. */
export function pickUpOnArrival(tasks: ExtractedTask[]): ExtractedTask[] {
  const gone = new Map<string, string>();
  tasks.forEach((t, i) => {
    if (t.fixedStart || t.deadline || t.earliestStart || !isPickup(t.title)) return;
    const arrival = [tasks[i - 1], tasks[i + 1]].find(
      (o) => o?.fixedStart && !gone.has(o.id) && ARRIVES.test(o.title) && !isPickup(o.title),
    );
    if (!arrival?.fixedStart || t.after?.some((id) => id !== arrival.id)) return;
    const start = toMinutes(arrival.fixedStart);
    if (start + t.durationMinutes > 24 * 60) return;
    t.fixedStart = arrival.fixedStart;
    t.fixedEnd = fromMinutes(start + t.durationMinutes);
    delete t.partOfDay;
    delete t.after;
    gone.set(arrival.id, t.id);
  });
  if (gone.size === 0) return tasks;
  return tasks
    .filter((t) => !gone.has(t.id))
    .map((t) => (t.after?.some((id) => gone.has(id)) ? { ...t, after: t.after.map((id) => gone.get(id) ?? id) } : t));
}
