import "server-only";
/**
 * Quick add (POST /api/schedule/quick-add): one more thing on a day that already has blocks. The
 * planner's quickAdd places only the new item(s) into the day's free time, around every block of
 * the day (whatever its source), in the caller's day window, from now on today. The new blocks
 * are saved as the caller's own blocks (source 'manual', with the planner's reason), so that
 * generating or re-planning the day later goes around them like a block made on the calendar.
 * What does not fit comes back with the reason in words, the nearest free slot, a shorter piece
 * and the next day, each of which a second request with `start`/`minutes` or `date` accepts.
 */
import { toMinutes } from "@/lib/time/clock";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/server/db/client";
import { blocks, type User } from "@/server/db/schema";
import { quickAdd, quickAddDay, validateDescription, type PlannedBlock, type QuickAddMiss } from "@/server/planner";
import type { DayBlock } from "@/server/calendar/block-rows";
import { addDays } from "@/lib/time/dates";
import { dayContext } from "./day-context";
import { descriptionTooLong, emptyDescription } from "./errors";
import { dropOtherDay, lockPlan, type Tx } from "./plan-store";
import { reasonText } from "./plan-view";
import type { QuickAddInput } from "./schemas";
import type { AddedView, BlockView, MissView } from "./types";

/** The day's blocks as the planner takes them (all of them stay where they are). */
export const asExisting = (day: DayBlock[]): PlannedBlock[] =>
  day.map(({ source: _source, conflict: _conflict, ...b }) => b);

export function missView(m: QuickAddMiss, date: string, locale: Locale): MissView {
  const view: MissView = {
    title: m.title,
    text: m.text,
    minutes: m.minutes,
    reason: reasonText(m.reason, locale),
    nextDate: addDays(date, 1),
  };
  if (m.nearest) view.nearest = m.nearest;
  if (m.shorter) view.shorter = m.shorter;
  return view;
}

/** Saves planned blocks as the caller's own rows of `date`; returns those saved as the dashboard shows them. */
export async function insertOwnBlocks(
  tx: Tx,
  userId: string,
  date: string,
  list: (PlannedBlock & { carriedFromId?: string })[],
  locale: Locale,
): Promise<BlockView[]> {
  if (list.length === 0) return [];
  const now = new Date();
  // Each task's blocks share one new task id (its first block's id), and "after" names those new
  // ids, so an order among the added items ("gym, then shower") is kept with them.
  const taskIds = new Map<string, string>();
  const withIds = list.map((b) => {
    const id = crypto.randomUUID();
    if (!taskIds.has(b.taskId)) taskIds.set(b.taskId, id);
    return { ...b, id, taskId: taskIds.get(b.taskId)! };
  });
  for (const b of withIds)
    if (b.constraints?.after)
      b.constraints = { ...b.constraints, after: b.constraints.after.map((a) => taskIds.get(a) ?? a) };
  const rows = await tx
    .insert(blocks)
    .values(
      withIds.map((b) => ({
        id: b.id,
        userId,
        date,
        startMin: toMinutes(b.start),
        endMin: toMinutes(b.end),
        title: b.title,
        kind: b.kind,
        fixed: b.fixed,
        source: "manual" as const,
        taskId: b.taskId,
        reason: b.reason,
        constraints: b.constraints ?? null,
        carriedFromId: b.carriedFromId ?? null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    // Only the carry-over's unique (user, carried_from_id) index can refuse a row: already carried.
    .onConflictDoNothing()
    .returning({ id: blocks.id });
  const saved = new Set(rows.map((r) => r.id));
  return withIds
    .filter((b) => saved.has(b.id))
    .map((b) => ({
      id: b.id,
      taskId: b.taskId,
      title: b.title,
      start: b.start,
      end: b.end,
      kind: b.kind,
      fixed: b.fixed,
      conflict: false,
      done: false,
      reason: reasonText(b.reason, locale),
      source: "manual" as const,
    }));
}

export async function quickAddBlocks(
  user: User,
  input: QuickAddInput,
  locale: Locale,
  at: Date = new Date(),
): Promise<AddedView> {
  const check = validateDescription(input.description);
  if (!check.ok) throw check.code === "empty" ? emptyDescription() : descriptionTooLong();
  // "dentist tomorrow at 9" typed on today's plan is tomorrow's (not an item from the list of other
  // days, which names its day already, nor a slot the person chose).
  const moved = input.otherDay || input.start ? undefined : quickAddDay(check.text, input.date);
  if (moved) {
    input = { ...input, date: moved.date };
    check.text = moved.text;
  }
  const ctx = dayContext(user, input.date, locale, at);
  return getDb().transaction(async (tx) => {
    // The plan row (when the day has one) is locked, so two quick adds of one day are placed one
    // after the other and cannot take the same free slot.
    const saved = await lockPlan(tx, user.id, input.date);
    const result = quickAdd(asExisting(saved?.blocks ?? []), check.text, ctx.options, {
      start: input.start,
      minutes: input.minutes,
    });
    const added = await insertOwnBlocks(tx, user.id, input.date, result.added, locale);
    // An item of another day's plan, now on its own day: it leaves that plan's list.
    if (input.otherDay && added.length > 0) await dropOtherDay(tx, user.id, input.otherDay.date, input.otherDay.id);
    return { date: input.date, added, missed: result.missed.map((m) => missView(m, input.date, locale)) };
  });
}
