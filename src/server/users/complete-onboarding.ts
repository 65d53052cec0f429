import "server-only";
/**
 * Finishing onboarding: saves the answers the planner reads (time zone, day, working hours, focus
 * time, goals) and marks the caller's account as onboarded, in one UPDATE of the caller's row.
 */
import { eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { users, type User } from "@/server/db/schema";
import type { OnboardingInput } from "./schemas";

export async function completeOnboarding(userId: string, input: OnboardingInput): Promise<User> {
  const [row] = await getDb()
    .update(users)
    .set({
      name: input.name,
      timezone: input.timezone,
      wakeTime: input.wakeTime,
      bedTime: input.bedTime,
      workStart: input.workStart,
      workEnd: input.workEnd,
      focusTime: input.focusTime,
      goals: input.goals,
      ...(input.language ? { language: input.language } : {}),
      hasCompletedOnboarding: true,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound();
  return row;
}
