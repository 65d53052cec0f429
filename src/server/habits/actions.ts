import "server-only";
/** Create, edit, archive and delete the caller's habits (check-ins: check-ins.ts). */
import { and, count, eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { habits, type HabitRow } from "@/server/db/schema";
import { habitNotFound, tooManyHabits } from "./errors";
import { getHabitView, todayFor, type HabitOwner } from "./queries";
import { MAX_HABITS, type CreateHabitInput, type UpdateHabitInput } from "./schemas";
import type { HabitView } from "./habit-view";

type Values = Partial<typeof habits.$inferInsert>;

function columns(input: Partial<CreateHabitInput>): Values {
  const v: Values = {};
  if (input.name !== undefined) v.name = input.name;
  if (input.icon !== undefined) v.icon = input.icon;
  if (input.color !== undefined) v.color = input.color;
  if (input.schedule !== undefined) v.schedule = input.schedule;
  if (input.target !== undefined) {
    v.targetValue = input.target?.value ?? null;
    v.targetUnit = input.target?.unit ?? null;
  }
  if (input.durationMinutes !== undefined) v.durationMinutes = input.durationMinutes;
  if (input.window !== undefined) v.window = input.window;
  if (input.reminderTime !== undefined) v.reminderTime = input.reminderTime;
  if (input.reminderEmail !== undefined) v.reminderEmail = input.reminderEmail;
  if (input.skipBudget !== undefined) {
    v.skipBudgetSkips = input.skipBudget.skips;
    v.skipBudgetDays = input.skipBudget.perDays;
  }
  if (input.startDate !== undefined) v.startDate = input.startDate;
  return v;
}

export async function createHabit(user: HabitOwner, input: CreateHabitInput, at = new Date()): Promise<HabitView> {
  const row = await getDb().transaction(async (tx) => {
    // The count is taken under a lock on the user's habits so two creations cannot both pass it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`habits:${user.id}`}))`);
    const [{ n }] = await tx.select({ n: count() }).from(habits).where(eq(habits.userId, user.id));
    if (n >= MAX_HABITS) throw tooManyHabits();
    const [inserted] = await tx
      .insert(habits)
      .values({
        userId: user.id,
        name: input.name,
        schedule: input.schedule,
        startDate: input.startDate ?? todayFor(user, at),
        ...columns(input),
      })
      .returning();
    return inserted;
  });
  return getHabitView(user, row.id, at);
}

export async function updateHabit(
  user: HabitOwner,
  habitId: string,
  input: UpdateHabitInput,
  at = new Date(),
): Promise<HabitView> {
  const { archived, ...rest } = input;
  const values: Values = { ...columns(rest), updatedAt: new Date() };
  if (archived !== undefined) values.archivedAt = archived ? new Date() : null;
  const rows: HabitRow[] = await getDb()
    .update(habits)
    .set(values)
    .where(and(eq(habits.id, habitId), eq(habits.userId, user.id)))
    .returning();
  if (rows.length === 0) throw habitNotFound();
  return getHabitView(user, habitId, at);
}

/** Deletes the habit and its check-ins; its blocks in plans stay (as ordinary blocks) and earned points stay earned. */
export async function deleteHabit(user: HabitOwner, habitId: string): Promise<void> {
  const rows = await getDb()
    .delete(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, user.id)))
    .returning({ id: habits.id });
  if (rows.length === 0) throw habitNotFound();
}
