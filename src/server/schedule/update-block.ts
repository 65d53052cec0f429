import "server-only";
/**
 * Edits of one block of the caller's day from the dashboard: check off or un-check, move (a new
 * start keeps the length), resize (a new end), or both. A moved block becomes fixed, so "Re-plan
 * Day" leaves it where the user put it. Overlaps are allowed (it is the user's choice) and come
 * back as warnings. The block's row is locked for the edit, so concurrent edits are applied one
 * after the other. A deleted block goes to the calendar's trash, so Undo can restore it.
 */
import { and, eq } from "drizzle-orm";
import type { ClockFormat } from "@/lib/clock";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/server/db/client";
import { blocks } from "@/server/db/schema";
import type { PlannedBlock } from "@/server/planner";
import { lockBlock, rowToDayBlock, type Tx } from "@/server/calendar/block-rows";
import { moveToTrash } from "@/server/calendar/trash";
import { onBlockDoneChanged, type BlockReward } from "@/server/rewards/on-block-done";
import { blockNotFound, endBeforeStart, noPlan, outsideDay } from "./errors";
import { findPlan } from "./plan-store";
import { reasonText, toPlanView } from "./plan-view";
import { DAY_END_MINUTES, minutesToTime, timeToMinutes, type UpdateBlockInput } from "./schemas";
import { overlapWarnings } from "./stored-plan";
import type { PlanView } from "./types";

export interface BlockEditResult {
  plan: PlanView;
  /** Overlaps of the edited block with others, in words. */
  warnings: string[];
  /** Points given (or, negative, taken back) by checking or unchecking it, and why none for a check-off that earned nothing. */
  reward?: BlockReward;
}

function applyEdit(block: PlannedBlock, input: UpdateBlockInput): PlannedBlock {
  const next: PlannedBlock = { ...block };
  if (input.done !== undefined) next.done = input.done;
  if (input.start === undefined && input.end === undefined) return next;

  const oldStart = timeToMinutes(block.start);
  const oldEnd = timeToMinutes(block.end);
  const start = input.start !== undefined ? timeToMinutes(input.start) : oldStart;
  const end = input.end !== undefined ? timeToMinutes(input.end) : start + (oldEnd - oldStart);
  if (end > DAY_END_MINUTES) throw outsideDay();
  if (end <= start) throw endBeforeStart();
  next.start = minutesToTime(start);
  next.end = minutesToTime(end);
  if (start !== oldStart) {
    next.fixed = true;
    next.reason = { code: "user-moved" };
  } else if (end !== oldEnd) {
    next.reason = { code: "user-resized" };
  }
  return next;
}

/** 404 for a block that is not on the caller's day: "no plan" when the day has nothing at all. */
async function missing(tx: Tx, userId: string, date: string): Promise<never> {
  const [any] = await tx
    .select({ id: blocks.id })
    .from(blocks)
    .where(and(eq(blocks.userId, userId), eq(blocks.date, date)))
    .limit(1);
  if (any || (await findPlan(userId, date, tx))) throw blockNotFound();
  throw noPlan();
}

export async function updateBlock(
  userId: string,
  blockId: string,
  input: UpdateBlockInput,
  locale: Locale,
  clock: ClockFormat = "auto",
): Promise<BlockEditResult> {
  return getDb().transaction(async (tx) => {
    const row = await lockBlock(tx, userId, blockId);
    if (!row || row.date !== input.date || row.allDay) return missing(tx, userId, input.date);
    const before = rowToDayBlock(row);
    const next = applyEdit(before, input);
    const now = new Date();
    await tx
      .update(blocks)
      .set({
        startMin: timeToMinutes(next.start),
        endMin: timeToMinutes(next.end),
        fixed: next.fixed,
        done: next.done === true,
        doneAt: next.done === before.done ? row.doneAt : next.done ? now : null,
        reason: next.reason === before.reason ? row.reason : next.reason,
        updatedAt: now,
      })
      .where(and(eq(blocks.userId, userId), eq(blocks.id, blockId)));
    // Habit check-in and points for a check-off (or their reversal), in this transaction.
    const reward =
      next.done !== before.done ? await onBlockDoneChanged(tx, userId, row, next.done === true, now) : undefined;
    const plan = (await findPlan(userId, input.date, tx))!;
    const warnings = overlapWarnings(plan.blocks, blockId);
    return {
      plan: toPlanView(plan, locale, {}, clock),
      warnings: warnings.map((w) => reasonText(w, locale, clock)),
      ...(reward ? { reward } : {}),
    };
  });
}

export async function deleteBlock(
  userId: string,
  date: string,
  blockId: string,
  locale: Locale,
  clock: ClockFormat = "auto",
): Promise<PlanView> {
  return getDb().transaction(async (tx) => {
    const row = await lockBlock(tx, userId, blockId);
    if (!row || row.date !== date) return missing(tx, userId, date);
    await moveToTrash(tx, userId, blockId);
    const plan = await findPlan(userId, date, tx);
    return toPlanView(plan ?? emptyDay(date), locale, {}, clock);
  });
}

function emptyDay(date: string) {
  return {
    date,
    description: "",
    engine: "rules",
    blocks: [],
    unscheduled: [],
    warnings: [],
    updatedAt: new Date(0),
    hasPlan: false,
  };
}
