import "server-only";
/**
 * "How Rhythm read your day" (issue 16 item 11), GET and PATCH /api/schedule/interpretation: what
 * the planner understood of the caller's day, and one edit of it (a duration, a pinned time,
 * unpinning, dropping or bringing back an item, its priority). The planner's editInterpretation
 * re-places only what the edit affects; the day's other blocks, done blocks and fixed events
 * never move. The plan row is locked for the edit (as every other edit of a day), so two edits of
 * one day are applied one after the other. A day that is over is shown but not edited.
 */
import type { Locale } from "@/i18n/routing";
import type { User } from "@/server/db/schema";
import { getDb } from "@/server/db/client";
import { editInterpretation, type EditRefusal } from "@/server/planner/interpretation";
import { dayContext } from "./day-context";
import { dayOver, keptFreeUnpin, noPlan, outsideDay, pinPast, taskDone, taskDropped, taskNotFound } from "./errors";
import type { InterpretationEditInput } from "./interpretation-schemas";
import { loadDay, saveEdit, toInterpretationView } from "./interpretation-store";
import type { InterpretationEditResponse, InterpretationView } from "./interpretation-types";
import { findPlan, lockPlan } from "./plan-store";
import { reasonText, toPlanView } from "./plan-view";
import { overlappingPairs, overlapWarning } from "./stored-plan";

const REFUSALS: Record<EditRefusal, () => Error> = {
  "unknown-task": taskNotFound,
  "task-done": taskDone,
  "task-dropped": taskDropped,
  "pin-past": pinPast,
  "past-midnight": outsideDay,
  "kept-free": keptFreeUnpin,
};

/** The caller's understood day, or null when the day has no generated plan. */
export async function getInterpretation(userId: string, date: string): Promise<InterpretationView | null> {
  const saved = await findPlan(userId, date);
  return saved?.hasPlan ? toInterpretationView(date, loadDay(saved)) : null;
}

export async function editPlanInterpretation(
  user: User,
  input: InterpretationEditInput,
  locale: Locale,
  at: Date = new Date(),
): Promise<InterpretationEditResponse> {
  const ctx = dayContext(user, input.date, locale, at);
  return getDb().transaction(async (tx) => {
    const saved = await lockPlan(tx, user.id, input.date);
    if (!saved?.hasPlan) throw noPlan();
    const day = loadDay(saved);
    if (!day.state.tasks.some((t) => t.id === input.taskId)) throw taskNotFound();
    if (ctx.relation === "past") throw dayOver();
    const outcome = editInterpretation(day.state, day.others, input.taskId, input.edit, ctx.options);
    if (!outcome.ok) throw REFUSALS[outcome.refusal]();
    const moved = await saveEdit(tx, user.id, input.date, day.state.blocks, outcome.state, outcome.moved);
    const plan = (await lockPlan(tx, user.id, input.date))!;
    // Overlaps the edit made: the edited task over what cannot move (a pin is the user's choice).
    const warnings = overlappingPairs(plan.blocks)
      .filter(([a, b]) => a.taskId === input.taskId || b.taskId === input.taskId)
      .map(([a, b]) => reasonText(overlapWarning(a, b), locale, user.clockFormat));
    return {
      plan: toPlanView(plan, locale, {}, user.clockFormat),
      interpretation: toInterpretationView(input.date, loadDay(plan)),
      moved,
      warnings,
    };
  });
}
