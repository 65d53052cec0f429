/** Analytics against the database: numbers, time-zone edges, days without a plan, and scoping. */
import { getDb } from "@/server/db/client";
import { habitCheckIns, habits } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { getAnalytics } from "./get-analytics";
import { pearson } from "./math";
import { insertBlocks, insertMoods, insertPlanDays, insertPremiumUser } from "./testing/analytics-fixtures";

setupTestDatabase();

const NOW = new Date("2026-03-20T12:00:00Z");

describe(`getAnalytics (${testDatabaseKind()})`, () => {
  test("planned and done minutes, completion, and a day without a plan shown as such", async () => {
    const user = await insertPremiumUser();
    await insertBlocks(user.id, [
      { date: "2026-03-01", start: 540, end: 600, done: true },
      { date: "2026-03-01", start: 600, end: 690, kind: "event" },
      { date: "2026-03-01", start: 690, end: 705, kind: "break", done: true },
      { date: "2026-03-01", start: 0, end: 1440, kind: "event", allDay: true, done: true },
      { date: "2026-03-03", start: 720, end: 765, kind: "meal", done: true },
    ]);
    await insertPlanDays(user.id, ["2026-03-01", "2026-03-02"]);
    const a = await getAnalytics(user, "2026-03-01", "2026-03-04", NOW);
    expect(a.days.map((d) => [d.date, d.hasPlan, d.plannedMinutes, d.doneMinutes, d.completionRate])).toEqual([
      ["2026-03-01", true, 150, 60, 0.4],
      ["2026-03-02", true, 0, 0, null],
      ["2026-03-03", true, 45, 45, 1],
      ["2026-03-04", false, 0, 0, null],
    ]);
    expect(a.byKind).toEqual({ task: 60, meal: 45 });
    expect(a.totals).toMatchObject({
      daysPlanned: 3,
      plannedMinutes: 195,
      doneMinutes: 105,
      blocksDone: 2,
      focusMinutes: 60,
    });
  });

  test("a block just before midnight counts on its own date in the user's zone", async () => {
    const user = await insertPremiumUser({ timezone: "Pacific/Kiritimati" });
    await insertBlocks(user.id, [{ date: "2026-03-10", start: 23 * 60 + 30, end: 23 * 60 + 59, done: true }]);
    const a = await getAnalytics(user, "2026-03-10", "2026-03-11", NOW);
    expect(a.days.map((d) => [d.date, d.doneMinutes])).toEqual([
      ["2026-03-10", 29],
      ["2026-03-11", 0],
    ]);
    expect(a.heatmap).toEqual([{ weekday: 1, hour: 23, minutes: 29 }]);
    // "Today" is the user's: 2026-03-21 in Kiritimati (UTC+14) at 12:00 UTC on the 20th.
    expect(a.today).toBe("2026-03-21");
  });

  test("other users' blocks, plans and moods are never included", async () => {
    const user = await insertPremiumUser();
    const other = await insertPremiumUser();
    await insertBlocks(other.id, [{ date: "2026-03-05", start: 540, end: 600, done: true }]);
    await insertPlanDays(other.id, ["2026-03-06"]);
    await insertMoods(other.id, [{ date: "2026-03-05", score: 1 }]);
    await insertMoods(user.id, [{ date: "2026-03-05", score: 4 }]);
    const a = await getAnalytics(user, "2026-03-01", "2026-03-10", NOW);
    expect(a.days.every((d) => !d.hasPlan && d.plannedMinutes === 0)).toBe(true);
    expect(a.days.find((d) => d.date === "2026-03-05")?.mood).toBe(4);
    expect(a.totals.moodEntries).toBe(1);
  });

  test("mood vs completion: null below 14 days with both, Pearson's r from 14", async () => {
    const user = await insertPremiumUser();
    const dates = Array.from({ length: 16 }, (_, i) => `2026-02-${String(i + 1).padStart(2, "0")}`);
    const done = dates.map((_, i) => (i * 17) % 60);
    const scores = dates.map((_, i) => 1 + ((i * 3) % 5));
    await insertBlocks(
      user.id,
      dates.flatMap((date, i) => [
        { date, start: 480, end: 540 },
        ...(done[i] > 0 ? [{ date, start: 600, end: 600 + done[i], done: true }] : []),
      ]),
    );
    await insertMoods(
      user.id,
      dates.slice(0, 13).map((date, i) => ({ date, score: scores[i] })),
    );
    const few = await getAnalytics(user, "2026-02-01", "2026-02-28", NOW);
    expect(few.moodVsCompletion).toBeNull();
    expect(few.pairedDays).toBe(13);

    await insertMoods(
      user.id,
      dates.slice(13).map((date, i) => ({ date, score: scores[13 + i] })),
    );
    const enough = await getAnalytics(user, "2026-02-01", "2026-02-28", NOW);
    const rates = done.map((d) => d / (60 + d));
    expect(enough.moodVsCompletion?.days).toBe(16);
    expect(enough.moodVsCompletion?.r).toBeCloseTo(pearson(scores, rates)!, 10);
  });

  test("habits: due check-ins done over 7 days, skipped days left out, strength rising; another user's habits never included", async () => {
    const user = await insertPremiumUser();
    const other = await insertPremiumUser();
    const db = getDb();
    const [read] = await db
      .insert(habits)
      .values({ userId: user.id, name: "Read", schedule: { type: "daily" }, startDate: "2026-03-01" })
      .returning();
    const [theirs] = await db
      .insert(habits)
      .values({ userId: other.id, name: "Secret", schedule: { type: "daily" }, startDate: "2026-03-01" })
      .returning();
    await db.insert(habitCheckIns).values([
      { habitId: read.id, userId: user.id, date: "2026-03-01", status: "done" },
      { habitId: read.id, userId: user.id, date: "2026-03-02", status: "done" },
      { habitId: read.id, userId: user.id, date: "2026-03-03", status: "skipped" },
      { habitId: theirs.id, userId: other.id, date: "2026-03-04", status: "done" },
    ]);
    const a = await getAnalytics(user, "2026-03-01", "2026-03-04", NOW);
    expect(a.habits.list).toMatchObject([{ id: read.id, name: "Read", completionRate: 67, dueDays: 3 }]);
    expect(a.habits.completionRate).toBe(67);
    expect(a.habits.days.map((d) => d.completionRate7d)).toEqual([100, 100, 100, 67]);
    const strength = a.habits.days.map((d) => d.strength[0]);
    expect(strength[1]).toBeGreaterThan(strength[0]);
    expect(a.habits.list[0].strengthEnd).toBe(strength[3]);
    expect(JSON.stringify(a.habits)).not.toContain("Secret");

    const none = await getAnalytics(await insertPremiumUser(), "2026-03-01", "2026-03-04", NOW);
    expect(none.habits).toEqual({ list: [], days: [], completionRate: null });
  });
});
