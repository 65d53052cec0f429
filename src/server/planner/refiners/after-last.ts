/**
 * "clean the station after the last client", "cash up after my last appointment", "después del
 * último cliente", "بعد آخر حصة" (issue 29, kind 8): the item comes after the day's last timed event, whatever it
 * is called (evenings out aside), not in the first free slot of the morning. It reads the item's
 * words as written and the events' times.
 */

import { eveningWords, isLeisure } from "../lexicon";
import { toMinutes, fromMinutes } from "../time";
import type { ExtractedTask } from "../types";

/** "after the last client", "after my last appt", "después del último cliente". Linear: one alternation. */
const AFTER_LAST = new RegExp(
  "(?<![\\p{L}])(?:after\\s+(?:the|my|our)\\s+(?:last|final)\\s+(?:client|customer|patient|appointment|appt|" +
    "booking|session|meeting|call|class|lesson|one|job|visit|tour|shift)|despu[eé]s\\s+del\\s+[uú]ltimo\\s+" +
    "(?:cliente|paciente|turno|servicio)|despu[eé]s\\s+de\\s+la\\s+[uú]ltima\\s+(?:clase|cita|reuni[oó]n|sesi[oó]n|visita)|" +
    "(?:بعد|after)\\s+(?:آخر|اخر)\\s+\\p{L}+)(?![\\p{L}])",
  "iu",
);

/** Evenings out and free time ("drinks with Jo 8ish") are no client or appointment of the day's work. */
const offWork = (title: string): boolean => isLeisure(title) || eveningWords("es").test(title);

export function afterLastEvent(tasks: ExtractedTask[]): void {
  for (const t of tasks) {
    if (t.fixedStart || !t.source || !AFTER_LAST.test(t.source)) continue;
    let last = -1;
    for (const o of tasks)
      if (o !== t && o.fixedStart && o.fixedEnd && o.kind === "event" && !o.blocked && !offWork(o.title))
        last = Math.max(last, toMinutes(o.fixedEnd));
    if (last < 0) continue;
    if (!t.earliestStart || toMinutes(t.earliestStart) < last) t.earliestStart = fromMinutes(last);
  }
}
