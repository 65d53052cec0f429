import "server-only";
/**
 * "Generate My Schedule" and "Re-plan Day" (POST /api/schedule).
 *
 * Generate: the description goes through the planner (the AI extractor when it is configured and
 * the user's daily quota allows, else the rules engine) into the user's day window; the plan is
 * saved as the caller's plan for that date, replacing the previous one. Blocks that were checked
 * off and come out at the same time with the same title stay checked.
 *
 * Re-plan: the saved plan's done blocks, fixed events and past stay; unfinished flexible blocks, and
 * the tasks that did not fit before, are placed again from now (the engine's replanDay) and the
 * answer lists what moved. Without a saved plan it plans from the description instead.
 *
 * Either way, the day's other blocks (imported events, blocks made on the calendar, habits) are
 * fixed events the plan goes around; only the day's source 'plan' rows are replaced.
 */
import { env } from "@/lib/env";
import type { Locale } from "@/i18n/routing";
import type { User } from "@/server/db/schema";
import { getDb } from "@/server/db/client";
import {
  isPlanBudgetExceeded,
  offDayOptions,
  PLAN_BUDGET_MS,
  planDay,
  planWithExtractor,
  replanDay,
  validateDescription,
  type EnginePlanResult,
  type ExtractedTask,
  type MovedBlock,
  type PlanBudget,
  type PlannedBlock,
  type PlanOptions,
} from "@/server/planner";
import type { SolveExtras } from "@/server/planner/schedule";
import type { DayBlock } from "@/server/calendar/block-rows";
import { dayContext } from "./day-context";
import { descriptionTooComplex, descriptionTooLong, emptyDescription } from "./errors";
import { llmExtractor } from "./llm-extractor";
import { takeLlmCall } from "./llm-quota";
import { doneTimes, lockPlan, notOnTheirDays, planningInputs, replacePlan, writePlan } from "./plan-store";
import { toPlanView } from "./plan-view";
import type { GenerateScheduleInput } from "./schemas";
import { withConflicts } from "./stored-plan";
import { habitPlanFrom, markHabitBlocks, planHabits } from "@/server/habits/plan-integration";
import type { PlanView } from "./types";

/**
 * The engine, with the AI extractor when it is configured and the user has quota left today.
 * Extraction and solving run within `budget` (see src/server/planner/budget.ts): past it, the
 * request is answered "too complex to plan" instead of holding up the server.
 */
async function runPlanner(
  userId: string,
  description: string,
  options: PlanOptions,
  quotaDay: string,
  extras: SolveExtras,
  budget: PlanBudget,
): Promise<EnginePlanResult> {
  try {
    const extractor = llmExtractor();
    if (!extractor) return await planWithExtractor(description, options, undefined, extras, budget);
    if (!(await takeLlmCall(userId, quotaDay, env().LLM_DAILY_QUOTA))) {
      return { ...planDay(description, options, extras, budget), engine: "rules", fallback: { code: "llm-quota" } };
    }
    return await planWithExtractor(description, options, extractor, extras, budget);
  } catch (error) {
    if (isPlanBudgetExceeded(error)) throw descriptionTooComplex();
    throw error;
  }
}

/**
 * The day's blocks that the plan does not own (imported events, blocks made on the calendar,
 * habits) as fixed events the planner goes around; they are never copied into the plan's rows.
 */
const asPinned = (others: DayBlock[]): PlannedBlock[] =>
  others.map(({ source: _source, conflict: _conflict, ...b }) => ({ ...b, fixed: true }));

/**
 * Block ids are primary keys across all users, and unique per generated plan, so an edit sent for
 * a block of the plan that was just replaced finds nothing instead of changing a different block
 * that happens to share an engine id. Ids in `keep` (blocks a re-plan keeps) stay as they are.
 */
function stampIds(
  blocks: PlannedBlock[],
  keep: Set<string> = new Set(),
  moved?: MovedBlock[],
): { blocks: PlannedBlock[]; moved?: MovedBlock[] } {
  const renamed = new Map<string, string>();
  const stamped = blocks.map((b) => {
    if (keep.has(b.id)) return b;
    const id = crypto.randomUUID();
    renamed.set(b.id, id);
    return { ...b, id };
  });
  return { blocks: stamped, moved: moved?.map((m) => (renamed.has(m.id) ? { ...m, id: renamed.get(m.id)! } : m)) };
}

async function replanPlan(
  user: User,
  date: string,
  locale: Locale,
  at: Date = new Date(),
): Promise<PlanView | undefined> {
  const ctx = dayContext(user, date, locale, at);
  return getDb().transaction(async (tx) => {
    const saved = await lockPlan(tx, user.id, date);
    if (!saved?.hasPlan) return undefined;
    // A day that is over stays as it was.
    if (ctx.relation === "past") return toPlanView(saved, locale, { moved: [] }, user.clockFormat);
    // The day's other blocks stay where they are: pinned like fixed events, then left out of the write.
    const others = new Set(saved.blocks.filter((b) => b.source !== "plan").map((b) => b.id));
    const input = saved.blocks.map(({ source, ...b }) => (source === "plan" ? b : { ...b, fixed: true }));
    // What did not fit before is tried again; what still does not fit comes back in the result.
    const habitPlan = await planHabits(user.id, date, tx);
    // A day off the description said stays one on re-plan (planner/day-off.ts).
    const result = replanDay(
      input,
      { ...offDayOptions(saved.description, ctx.options), now: ctx.replanNow },
      { unscheduled: habitPlan.withUnscheduled(saved.unscheduled) },
    );
    const planIds = new Set(saved.blocks.filter((b) => b.source === "plan").map((b) => b.id));
    const own = stampIds(
      result.blocks.filter((b) => !others.has(b.id)),
      planIds,
      result.moved,
    );
    const written = await writePlan(
      tx,
      user.id,
      date,
      {
        description: saved.description,
        engine: saved.engine,
        blocks: own.blocks,
        unscheduled: result.unscheduled,
        warnings: result.warnings ?? [],
      },
      await doneTimes(tx, user.id, date),
    );
    const plan = (await markHabitBlocks(user.id, date, habitPlan.habitByTask, tx))
      ? (await lockPlan(tx, user.id, date))!
      : written;
    return toPlanView(plan, locale, { moved: own.moved ?? [] }, user.clockFormat);
  });
}

export async function generatePlan(
  user: User,
  input: GenerateScheduleInput,
  locale: Locale,
  at: Date = new Date(),
  budget: PlanBudget = { ms: PLAN_BUDGET_MS },
): Promise<PlanView> {
  if (input.replan) {
    const replanned = await replanPlan(user, input.date, locale, at);
    if (replanned) return replanned;
  }
  const check = validateDescription(input.description);
  if (!check.ok) throw check.code === "empty" ? emptyDescription() : descriptionTooLong();

  const ctx = dayContext(user, input.date, locale, at);
  // One statement reads what the plan goes around; the planner (possibly a network call) runs before
  // the transaction, so no row stays locked meanwhile.
  const inputs = await planningInputs(user.id, input.date);
  const others = inputs.others;
  const pinned = asPinned(others);
  const habitPlan = habitPlanFrom(inputs.habits, input.date);
  // What the solver was given (the rules engine's or the AI's tasks, habits merged in), kept as the
  // plan's interpretation (see src/server/planner/interpretation.ts). The last call wins: when the
  // AI extractor fails, the rules engine's tasks are the ones planned.
  let understood: ExtractedTask[] = [];
  const mergeTasks = (tasks: ExtractedTask[]): ExtractedTask[] => (understood = habitPlan.merge(tasks));
  // "day off today", "hoy libro": no usual work hours this day, whichever extractor reads it.
  const options = offDayOptions(check.text, ctx.options);
  const result = await runPlanner(user.id, check.text, options, ctx.today, { pinned, mergeTasks }, budget);
  const otherIds = new Set(others.map((b) => b.id));
  const { blocks } = stampIds(result.blocks.filter((b) => !otherIds.has(b.id)));
  const content = {
    description: check.text,
    engine: result.engine,
    blocks,
    unscheduled: result.unscheduled,
    warnings: result.warnings ?? [],
    // Items for other days, listed until added to theirs (the AI extractor gives none); one already
    // on its day (added from this day's earlier plan) is not offered again.
    otherDays: (await notOnTheirDays(user.id, result.otherDays ?? [])).map((o) => ({ id: crypto.randomUUID(), ...o })),
    // Habits' tasks become habit blocks, which are the habits' to edit, not the description's.
    interpretation: understood.filter((t) => !habitPlan.habitByTask.has(t.id)),
  };
  const saved = await replacePlan(user.id, input.date, content, habitPlan.habitByTask);
  const dayBlocks: DayBlock[] = [
    ...saved.blocks.map((b) => ({
      ...b,
      source: habitPlan.habitByTask.has(b.taskId) ? ("habit" as const) : ("plan" as const),
    })),
    ...others,
  ];
  return toPlanView(
    {
      ...content,
      date: input.date,
      blocks: withConflicts(dayBlocks),
      warnings: content.warnings,
      updatedAt: saved.updatedAt,
      hasPlan: true,
    },
    locale,
    { fallback: result.fallback, ...(input.replan ? { moved: [] } : {}) },
    user.clockFormat,
  );
}
