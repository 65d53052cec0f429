/**
 * A meal whose whole window lies inside one fixed event is eaten on the job (issue 29): "turno de
 * taxi de 6 a 4, al mediodía comer en la parada 30 min", "shift 7-3, lunch sometime between 11 and
 * 1". There is no free time around it to move it to, so instead of leaving it unplanned it is pinned
 * at the start of its window, over the event, as "lunch in the van at 12:30" is. Only meals, and only
 * when the event covers the window from its start to its end (or the end of the meal).
 */

import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask } from "../types";
import { isMarker } from "../work-window";

export function mealOnTheJob(tasks: ExtractedTask[]): void {
  for (const t of tasks) {
    if (t.kind !== "meal" || t.fixedStart || !t.earliestStart) continue;
    const from = toMinutes(t.earliestStart);
    const until = t.deadline ? toMinutes(t.deadline) : from + t.durationMinutes;
    if (until < from + t.durationMinutes) continue;
    const host = tasks.find(
      (o) =>
        o !== t &&
        o.kind === "event" &&
        !o.blocked &&
        o.fixedStart !== undefined &&
        o.fixedEnd !== undefined &&
        toMinutes(o.fixedStart) <= from &&
        toMinutes(o.fixedEnd) >= until &&
        !isMarker(o, tasks) &&
        // ("stats exam 9:30-11:30 ... lunch with Maya after": a meal said after the event is not on it.)
        !t.after?.includes(o.id),
    );
    if (!host) continue;
    t.fixedStart = t.earliestStart;
    t.fixedEnd = fromMinutes(from + t.durationMinutes);
    delete t.earliestStart;
    delete t.deadline;
  }
}
