import "server-only";
/**
 * The one way a block is edited (issue 23): move (date and/or start; a new start alone keeps the
 * length), resize (end), rename (title), a short note, re-kind, pin, check off. The calendar's
 * PATCH /api/calendar/blocks/{id} is the one API for it, from the calendar and the dashboard alike,
 * so a block follows the same rules and the same error keys (calendarApi.errors.*) from either
 * page; its answer words the block's day for the dashboard (edited-day.ts). The row is locked for the edit (SELECT ... FOR UPDATE in a transaction), so
 * concurrent edits apply one after the other and a block is never left half-changed. Moving a
 * block fixes it where the user put it (re-planning leaves it there). Checking off records the
 * habit check-in and the rewards in the same transaction.
 */
import { toMinutes } from "@/lib/time/clock";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { blocks, type BlockRow } from "@/server/db/schema";
import { onBlockDoneChanged } from "@/server/rewards/on-block-done";
import { lockBlock, type Tx } from "./block-rows";
import { describeEditedBlock, type Wording } from "./edited-day";
import { allDayTimes, calendarBlockNotFound, endBeforeStart, outsideDay, subscriptionBlockReadOnly } from "./errors";
import { DAY_END_MINUTES } from "@/server/schedule/grid";
import type { UpdateCalendarBlockInput } from "./schemas";
import type { CalendarBlockEdit } from "./types";

type Changes = Partial<
  Pick<BlockRow, "date" | "startMin" | "endMin" | "title" | "notes" | "kind" | "fixed" | "done" | "doneAt" | "reason">
>;

/** Points a check-off gave (negative: took back). */
type EditReward = Awaited<ReturnType<typeof onBlockDoneChanged>>;

/** The column changes `input` asks of `row`; throws the API's 400s for impossible times. */
function blockChanges(row: BlockRow, input: UpdateCalendarBlockInput, now: Date): Changes {
  const changes: Changes = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.notes !== undefined) changes.notes = input.notes === "" ? null : input.notes;
  if (input.kind !== undefined) changes.kind = input.kind;
  if (input.done !== undefined && input.done !== row.done) {
    changes.done = input.done;
    changes.doneAt = input.done ? now : null;
  }
  const retimed = input.start !== undefined || input.end !== undefined;
  if (row.allDay && retimed) throw allDayTimes();
  if (retimed) {
    const start = input.start !== undefined ? toMinutes(input.start) : row.startMin;
    const end = input.end !== undefined ? toMinutes(input.end) : start + (row.endMin - row.startMin);
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

/**
 * Rules an edit must also keep beyond the block's own times: the place for checks across blocks
 * (a task that must stay after the one it depends on, ...). It runs inside the edit's
 * transaction with the row before and after the change and refuses by throwing an AppError; it
 * has nothing to check yet.
 */
async function checkEditRules(_tx: Tx, _before: BlockRow, _after: BlockRow): Promise<void> {}

/**
 * Applies `input` to the caller's block `row`, already locked in `tx` (lockBlock): the updated row
 * and, when its done state changed, the points that gave or took back.
 */
async function applyBlockEdit(
  tx: Tx,
  row: BlockRow,
  input: UpdateCalendarBlockInput,
  now = new Date(),
): Promise<{ row: BlockRow; reward?: EditReward }> {
  // An event of a followed calendar is the source's to change (issue 27): only checking it off.
  if (row.subscriptionId && Object.keys(input).some((k) => k !== "done")) throw subscriptionBlockReadOnly();
  const [updated] = await tx
    .update(blocks)
    .set({ ...blockChanges(row, input, now), updatedAt: now })
    .where(and(eq(blocks.userId, row.userId), eq(blocks.id, row.id)))
    .returning();
  await checkEditRules(tx, row, updated);
  const reward =
    updated.done !== row.done ? await onBlockDoneChanged(tx, row.userId, updated, updated.done, now) : undefined;
  return reward ? { row: updated, reward } : { row: updated };
}

/**
 * PATCH /api/calendar/blocks/{id}: the block as it is now, its reason and its day's overlaps and
 * warnings in the caller's words (edited-day.ts), plus `reward` when checking it off changed points.
 */
export async function updateCalendarBlock(
  userId: string,
  id: string,
  input: UpdateCalendarBlockInput,
  wording: Wording = { locale: "en" },
): Promise<CalendarBlockEdit> {
  return getDb().transaction(async (tx) => {
    const row = await lockBlock(tx, userId, id);
    if (!row) throw calendarBlockNotFound();
    const { row: updated, reward } = await applyBlockEdit(tx, row, input);
    const answer = await describeEditedBlock(tx, updated, wording);
    return reward ? { ...answer, reward } : answer;
  });
}
