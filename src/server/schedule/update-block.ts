import "server-only";
/**
 * Edits of one block of the caller's saved plan: check off or un-check, move (a new start keeps
 * the length), resize (a new end), or both. A moved block becomes fixed, so "Re-plan Day" leaves
 * it where the user put it. Overlaps are allowed (it is the user's choice) and come back as
 * warnings. The row is locked for the edit, so concurrent edits are applied one after the other.
 */
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/server/db/client";
import type { PlannedBlock } from "@/server/planner";
import { blockNotFound, endBeforeStart, noPlan, outsideDay } from "./errors";
import { lockPlan, writePlan } from "./plan-store";
import { reasonText, toPlanView } from "./plan-view";
import { DAY_END_MINUTES, minutesToTime, timeToMinutes, type UpdateBlockInput } from "./schemas";
import { overlapWarnings } from "./stored-plan";
import type { PlanView } from "./types";

export interface BlockEditResult {
  plan: PlanView;
  /** Overlaps of the edited block with others, in words. */
  warnings: string[];
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

export async function updateBlock(userId: string, blockId: string, input: UpdateBlockInput, locale: Locale): Promise<BlockEditResult> {
  return getDb().transaction(async (tx) => {
    const saved = await lockPlan(tx, userId, input.date);
    if (!saved) throw noPlan();
    const index = saved.blocks.findIndex((b) => b.id === blockId);
    if (index < 0) throw blockNotFound();
    const blocks = [...saved.blocks];
    blocks[index] = applyEdit(blocks[index], input);
    const plan = await writePlan(tx, userId, input.date, { ...saved, blocks });
    const warnings = overlapWarnings(plan.blocks, blockId);
    return { plan: toPlanView(plan, locale), warnings: warnings.map((w) => reasonText(w, locale)) };
  });
}

export async function deleteBlock(userId: string, date: string, blockId: string, locale: Locale): Promise<PlanView> {
  return getDb().transaction(async (tx) => {
    const saved = await lockPlan(tx, userId, date);
    if (!saved) throw noPlan();
    const blocks = saved.blocks.filter((b) => b.id !== blockId);
    if (blocks.length === saved.blocks.length) throw blockNotFound();
    const plan = await writePlan(tx, userId, date, { ...saved, blocks });
    return toPlanView(plan, locale);
  });
}
