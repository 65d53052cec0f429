import "server-only";
/** Reads of the caller's habits: every statement is scoped to the caller's userId. */
import { and, asc, eq, gte, isNull } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { habitCheckIns, habits, type HabitRow } from "@/server/db/schema";
import type { Tx } from "@/server/rewards/ledger";
import { zonedNow } from "@/lib/time/zones";
import { habitNotFound } from "./errors";
import { dayNumber } from "@/lib/time/dates";
import { checkpointSpan } from "./checkpoint";
import { checkpointsFor, CHECKPOINT_LAG, readChecksFrom } from "./checkpoint-store";
import { rulesOf, viewFromMap, type CheckInLike, type HabitView } from "./habit-view";
import { HEATMAP_DAYS } from "./stats";

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
  const where = options.includeArchived
    ? eq(habits.userId, user.id)
    : and(eq(habits.userId, user.id), isNull(habits.archivedAt));
  const rows = await getDb().select().from(habits).where(where).orderBy(asc(habits.createdAt), asc(habits.id));
  return viewsOf(user, rows, todayFor(user, at));
}

export async function getHabitView(user: HabitOwner, habitId: string, at = new Date()): Promise<HabitView> {
  const [row] = await getDb()
    .select()
    .from(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, user.id)));
  if (!row) throw habitNotFound();
  const [view] = await viewsOf(user, [row], todayFor(user, at));
  return view;
}

// The most days back a card shows: the heatmap (the completion rates look at 30 and 90).
const CARD_DAYS = Math.max(HEATMAP_DAYS, 90);

/**
 * The cards of the caller's habits `rows` at `today`. What a card shows needs the last CARD_DAYS
 * days and the skip budget's window; strength and streaks resume from the habit's last checkpoint
 * (checkpoint-store.ts), so years of check-ins are not read again on every request.
 */
async function viewsOf(user: HabitOwner, rows: HabitRow[], today: string): Promise<HabitView[]> {
  if (rows.length === 0) return [];
  const db = getDb();
  const todayN = dayNumber(today);
  const habitsOf = rows.map((row) => ({ id: row.id, rules: rulesOf(row) }));
  const checkpoints = await checkpointsFor(db, user.id, habitsOf, todayN - CHECKPOINT_LAG);
  const firstDays = new Map(
    habitsOf.map(({ id, rules }) => {
      const checkpoint = checkpoints.get(id);
      const walkFrom = checkpoint ? checkpoint.day + 1 - checkpointSpan(rules) : dayNumber(rules.startDate);
      return [id, Math.min(walkFrom, todayN - CARD_DAYS + 1, todayN - rules.skipBudget.perDays + 1)];
    }),
  );
  const [checks, todays] = await Promise.all([
    readChecksFrom(db, user.id, firstDays, todayN),
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
  const todayBy = new Map(
    todays.map((c) => [
      c.habitId,
      { status: c.status === "skipped" ? ("skipped" as const) : ("done" as const), value: c.value, note: c.note },
    ]),
  );
  return rows.map((row) =>
    viewFromMap(
      row,
      checks.get(row.id) ?? new Map(),
      todayBy.get(row.id) ?? null,
      today,
      checkpoints.get(row.id) ?? null,
    ),
  );
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

/** The habit's check-ins from `from` (a date) on, or all of them. */
export async function habitCheckInsOf(tx: Tx, userId: string, habitId: string, from?: string): Promise<CheckInLike[]> {
  return tx
    .select({
      date: habitCheckIns.date,
      status: habitCheckIns.status,
      value: habitCheckIns.value,
      note: habitCheckIns.note,
    })
    .from(habitCheckIns)
    .where(
      and(
        eq(habitCheckIns.userId, userId),
        eq(habitCheckIns.habitId, habitId),
        from === undefined ? undefined : gte(habitCheckIns.date, from),
      ),
    );
}
