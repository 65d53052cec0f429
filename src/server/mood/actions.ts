import "server-only";
/**
 * Writing the caller's mood check-ins. Every statement carries the caller's id in its WHERE
 * clause, so someone else's id is "not found" (404), never a change to their data. Each write
 * and its reward points (./mood-reward.ts) share one transaction.
 */
import { and, eq } from "drizzle-orm";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { moods } from "@/server/db/schema";
import { addDays } from "@/lib/time/dates";
import { zonedNow } from "@/lib/time/zones";
import { syncMoodReward } from "./mood-reward";
import type { CreateMoodInput, UpdateMoodInput } from "./schemas";
import { toMoodEntry, type MoodEntry } from "./mood-view";

/**
 * A check-in may be for any past day, today, or tomorrow in the user's zone (one day of slack for
 * a client whose clock runs ahead); further ahead is refused.
 */
function assertNotFuture(date: string, timezone: string, now: Date): void {
  if (date > addDays(zonedNow(timezone, now).date, 1)) throw badRequest("mood.errors.futureDate");
}

const moodNotFound = (): AppError => notFound("mood.errors.notFound");

export async function createMood(
  user: { id: string; timezone: string },
  input: CreateMoodInput,
  now = new Date(),
): Promise<MoodEntry> {
  assertNotFuture(input.date, user.timezone, now);
  const today = zonedNow(user.timezone, now).date;
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(moods)
      .values({
        userId: user.id,
        date: input.date,
        time: input.time ?? null,
        score: input.score,
        energy: input.energy ?? null,
        tags: input.tags,
        note: input.note ? input.note : null,
      })
      .returning();
    await syncMoodReward(tx, user.id, row.date, { moodId: row.id, today });
    return toMoodEntry(row);
  });
}

export async function updateMood(
  user: { id: string; timezone: string },
  id: string,
  input: UpdateMoodInput,
  now = new Date(),
): Promise<MoodEntry> {
  if (input.date !== undefined) assertNotFuture(input.date, user.timezone, now);
  const changes: Partial<typeof moods.$inferInsert> = { updatedAt: now };
  if (input.date !== undefined) changes.date = input.date;
  if (input.time !== undefined) changes.time = input.time;
  if (input.score !== undefined) changes.score = input.score;
  if (input.energy !== undefined) changes.energy = input.energy;
  if (input.tags !== undefined) changes.tags = input.tags;
  if (input.note !== undefined) changes.note = input.note ? input.note : null;
  const today = zonedNow(user.timezone, now).date;
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ date: moods.date })
      .from(moods)
      .where(and(eq(moods.id, id), eq(moods.userId, user.id)))
      .for("update");
    if (!before) throw moodNotFound();
    const [row] = await tx
      .update(moods)
      .set(changes)
      .where(and(eq(moods.id, id), eq(moods.userId, user.id)))
      .returning();
    // Moved to another day: the old day may have lost its last check-in, the new one may earn.
    if (row.date !== before.date) {
      await syncMoodReward(tx, user.id, before.date, null);
      await syncMoodReward(tx, user.id, row.date, { moodId: row.id, today });
    }
    return toMoodEntry(row);
  });
}

export async function deleteMood(userId: string, id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(moods)
      .where(and(eq(moods.id, id), eq(moods.userId, userId)))
      .returning({ id: moods.id, date: moods.date });
    if (!deleted) throw moodNotFound();
    // The day keeps its award while it has a check-in left.
    await syncMoodReward(tx, userId, deleted.date, null);
  });
}
