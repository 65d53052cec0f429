/**
 * A deadline said for an item beats the part of the day its kind usually takes (issue 29, kind 8):
 * "cook dinner before swimming" with swimming at 4:30 is cooking before 4:30, not in the evening
 * where dinner cooking usually goes and where it could never end in time. Language-free: when the
 * part's window opens too late for the item to end by its deadline, the part is dropped and the
 * deadline alone places it.
 */

import { toMinutes } from "../time";
import type { ExtractedTask } from "../types";
import { PART_WINDOWS } from "../windows";

export function partYieldsToDeadline(tasks: ExtractedTask[]): void {
  for (const t of tasks) {
    if (t.fixedStart || !t.deadline || !t.partOfDay) continue;
    const [from] = PART_WINDOWS[t.partOfDay];
    const earliest = Math.max(from, t.earliestStart ? toMinutes(t.earliestStart) : 0);
    if (earliest + t.durationMinutes <= toMinutes(t.deadline)) continue;
    delete t.partOfDay;
    // (An earliest start that came with the part, "cook from 4:30", stays only if it still fits.)
    if (t.earliestStart && toMinutes(t.earliestStart) + t.durationMinutes > toMinutes(t.deadline))
      delete t.earliestStart;
  }
}
