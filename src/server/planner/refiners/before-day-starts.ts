/**
 * Deadlines hold (issue 29, kind 6): an item due so early that it cannot be done after the planned
 * day begins ("comprar la masa en el mercado antes de las 8" on a day that starts at 8, "fill the
 * tank before 7:30, 20 min") is done right before its hour: the person gets up for it. It is pinned
 * to end at its deadline (the reason names that hour), unless something timed is in the way.
 */

import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask } from "../types";

export function beforeDayStarts(tasks: ExtractedTask[], dayStart: number): void {
  for (const t of tasks) {
    if (t.fixedStart || !t.deadline || t.earliestStart || t.after?.length || t.repeatEveryMinutes) continue;
    const end = toMinutes(t.deadline);
    const start = end - t.durationMinutes;
    if (start >= dayStart || start < 0 || end <= 0) continue;
    const clash = tasks.some(
      (o) => o !== t && o.fixedStart && o.fixedEnd && toMinutes(o.fixedStart) < end && toMinutes(o.fixedEnd) > start,
    );
    if (clash) continue;
    t.fixedStart = fromMinutes(start);
    t.fixedEnd = t.deadline;
    t.timedUntil = true;
    delete t.deadline;
    delete t.partOfDay;
  }
}
