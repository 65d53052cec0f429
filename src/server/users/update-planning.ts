import "server-only";
/**
 * Settings' planning part (issue 17): the time zone, day, working hours, focus time and goals the
 * planner reads when it makes a plan, the planning settings (buffer, focus cap, break length) and
 * the clock format. Only the caller's row changes; plans already saved keep the
 * blocks they were made with, and plans generated afterwards use the new answers.
 */
import { eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import type { PlanningInput } from "./schemas";

export async function updatePlanningPreferences(userId: string, input: PlanningInput): Promise<PlanningInput> {
  const [row] = await getDb()
    .update(users)
    .set({
      timezone: input.timezone,
      wakeTime: input.wakeTime,
      bedTime: input.bedTime,
      workStart: input.workStart,
      workEnd: input.workEnd,
      workDays: input.workDays,
      focusTime: input.focusTime,
      goals: input.goals,
      // Left out of the input: unchanged (undefined is not written).
      clockFormat: input.clockFormat,
      bufferMinutes: input.bufferMinutes,
      focusCapMinutes: input.focusCapMinutes,
      breakMinutes: input.breakMinutes,
    })
    .where(eq(users.id, userId))
    .returning({
      timezone: users.timezone,
      wakeTime: users.wakeTime,
      bedTime: users.bedTime,
      workStart: users.workStart,
      workEnd: users.workEnd,
      workDays: users.workDays,
      focusTime: users.focusTime,
      goals: users.goals,
      clockFormat: users.clockFormat,
      bufferMinutes: users.bufferMinutes,
      focusCapMinutes: users.focusCapMinutes,
      breakMinutes: users.breakMinutes,
    });
  if (!row || !row.focusTime) throw notFound();
  return { ...row, focusTime: row.focusTime };
}
