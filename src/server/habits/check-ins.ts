import "server-only";
/**
 * Check-ins: done (optionally with a value towards the target), or skipped within the skip budget,
 * with an optional note; today or up to 7 days back; undone by deleting. The habit row is locked for
 * the change, so duplicate and concurrent check-ins of one habit are applied one after the other
 * (one row per habit and day). Points are awarded or taken back in the same transaction, and the
 * habit's block on that day (if the plan has one) is checked or unchecked to match.
 */
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { blocks, habitCheckIns, userBadges, type HabitRow } from "@/server/db/schema";
import { award, revert, type Tx } from "@/server/rewards/ledger";
import { habitPoints, HABIT_DAILY_CAP, capped, type Points } from "@/server/rewards/rules";
import { addDays, dayNumber, dayString } from "@/lib/time/dates";
import { updateDayAward } from "@/server/rewards/day-award";
import { checkpointSpan, type Checkpoint } from "./checkpoint";
import { checkpointsFor, CHECKPOINT_LAG, dropCheckpointsFrom } from "./checkpoint-store";
import { archivedHabit, beforeStart, dateOutOfRange, noSkipsLeft } from "./errors";
import { checkMap, habitNumbers, rulesOf, type CheckInLike, type HabitNumbers, type TodayCheckIn } from "./habit-view";
import { habitCheckInsOf, lockHabit, todayFor, type HabitOwner } from "./queries";
import type { CheckInInput } from "./schemas";
import { canSkip } from "./streak";

/** How many days back a check-in may be made or undone. */
export const CHECK_IN_DAYS_BACK = 7;
const STREAK_BADGE = 7;

interface CheckInResult extends HabitNumbers {
  id: string;
  date: string;
  checkIn: TodayCheckIn | null;
  points: Points;
}

const habitSource = (habitId: string, date: string) => `habit:${habitId}:${date}`;

function checkDate(row: HabitRow, date: string, today: string) {
  if (date > today || date < addDays(today, -CHECK_IN_DAYS_BACK)) throw dateOutOfRange();
  if (date < row.startDate) throw beforeStart();
}

async function syncHabitBlocks(tx: Tx, userId: string, habitId: string, date: string, done: boolean, today: string) {
  const changed = await tx
    .update(blocks)
    .set({ done, doneAt: done ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(blocks.userId, userId), eq(blocks.habitId, habitId), eq(blocks.date, date), eq(blocks.done, !done)))
    .returning({ id: blocks.id });
  if (changed.length > 0) await updateDayAward(tx, userId, date, today);
}

/**
 * What a write on `date` needs to know, after the checkpoints it changes were dropped: the habit's
 * last checkpoint and its check-ins since (strength and streaks at `today`), and those of the
 * skip budget's windows around `date` and today. Not the whole history.
 */
async function checksForWrite(
  tx: Tx,
  userId: string,
  row: HabitRow,
  date: string,
  today: string,
): Promise<{ checks: CheckInLike[]; checkpoint: Checkpoint | null }> {
  const rules = rulesOf(row);
  const todayN = dayNumber(today);
  const checkpoints = await checkpointsFor(tx, userId, [{ id: row.id, rules }], todayN - CHECKPOINT_LAG);
  const checkpoint = checkpoints.get(row.id) ?? null;
  const perDays = rules.skipBudget.perDays;
  const first = Math.min(
    checkpoint ? checkpoint.day + 1 - checkpointSpan(rules) : dayNumber(row.startDate),
    dayNumber(date) - perDays + 1,
    todayN - perDays + 1,
  );
  return { checks: await habitCheckInsOf(tx, userId, row.id, dayString(first)), checkpoint };
}

interface CheckInWrite extends CheckInInput {
  blockId?: string;
}

/** Records the check-in inside the caller's transaction (the habit row locked); awards or takes back its points. */
export async function writeCheckIn(
  tx: Tx,
  userId: string,
  row: HabitRow,
  input: CheckInWrite,
  today: string,
  options: { syncBlocks: boolean },
): Promise<CheckInResult> {
  await dropCheckpointsFrom(tx, row.id, input.date);
  const { checks: existing, checkpoint } = await checksForWrite(tx, userId, row, input.date, today);
  const checks = checkMap(existing.filter((c) => c.date !== input.date));
  const previous = existing.find((c) => c.date === input.date);
  if (input.status === "skipped" && previous?.status !== "skipped" && !canSkip(rulesOf(row), checks, input.date))
    throw noSkipsLeft(row.skipBudgetSkips, row.skipBudgetDays);

  const value = input.status === "done" ? (input.value ?? null) : null;
  const note = input.note === undefined ? (previous?.note ?? null) : input.note || null;
  await tx
    .insert(habitCheckIns)
    .values({
      habitId: row.id,
      userId,
      date: input.date,
      status: input.status,
      value,
      note,
      blockId: input.blockId ?? null,
    })
    .onConflictDoUpdate({
      target: [habitCheckIns.habitId, habitCheckIns.date],
      set: {
        status: input.status,
        value,
        note,
        updatedAt: new Date(),
        ...(input.blockId ? { blockId: input.blockId } : {}),
      },
    });
  const after = checkMap([
    ...existing.filter((c) => c.date !== input.date),
    { date: input.date, status: input.status, value, note },
  ]);
  const numbers = habitNumbers(row, after, today, checkpoint);

  let points: Points = { xp: 0, coins: 0 };
  const source = habitSource(row.id, input.date);
  if (input.status === "done") {
    const streak = numbers.streak;
    points = await award(tx, userId, {
      source,
      category: "habit",
      day: input.date,
      meta: { title: row.name, streak },
      points: (earned) => capped(habitPoints(streak), earned, HABIT_DAILY_CAP),
    });
    if (numbers.streak >= STREAK_BADGE)
      await tx.insert(userBadges).values({ userId, badge: "habit-streak-7" }).onConflictDoNothing();
    await tx.insert(userBadges).values({ userId, badge: "first-habit" }).onConflictDoNothing();
  } else {
    const back = await revert(tx, userId, source);
    points = { xp: -back.xp, coins: -back.coins };
  }
  if (options.syncBlocks) await syncHabitBlocks(tx, userId, row.id, input.date, input.status === "done", today);
  return { id: row.id, date: input.date, ...numbers, checkIn: { status: input.status, value, note }, points };
}

/** Removes the check-in inside the caller's transaction and takes back its points. */
export async function eraseCheckIn(
  tx: Tx,
  userId: string,
  row: HabitRow,
  date: string,
  today: string,
  options: { syncBlocks: boolean },
): Promise<CheckInResult> {
  await tx
    .delete(habitCheckIns)
    .where(and(eq(habitCheckIns.habitId, row.id), eq(habitCheckIns.userId, userId), eq(habitCheckIns.date, date)));
  await dropCheckpointsFrom(tx, row.id, date);
  const back = await revert(tx, userId, habitSource(row.id, date));
  if (options.syncBlocks) await syncHabitBlocks(tx, userId, row.id, date, false, today);
  const { checks, checkpoint } = await checksForWrite(tx, userId, row, date, today);
  const numbers = habitNumbers(row, checkMap(checks), today, checkpoint);
  return { id: row.id, date, ...numbers, checkIn: null, points: { xp: -back.xp, coins: -back.coins } };
}

export async function recordCheckIn(
  user: HabitOwner,
  habitId: string,
  input: CheckInInput,
  at = new Date(),
): Promise<CheckInResult> {
  const today = todayFor(user, at);
  return getDb().transaction(async (tx) => {
    const row = await lockHabit(tx, user.id, habitId);
    if (row.archivedAt) throw archivedHabit();
    checkDate(row, input.date, today);
    return writeCheckIn(tx, user.id, row, input, today, { syncBlocks: true });
  });
}

export async function removeCheckIn(
  user: HabitOwner,
  habitId: string,
  date: string,
  at = new Date(),
): Promise<CheckInResult> {
  const today = todayFor(user, at);
  return getDb().transaction(async (tx) => {
    const row = await lockHabit(tx, user.id, habitId);
    if (date > today || date < addDays(today, -CHECK_IN_DAYS_BACK)) throw dateOutOfRange();
    return eraseCheckIn(tx, user.id, row, date, today, { syncBlocks: true });
  });
}
