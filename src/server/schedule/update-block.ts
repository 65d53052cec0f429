import "server-only";
/**
 * The dashboard's block edits (PATCH/DELETE /api/schedule/blocks/{id}), answered with the whole
 * day's plan. The edit itself is the calendar's applyBlockEdit (src/server/calendar/update-block.ts),
 * the one function for moving, resizing, renaming, notes and check-offs: this module only checks
 * that the block is on the day the dashboard shows and words the overlaps for it. Overlaps are
 * allowed (the user's choice) and come back as warnings. A deleted block goes to the calendar's
 * trash, so Undo can restore it.
 */
import { and, eq } from "drizzle-orm";
import type { ClockFormat } from "@/lib/time/clock";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/server/db/client";
import { blocks } from "@/server/db/schema";
import { lockBlock, type Tx } from "@/server/calendar/block-rows";
import { applyBlockEdit } from "@/server/calendar/update-block";
import { moveToTrash } from "@/server/calendar/trash";
import type { BlockReward } from "@/server/rewards/on-block-done";
import { blockNotFound, noPlan } from "./errors";
import { findPlan } from "./plan-store";
import { reasonText, toPlanView } from "./plan-view";
import type { UpdateBlockInput } from "./schemas";
import { overlapWarnings } from "./stored-plan";
import type { PlanView } from "./types";

interface BlockEditResult {
  plan: PlanView;
  /** Overlaps of the edited block with others, in words. */
  warnings: string[];
  /** Points given (or, negative, taken back) by checking or unchecking it, and why none for a check-off that earned nothing. */
  reward?: BlockReward;
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
    // The one edit function (the calendar's): same rules and error keys from either page.
    const { date: _day, ...edit } = input;
    const { reward } = await applyBlockEdit(tx, row, edit);
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
