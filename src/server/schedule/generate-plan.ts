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
 * answer lists what moved. Without a saved
 * plan it plans from the description instead.
 */
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import type { Locale } from "@/i18n/routing";
import type { User } from "@/server/db/schema";
import { getDb } from "@/server/db/client";
import { planDay, planWithExtractor, replanDay, validateDescription, type EnginePlanResult, type PlannedBlock, type PlanOptions } from "@/server/planner";
import { dayContext } from "./day-context";
import { descriptionTooLong, emptyDescription } from "./errors";
import { llmExtractor } from "./llm-extractor";
import { takeLlmCall } from "./llm-quota";
import { lockPlan, replacePlan, writePlan } from "./plan-store";
import { toPlanView } from "./plan-view";
import type { GenerateScheduleInput } from "./schemas";
import type { PlanView } from "./types";

/** The engine, with the AI extractor when it is configured and the user has quota left today. */
async function runPlanner(userId: string, description: string, options: PlanOptions, quotaDay: string): Promise<EnginePlanResult> {
  const extractor = llmExtractor();
  if (!extractor) return planWithExtractor(description, options);
  if (!(await takeLlmCall(userId, quotaDay, env().LLM_DAILY_QUOTA))) {
    return { ...planDay(description, options), engine: "rules", fallback: { code: "llm-quota" } };
  }
  return planWithExtractor(description, options, extractor);
}

/**
 * Block ids are unique per generated plan, so an edit sent for a block of the plan that was just
 * replaced finds nothing instead of changing a different block that happens to share an engine id.
 */
function stampIds(blocks: PlannedBlock[]): PlannedBlock[] {
  const generation = randomBytes(4).toString("hex");
  return blocks.map((b) => ({ ...b, id: `${generation}-${b.id}` }));
}

const sameSlot = (a: PlannedBlock, b: PlannedBlock) => a.start === b.start && a.end === b.end && a.title.trim().toLowerCase() === b.title.trim().toLowerCase();

/** The blocks, with those in the same slot as a checked-off one of `previous` checked; the same array when none is. */
function keepCheckedOff(blocks: PlannedBlock[], previous: PlannedBlock[]): PlannedBlock[] {
  const done = previous.filter((b) => b.done);
  if (!blocks.some((b) => !b.done && done.some((d) => sameSlot(d, b)))) return blocks;
  return blocks.map((b) => (done.some((d) => sameSlot(d, b)) ? { ...b, done: true } : b));
}

export async function replanPlan(user: User, date: string, locale: Locale, at: Date = new Date()): Promise<PlanView | undefined> {
  const ctx = dayContext(user, date, locale, at);
  return getDb().transaction(async (tx) => {
    const saved = await lockPlan(tx, user.id, date);
    if (!saved) return undefined;
    // A day that is over stays as it was.
    if (ctx.relation === "past") return toPlanView(saved, locale, { moved: [] });
    // What did not fit before is tried again; what still does not fit comes back in the result.
    const result = replanDay(saved.blocks, { ...ctx.options, now: ctx.replanNow }, { unscheduled: saved.unscheduled });
    const plan = await writePlan(tx, user.id, date, {
      description: saved.description,
      engine: saved.engine,
      blocks: result.blocks,
      unscheduled: result.unscheduled,
    });
    return toPlanView(plan, locale, { moved: result.moved ?? [], warnings: result.warnings });
  });
}

export async function generatePlan(user: User, input: GenerateScheduleInput, locale: Locale, at: Date = new Date()): Promise<PlanView> {
  if (input.replan) {
    const replanned = await replanPlan(user, input.date, locale, at);
    if (replanned) return replanned;
  }
  const check = validateDescription(input.description);
  if (!check.ok) throw check.code === "empty" ? emptyDescription() : descriptionTooLong();

  const ctx = dayContext(user, input.date, locale, at);
  // The planner (possibly a network call) runs before the transaction, so no row stays locked meanwhile.
  const result = await runPlanner(user.id, check.text, ctx.options, ctx.today);
  const blocks = stampIds(result.blocks);
  const content = { description: check.text, engine: result.engine, blocks, unscheduled: result.unscheduled };
  const extras = { warnings: result.warnings, fallback: result.fallback, ...(input.replan ? { moved: [] } : {}) };
  const saved = await replacePlan(user.id, input.date, content);
  if (keepCheckedOff(blocks, saved.previouslyDone) === blocks) {
    return toPlanView({ ...content, blocks: saved.blocks, date: input.date, updatedAt: saved.updatedAt }, locale, extras);
  }
  // Some checked-off blocks of the replaced plan land in the same slot again: keep them checked,
  // under the row lock, unless the plan was replaced again meanwhile.
  const ours = new Set(blocks.map((b) => b.id));
  return getDb().transaction(async (tx) => {
    const current = await lockPlan(tx, user.id, input.date);
    if (!current || !current.blocks.every((b) => ours.has(b.id))) {
      return toPlanView(current ?? { ...content, blocks: saved.blocks, date: input.date, updatedAt: saved.updatedAt }, locale, extras);
    }
    const plan = await writePlan(tx, user.id, input.date, { ...content, blocks: keepCheckedOff(current.blocks, saved.previouslyDone) });
    return toPlanView(plan, locale, extras);
  });
}
