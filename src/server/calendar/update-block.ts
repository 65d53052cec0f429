import "server-only";
/**
 * PATCH /api/calendar/blocks/{id}: move (date and/or start; a new start alone keeps the length),
 * resize (end), rename, re-kind, check off. The row is locked for the edit (SELECT ... FOR UPDATE
 * in a transaction), so concurrent edits of one block apply one after the other, each to the
 * result of the previous one, and a block is never left half-changed. Moving a block fixes it
 * where the user put it (re-planning leaves it there), as on the dashboard. Checking off records
 * the habit check-in and the rewards, as the dashboard does.
 */
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { blocks, type BlockRow } from "@/server/db/schema";
import { onBlockDoneChanged } from "@/server/rewards/on-block-done";
import { hasConflict, lockBlock, toCalendarBlock } from "./block-rows";
import { allDayTimes, calendarBlockNotFound, endBeforeStart, outsideDay, subscriptionBlockReadOnly } from "./errors";
import { DAY_END_MINUTES, timeToMinutes, type UpdateCalendarBlockInput } from "./schemas";
import type { CalendarBlockEdit } from "./types";

type Changes = Partial<
  Pick<BlockRow, "date" | "startMin" | "endMin" | "title" | "kind" | "fixed" | "done" | "doneAt" | "reason">
>;

/** The column changes `input` asks of `row`; throws the API's 400s for impossible times. */
function blockChanges(row: BlockRow, input: UpdateCalendarBlockInput, now: Date): Changes {
  const changes: Changes = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.kind !== undefined) changes.kind = input.kind;
  if (input.done !== undefined && input.done !== row.done) {
    changes.done = input.done;
    changes.doneAt = input.done ? now : null;
  }
  const retimed = input.start !== undefined || input.end !== undefined;
  if (row.allDay && retimed) throw allDayTimes();
  if (retimed) {
    const start = input.start !== undefined ? timeToMinutes(input.start) : row.startMin;
    const end = input.end !== undefined ? timeToMinutes(input.end) : start + (row.endMin - row.startMin);
    if (end > DAY_END_MINUTES) throw outsideDay();
    if (end <= start) throw endBeforeStart();
    changes.startMin = start;
    changes.endMin = end;
  }
  const moved =
    (input.date !== undefined && input.date !== row.date) ||
    (changes.startMin !== undefined && changes.startMin !== row.startMin);
  if (input.date !== undefined) changes.date = input.date;
  if (moved && !row.allDay) {
    changes.fixed = true;
    changes.reason = { code: "user-moved" };
  } else if (changes.endMin !== undefined && changes.endMin !== row.endMin) {
    changes.reason = { code: "user-resized" };
  }
  // An explicit `fixed` wins (Undo puts a block back exactly as it was, unpinned if it was).
  if (input.fixed !== undefined && !row.allDay) {
    changes.fixed = input.fixed;
  }
  return changes;
}

export async function updateCalendarBlock(
  userId: string,
  id: string,
  input: UpdateCalendarBlockInput,
): Promise<CalendarBlockEdit> {
  return getDb().transaction(async (tx) => {
    const row = await lockBlock(tx, userId, id);
    if (!row) throw calendarBlockNotFound();
    // An event of a followed calendar is the source's to change (issue 27): only checking it off.
    if (row.subscriptionId && Object.keys(input).some((k) => k !== "done")) throw subscriptionBlockReadOnly();
    const now = new Date();
    const [updated] = await tx
      .update(blocks)
      .set({ ...blockChanges(row, input, now), updatedAt: now })
      .where(and(eq(blocks.userId, userId), eq(blocks.id, id)))
      .returning();
    // Checking a block off here counts like on the dashboard: the habit check-in and the points
    // (or their reversal) are written in this transaction.
    const reward =
      updated.done !== row.done ? await onBlockDoneChanged(tx, userId, updated, updated.done, now) : undefined;
    return { ...toCalendarBlock(updated, await hasConflict(tx, updated)), ...(reward ? { reward } : {}) };
  });
}
