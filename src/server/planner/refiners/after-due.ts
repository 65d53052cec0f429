/**
 * Re-plan keeps the order the text gave (issue 29, kinds 8 and 10): "bath, stories, bed by 7.30 then I
 * can finally do my tax return" puts the tax return after 19:30, the hour the item before it is due
 * by and happens just before (a bedtime, a pick-up, cooking for a meal: traits.justBefore, pickup,
 * prepares), not straight after wherever that item was fitted earlier. Other deadlines ("report by 3
 * then gym") only say the latest; what follows them follows the item itself.
 */

import { toMinutes } from "../time";
import type { ExtractedTask } from "../types";

export function afterDueBy(tasks: ExtractedTask[]): void {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  for (const t of tasks) {
    if (t.fixedStart || !t.after?.length) continue;
    for (const id of t.after) {
      const p = byId.get(id);
      if (!p || p.fixedStart || !p.deadline || !(p.traits?.justBefore || p.traits?.pickup || p.traits?.prepares))
        continue;
      if (t.deadline && toMinutes(t.deadline) <= toMinutes(p.deadline)) continue;
      if (!t.earliestStart || toMinutes(t.earliestStart) < toMinutes(p.deadline)) t.earliestStart = p.deadline;
    }
  }
}
