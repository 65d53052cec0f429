import "server-only";
/** Reads of the caller's habits: every statement is scoped to the caller's userId. */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { habitCheckIns, habits, type HabitRow } from "@/server/db/schema";
import type { Tx } from "@/server/rewards/ledger";
import { zonedNow } from "@/lib/time/zones";
import { habitNotFound } from "./errors";
import { toHabitView, unpackChecks, viewFromMap, type CheckInLike, type HabitView } from "./habit-view";

export interface HabitOwner {
  id: string;
  timezone: string;
}

/** The caller's local date today. */
export function todayFor(user: { timezone: string }, at: Date = new Date()): string {
  return zonedNow(user.timezone, at).date;
}

export async function listHabits(
  user: HabitOwner,
  options: { includeArchived?: boolean } = {},
  at = new Date(),
): Promise<HabitView[]> {
  const db = getDb();
  const where = options.includeArchived
    ? eq(habits.userId, user.id)
    : and(eq(habits.userId, user.id), isNull(habits.archivedAt));
  const rows = await db.select().from(habits).where(where).orderBy(asc(habits.createdAt), asc(habits.id));
  if (rows.length === 0) return [];
  const today = todayFor(user, at);
  // Years of check-ins: packed per habit by the database (see unpackChecks), today's read whole.
  const [packed, todays] = await Promise.all([
    db.execute<{ habit_id: string; packed: string | null }>(sql`
      select habit_id, string_agg((date - date '1970-01-01')::text || ',' || case when status = 'skipped' then 's' when value is null then 'd' else value::text end, ';') as packed
      from habit_check_ins where user_id = ${user.id} group by habit_id`),
    db
      .select({
        habitId: habitCheckIns.habitId,
        status: habitCheckIns.status,
        value: habitCheckIns.value,
        note: habitCheckIns.note,
      })
      .from(habitCheckIns)
      .where(and(eq(habitCheckIns.userId, user.id), eq(habitCheckIns.date, today))),
  ]);
  const byHabit = new Map(packed.rows.map((r) => [r.habit_id, r.packed]));
  const todayBy = new Map(
    todays.map((c) => [
      c.habitId,
      { status: c.status === "skipped" ? ("skipped" as const) : ("done" as const), value: c.value, note: c.note },
    ]),
  );
  return rows.map((row) =>
    viewFromMap(row, unpackChecks(byHabit.get(row.id) ?? null), todayBy.get(row.id) ?? null, today),
  );
}

export async function getHabitView(user: HabitOwner, habitId: string, at = new Date()): Promise<HabitView> {
  const db = getDb();
  const [row] = await db
    .select()
    .from(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, user.id)));
  if (!row) throw habitNotFound();
  const checks = await db
    .select({
      date: habitCheckIns.date,
      status: habitCheckIns.status,
      value: habitCheckIns.value,
      note: habitCheckIns.note,
    })
    .from(habitCheckIns)
    .where(and(eq(habitCheckIns.userId, user.id), eq(habitCheckIns.habitId, habitId)));
  return toHabitView(row, checks, todayFor(user, at));
}

/** The caller's habit, locked until the transaction ends; 404 when it is not theirs. */
export async function lockHabit(tx: Tx, userId: string, habitId: string): Promise<HabitRow> {
  const [row] = await tx
    .select()
    .from(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
    .for("update");
  if (!row) throw habitNotFound();
  return row;
}

export async function habitCheckInsOf(tx: Tx, userId: string, habitId: string): Promise<CheckInLike[]> {
  return tx
    .select({
      date: habitCheckIns.date,
      status: habitCheckIns.status,
      value: habitCheckIns.value,
      note: habitCheckIns.note,
    })
    .from(habitCheckIns)
    .where(and(eq(habitCheckIns.userId, userId), eq(habitCheckIns.habitId, habitId)));
}
