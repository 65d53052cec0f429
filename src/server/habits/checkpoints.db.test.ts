/**
 * Five years of check-ins: the habit cards and analytics, which resume from stored checkpoints and
 * read about a year, show the same figures as a walk over the whole history (the old way), before
 * and after check-ins, undos and a change of schedule.
 */
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { habitCheckIns, habitCheckpoints, habits, type HabitRow } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { insertTestUser } from "@/server/users/testing/user-fixtures";
import { addDays, dayNumber, dayString } from "@/lib/time/dates";
import { updateHabit } from "./actions";
import { getHabitSeries } from "./analytics";
import { recordCheckIn, removeCheckIn } from "./check-ins";
import { checkMap, rulesOf, viewFromMap, type HabitView } from "./habit-view";
import { getHabitView, listHabits } from "./queries";
import { strengthPercent, walkScore } from "./score";
import { canSkip } from "./streak";
import type { HabitSchedule } from "./schemas";
import { seededRandom } from "./testing/seeded-random";

setupTestDatabase();

const NOW = new Date("2026-11-23T12:00:00Z");
const TODAY = "2026-11-23";
const START = addDays(TODAY, -5 * 365);

const specs: { name: string; schedule: HabitSchedule; target: number | null }[] = [
  { name: "Meditate", schedule: { type: "daily" }, target: null },
  { name: "Read", schedule: { type: "weekdays", days: [1, 3, 5] }, target: 20 },
  { name: "Run", schedule: { type: "timesPerWeek", times: 3 }, target: null },
  { name: "Water plants", schedule: { type: "everyNDays", n: 3 }, target: null },
];

/** The user's habits with five years of check-ins (long kept runs, lapses, values, skips). */
async function seed(userId: string): Promise<void> {
  const db = getDb();
  const next = seededRandom(5);
  for (const spec of specs) {
    const [row] = await db
      .insert(habits)
      .values({
        userId,
        name: spec.name,
        schedule: spec.schedule,
        targetValue: spec.target,
        targetUnit: spec.target ? "pages" : null,
        startDate: START,
      })
      .returning();
    const rules = rulesOf(row);
    const checks = checkMap([]);
    const values: (typeof habitCheckIns.$inferInsert)[] = [];
    let keen = true;
    for (let d = dayNumber(START); d <= dayNumber(TODAY) - 1; d++) {
      if (next() < 0.01) keen = !keen;
      const r = next();
      const date = dayString(d);
      if (r < (keen ? 0.95 : 0.3)) {
        const value = spec.target ? Math.round(5 + next() * 20) : null;
        values.push({ habitId: row.id, userId, date, status: "done", value });
        checks.set(d, { date, status: "done", value });
      } else if (r < 0.97 && canSkip(rules, checks, date)) {
        values.push({ habitId: row.id, userId, date, status: "skipped" });
        checks.set(d, { date, status: "skipped", value: null });
      }
    }
    for (let i = 0; i < values.length; i += 1000) await db.insert(habitCheckIns).values(values.slice(i, i + 1000));
  }
}

/** The cards as before checkpoints: every check-in read, every figure walked from the start. */
async function oldWay(userId: string, today = TODAY): Promise<HabitView[]> {
  const db = getDb();
  const rows: HabitRow[] = await db
    .select()
    .from(habits)
    .where(eq(habits.userId, userId))
    .orderBy(asc(habits.createdAt), asc(habits.id));
  const all = await db.select().from(habitCheckIns).where(eq(habitCheckIns.userId, userId));
  return rows.map((row) => {
    const mine = all.filter((c) => c.habitId === row.id);
    const t = mine.find((c) => c.date === today);
    const status = t?.status === "skipped" ? ("skipped" as const) : ("done" as const);
    return viewFromMap(row, checkMap(mine), t ? { status, value: t.value, note: t.note } : null, today);
  });
}

describe(`habit checkpoints (${testDatabaseKind()})`, () => {
  test("five years of check-ins: the cards show the figures of a walk over the whole history", async () => {
    const me = await insertTestUser({ timezone: "UTC" });
    await seed(me.id);
    const expected = await oldWay(me.id);
    expect(Math.max(...expected.map((h) => h.bestStreak))).toBeGreaterThan(40);

    // The first read makes the checkpoints, the next ones resume from them.
    expect(await listHabits(me, {}, NOW)).toEqual(expected);
    const stored = await getDb().select().from(habitCheckpoints);
    expect(stored.length).toBeGreaterThan(specs.length * 55);
    expect(stored.every((c) => c.day <= addDays(TODAY, -10))).toBe(true);
    expect(await listHabits(me, {}, NOW)).toEqual(expected);
    expect(await getHabitView(me, expected[1].id, NOW)).toEqual(expected[1]);

    // A check-in today, one undone, one a week back: the cards follow the whole history still.
    const [meditate, read, run] = expected;
    // The figures a write answers with are read from the checkpoint too.
    const figures = ({
      strength,
      streak,
      bestStreak,
      skipsLeft,
    }: HabitView | Awaited<ReturnType<typeof recordCheckIn>>) => ({
      strength,
      streak,
      bestStreak,
      skipsLeft,
    });
    const wrote = [
      await recordCheckIn(me, meditate.id, { date: TODAY, status: "done" }, NOW),
      await recordCheckIn(me, read.id, { date: addDays(TODAY, -7), status: "done", value: 3 }, NOW),
      await removeCheckIn(me, run.id, addDays(TODAY, -2), NOW),
    ];
    const now = await oldWay(me.id);
    expect(await listHabits(me, {}, NOW)).toEqual(now);
    expect(wrote.map(figures)).toEqual(now.slice(0, 3).map(figures));

    // Days later (new checkpoints), and after a change of schedule (the old ones are not used).
    const later = new Date(NOW.getTime() + 45 * 86_400_000);
    const laterDay = addDays(TODAY, 45);
    expect(await listHabits(me, {}, later)).toEqual(await oldWay(me.id, laterDay));
    await updateHabit(me, run.id, { schedule: { type: "timesPerWeek", times: 2 } }, NOW);
    expect(await listHabits(me, {}, NOW)).toEqual(await oldWay(me.id));
    const runs = await getDb().select().from(habitCheckpoints).where(eq(habitCheckpoints.habitId, run.id));
    expect(new Set(runs.map((c) => c.rules)).size).toBe(1);
  });

  test("a backdated change drops the checkpoints it invalidates", async () => {
    const me = await insertTestUser({ timezone: "UTC" });
    await seed(me.id);
    const [meditate] = await listHabits(me, {}, NOW);
    // A week back, as seen from 40 days ago: on or before checkpoints made today.
    const earlier = new Date(NOW.getTime() - 40 * 86_400_000);
    const date = addDays(TODAY, -45);
    await removeCheckIn(me, meditate.id, date, earlier);
    const left = await getDb()
      .select()
      .from(habitCheckpoints)
      .where(and(eq(habitCheckpoints.habitId, meditate.id)));
    expect(left.every((c) => c.day < date)).toBe(true);
    expect(await listHabits(me, {}, NOW)).toEqual(await oldWay(me.id));
  });

  test("30 days of analytics: strength as walked from the start", async () => {
    const me = await insertTestUser({ timezone: "UTC" });
    await seed(me.id);
    const from = addDays(TODAY, -29);
    for (let pass = 0; pass < 2; pass++) {
      const series = await getHabitSeries(me.id, from, TODAY, NOW);
      const rows = await getDb().select().from(habits).where(eq(habits.userId, me.id)).orderBy(asc(habits.createdAt));
      const all = await getDb().select().from(habitCheckIns).where(eq(habitCheckIns.userId, me.id));
      for (const [i, row] of rows.entries()) {
        const full: number[] = [];
        const map = checkMap(all.filter((c) => c.habitId === row.id));
        walkScore(rulesOf(row), map, dayNumber(TODAY), (day, score) => (full[day] = strengthPercent(score)));
        expect(series[i].days.map((d) => d.strength)).toEqual(series[i].days.map((d) => full[dayNumber(d.date)]));
      }
    }
  });
});
