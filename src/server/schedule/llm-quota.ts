import "server-only";
/**
 * The daily quota of AI planner calls per user (LLM_DAILY_QUOTA), counted per user and local day
 * in planner_usage. One statement takes a call: the upsert increments only while under the limit,
 * so concurrent requests can never exceed it.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { plannerUsage } from "@/server/db/schema";

/** Counts one AI call for the user's day; false (nothing counted) when the quota is used up. */
export async function takeLlmCall(userId: string, day: string, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const rows = await getDb()
    .insert(plannerUsage)
    .values({ userId, day, llmCalls: 1 })
    .onConflictDoUpdate({
      target: [plannerUsage.userId, plannerUsage.day],
      set: { llmCalls: sql`${plannerUsage.llmCalls} + 1` },
      setWhere: lt(plannerUsage.llmCalls, limit),
    })
    .returning({ llmCalls: plannerUsage.llmCalls });
  return rows.length > 0;
}

export async function llmCallsOn(userId: string, day: string): Promise<number> {
  const [row] = await getDb()
    .select({ llmCalls: plannerUsage.llmCalls })
    .from(plannerUsage)
    .where(and(eq(plannerUsage.userId, userId), eq(plannerUsage.day, day)));
  return row?.llmCalls ?? 0;
}
