/**
 * "print the handouts before the workshop at 2 / workshop 2-4" (issue 29): the anchor said with its
 * hour in a deadline (rules/before-timed.ts makes it an item, "workshop at 2") and the same event
 * written on its own line are one event, not two on top of each other. Of the events with the same
 * title and start the longest stays; what was to come after another points to it. Ids, for
 * extract.ts to leave out.
 */

import type { ExtractedTask } from "../types";

export function sameEventTwice(tasks: readonly ExtractedTask[]): string[] {
  const kept = new Map<string, ExtractedTask>();
  const gone = new Map<string, string>();
  for (const t of tasks) {
    if (!t.fixedStart || t.kind !== "event") continue;
    const key = `${t.title.toLowerCase()}@${t.fixedStart}`;
    const other = kept.get(key);
    if (!other) {
      kept.set(key, t);
      continue;
    }
    const [stay, go] = t.durationMinutes > other.durationMinutes ? [t, other] : [other, t];
    kept.set(key, stay);
    gone.set(go.id, stay.id);
  }
  if (gone.size === 0) return [];
  for (const t of tasks)
    if (t.after) t.after = [...new Set(t.after.map((id) => gone.get(id) ?? id))].filter((id) => id !== t.id);
  return [...gone.keys()];
}
