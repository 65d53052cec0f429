import "server-only";
/** DELETE /api/calendar/blocks/{id} and POST .../{id}/restore (Undo): through the trash, see trash.ts. */
import { getDb } from "@/server/db/client";
import { hasConflict, lockBlock, toCalendarBlock } from "./block-rows";
import { calendarBlockNotFound, subscriptionBlockReadOnly } from "./errors";
import { moveToTrash, restoreFromTrash } from "./trash";
import type { CalendarBlock } from "./types";

export async function deleteCalendarBlock(userId: string, id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    // An event of a followed calendar goes when the source drops it or the subscription is removed.
    if ((await lockBlock(tx, userId, id))?.subscriptionId) throw subscriptionBlockReadOnly();
    if (!(await moveToTrash(tx, userId, id))) throw calendarBlockNotFound();
  });
}

export async function restoreCalendarBlock(userId: string, id: string): Promise<CalendarBlock> {
  const row = await restoreFromTrash(userId, id);
  return toCalendarBlock(row, await hasConflict(getDb(), row));
}
