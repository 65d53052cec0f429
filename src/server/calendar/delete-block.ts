import "server-only";
/** DELETE /api/calendar/blocks/{id} and POST .../{id}/restore (Undo): through the trash, see trash.ts. */
import { getDb } from "@/server/db/client";
import { lockBlock } from "./block-rows";
import { describeEditedBlock, type Wording } from "./edited-day";
import { calendarBlockNotFound, subscriptionBlockReadOnly } from "./errors";
import { moveToTrash, restoreFromTrash } from "./trash";
import type { CalendarBlockDay } from "./types";

export async function deleteCalendarBlock(userId: string, id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    // An event of a followed calendar goes when the source drops it or the subscription is removed.
    if ((await lockBlock(tx, userId, id))?.subscriptionId) throw subscriptionBlockReadOnly();
    if (!(await moveToTrash(tx, userId, id))) throw calendarBlockNotFound();
  });
}

/** The block back as it was, with its reason and its day's overlaps and warnings (edited-day.ts). */
export async function restoreCalendarBlock(
  userId: string,
  id: string,
  wording: Wording = { locale: "en" },
): Promise<CalendarBlockDay> {
  const row = await restoreFromTrash(userId, id);
  return describeEditedBlock(getDb(), row, wording);
}
