/**
 * The dependencies a block edit would break (issue 29 item 10), for the one block edit
 * (src/server/calendar/update-block.ts): moving a block to
 * [start, end) must keep it after what it comes after (constraints.after) and before what comes
 * after it. Pure: the day's blocks in, the blocks on the wrong side out (empty when the move keeps
 * the order). Done blocks no longer bind.
 */

import { toMinutes } from "../time";
import type { PlannedBlock } from "../types";

const endOf = (b: PlannedBlock): number => toMinutes(b.end) || 1440;

export function orderBrokenBy(
  blocks: readonly PlannedBlock[],
  moved: PlannedBlock,
  start: string,
  end: string,
): PlannedBlock[] {
  const s = toMinutes(start);
  const e = toMinutes(end) || 1440;
  const after = new Set(moved.constraints?.after ?? []);
  return blocks.filter((b) => {
    if (b.taskId === moved.taskId || b.done) return false;
    // Something it comes after that would now end after it starts.
    if (after.has(b.taskId)) return endOf(b) > s;
    // Something that comes after it that would now start before it ends.
    if (b.constraints?.after?.includes(moved.taskId)) return toMinutes(b.start) < e;
    return false;
  });
}
