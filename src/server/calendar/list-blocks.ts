import "server-only";
/** GET /api/calendar: the caller's blocks in a range of days, sorted, conflicts marked. */
import { selectCalendarBlocks } from "./block-rows";
import type { CalendarRange } from "./schemas";
import type { CalendarBlock } from "./types";

export async function listBlocks(userId: string, range: CalendarRange): Promise<CalendarBlock[]> {
  return selectCalendarBlocks(userId, range.from, range.to);
}
