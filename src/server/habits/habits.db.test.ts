/** The habits API's rules against a real database: validation, scoping, check-ins, concurrency. */
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { habitCheckIns, habits, rewardBalances } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { parseInput } from "@/server/http/route-handler";
import { insertTestUser } from "@/server/users/testing/user-fixtures";
import { createHabit, deleteHabit, updateHabit } from "./actions";
import { recordCheckIn, removeCheckIn } from "./check-ins";
import { getHabitView, listHabits } from "./queries";
import { createHabitSchema, checkInSchema, updateHabitSchema } from "./schemas";

setupTestDatabase();

const NOW = new Date("2026-11-23T12:00:00Z");
const TODAY = "2026-11-23";

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}
function parseError(schema: Parameters<typeof parseInput>[0], input: unknown): AppError {
  try {
    parseInput(schema, input);
  } catch (e) {
    if (e instanceof AppError) return e;
  }
  throw new Error("expected a validation error");
}

const user = () => insertTestUser({ timezone: "UTC", subscriptionTier: "yearly", subscriptionStatus: "active" });
const water = {
  name: "Water",
  schedule: { type: "daily" as const },
  target: { value: 8, unit: "glasses" },
  startDate: "2026-11-01",
};

describe(`habits (${testDatabaseKind()})`, () => {
  test("bad schedules, windows, times and values are refused with a message key (400)", () => {
    const bad: unknown[] = [
      { name: "x", schedule: { type: "weekly" } },
      { name: "x", schedule: { type: "weekdays", days: [] } },
      { name: "x", schedule: { type: "weekdays", days: [0] } },
      { name: "x", schedule: { type: "weekdays", days: [1, 1] } },
      { name: "x", schedule: { type: "timesPerWeek", times: 8 } },
      { name: "x", schedule: { type: "everyNDays", n: 1 } },
      { name: "x", schedule: { type: "everyNDays", n: 2.5 } },
      { name: "x", schedule: "daily" },
      { name: "", schedule: { type: "daily" } },
      { name: "x", schedule: { type: "daily" }, window: { start: "21:00", end: "20:00" } },
      { name: "x", schedule: { type: "daily" }, window: { part: "night" } },
      { name: "x", schedule: { type: "daily" }, reminderTime: "25:00" },
      { name: "x", schedule: { type: "daily" }, target: { value: -1, unit: "g" } },
      { name: "x", schedule: { type: "daily" }, durationMinutes: 0 },
      { name: "x", schedule: { type: "daily" }, skipBudget: { skips: 8, perDays: 7 } },
      { name: "x", schedule: { type: "daily" }, startDate: "2026-02-30" },
      { name: "x", schedule: { type: "daily" }, extra: 1 },
    ];
    for (const input of bad) {
      const err = parseError(createHabitSchema, input);
      expect(err.status).toBe(400);
      expect(err.messageKey).toMatch(/^(habits\.errors|errors)\./);
    }
    expect(parseError(checkInSchema, { date: TODAY, status: "maybe" }).status).toBe(400);
    expect(parseError(checkInSchema, { date: TODAY, status: "done", value: -2 }).status).toBe(400);
    expect(parseError(checkInSchema, { date: TODAY, status: "skipped", value: 2 }).status).toBe(400);
    expect(parseError(checkInSchema, { date: "23/11/2026", status: "done" }).status).toBe(400);
    expect(parseError(updateHabitSchema, {}).status).toBe(400);
  });

  test("creates, lists, edits, archives and deletes; someone else's id is 404", async () => {
    const me = await user();
    const other = await user();
    const created = await createHabit(me, { ...water, window: { part: "morning" }, durationMinutes: 10 }, NOW);
    expect(created).toMatchObject({
      name: "Water",
      schedule: { type: "daily" },
      target: { value: 8, unit: "glasses" },
      strength: 0,
      streak: 0,
      skipsLeft: 1,
      today: null,
    });
    expect((await listHabits(me, {}, NOW)).map((h) => h.id)).toEqual([created.id]);
    expect(await listHabits(other, {}, NOW)).toEqual([]);

    expect((await rejection(updateHabit(other, created.id, { name: "Mine" }))).status).toBe(404);
    expect((await rejection(deleteHabit(other, created.id))).status).toBe(404);
    expect((await rejection(getHabitView(other, created.id))).status).toBe(404);
    expect((await rejection(recordCheckIn(other, created.id, { date: TODAY, status: "done" }, NOW))).status).toBe(404);

    const edited = await updateHabit(
      me,
      created.id,
      { name: "Drink water", schedule: { type: "weekdays", days: [1, 3, 5] }, window: null },
      NOW,
    );
    expect(edited).toMatchObject({
      name: "Drink water",
      schedule: { type: "weekdays", days: [1, 3, 5] },
      window: null,
      durationMinutes: 10,
    });
    await updateHabit(me, created.id, { archived: true }, NOW);
    expect(await listHabits(me, {}, NOW)).toEqual([]);
    expect((await listHabits(me, { includeArchived: true }, NOW))[0].archived).toBe(true);
    expect((await rejection(recordCheckIn(me, created.id, { date: TODAY, status: "done" }, NOW))).status).toBe(409);
    await deleteHabit(me, created.id);
    expect(await getDb().select().from(habits).where(eq(habits.userId, me.id))).toEqual([]);
  });

  test("check-ins: done with a value and a note, past days up to 7 back, undo; the answer carries strength and streak", async () => {
    const me = await user();
    const habit = await createHabit(me, water, NOW);
    const first = await recordCheckIn(me, habit.id, { date: "2026-11-22", status: "done", value: 8 }, NOW);
    expect(first).toMatchObject({ streak: 1, checkIn: { status: "done", value: 8 } });
    expect(first.strength).toBeGreaterThan(0);
    expect(first.points.xp).toBeGreaterThan(0);
    const today = await recordCheckIn(me, habit.id, { date: TODAY, status: "done", value: 4, note: "half" }, NOW);
    expect(today).toMatchObject({ streak: 2, checkIn: { status: "done", value: 4, note: "half" } });
    expect((await getHabitView(me, habit.id, NOW)).today).toEqual({ status: "done", value: 4, note: "half" });

    expect((await rejection(recordCheckIn(me, habit.id, { date: "2026-11-24", status: "done" }, NOW))).status).toBe(
      400,
    );
    expect((await rejection(recordCheckIn(me, habit.id, { date: "2026-11-15", status: "done" }, NOW))).status).toBe(
      400,
    );
    expect(
      (
        await rejection(
          recordCheckIn(me, habit.id, { date: "2026-10-31", status: "done" }, new Date("2026-11-02T12:00:00Z")),
        )
      ).messageKey,
    ).toBe("habits.errors.beforeStart");

    const undone = await removeCheckIn(me, habit.id, TODAY, NOW);
    expect(undone).toMatchObject({ checkIn: null, streak: 1 });
    expect(undone.points.xp).toBeLessThan(0);
    expect((await getHabitView(me, habit.id, NOW)).today).toBeNull();
  });

  test("a skip inside the budget keeps the streak; a second skip in 7 days is refused (409)", async () => {
    const me = await user();
    const habit = await createHabit(me, { name: "Read", schedule: { type: "daily" }, startDate: "2026-11-19" }, NOW);
    for (const date of ["2026-11-19", "2026-11-20", "2026-11-21"])
      await recordCheckIn(me, habit.id, { date, status: "done" }, NOW);
    const skipped = await recordCheckIn(me, habit.id, { date: "2026-11-22", status: "skipped" }, NOW);
    expect(skipped).toMatchObject({ streak: 3, skipsLeft: 0 });
    const done = await recordCheckIn(me, habit.id, { date: TODAY, status: "done" }, NOW);
    expect(done.streak).toBe(4);
    const err = await rejection(recordCheckIn(me, habit.id, { date: TODAY, status: "skipped" }, NOW));
    expect([err.status, err.messageKey]).toEqual([409, "habits.errors.noSkipsLeft"]);
    // Nothing changed by the refused skip.
    expect((await getHabitView(me, habit.id, NOW)).today?.status).toBe("done");
  });

  test("duplicate and concurrent check-ins of one day leave one row and one award", async () => {
    const me = await user();
    const habit = await createHabit(me, water, NOW);
    await Promise.all(
      Array.from({ length: 6 }, () => recordCheckIn(me, habit.id, { date: TODAY, status: "done" }, NOW)),
    );
    await recordCheckIn(me, habit.id, { date: TODAY, status: "done" }, NOW);
    const rows = await getDb().select().from(habitCheckIns).where(eq(habitCheckIns.habitId, habit.id));
    expect(rows).toHaveLength(1);
    const [balance] = await getDb().select().from(rewardBalances).where(eq(rewardBalances.userId, me.id));
    expect(balance.xp).toBe(12); // 10 + 2 x streak 1
  });
});
