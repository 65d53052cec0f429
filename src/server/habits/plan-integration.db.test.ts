/** Habits placed by the planner into a generated day, checked off from the dashboard. */
import { toMinutes } from "@/lib/time/clock";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { blocks, rewardBalances } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { generatePlan } from "@/server/schedule/generate-plan";

import { insertScheduleUser } from "@/server/schedule/testing/schedule-fixtures";
import { updateCalendarBlock } from "@/server/calendar/update-block";
import { createHabit } from "./actions";
import { recordCheckIn } from "./check-ins";
import { getHabitView } from "./queries";

setupTestDatabase();

const NOW = new Date("2026-11-23T08:00:00Z"); // Monday
const TOMORROW = "2026-11-24";

async function setUp() {
  const user = await insertScheduleUser({ wakeTime: "07:00", bedTime: "23:00" });
  const water = await createHabit(
    user,
    { name: "Water", schedule: { type: "daily" }, target: { value: 8, unit: "glasses" } },
    NOW,
  );
  const gym = await createHabit(
    user,
    { name: "Gym", schedule: { type: "timesPerWeek", times: 3 }, durationMinutes: 60, window: { part: "evening" } },
    NOW,
  );
  const reading = await createHabit(
    user,
    { name: "Reading", schedule: { type: "daily" }, durationMinutes: 20, window: { start: "21:00", end: "23:00" } },
    NOW,
  );
  return { user, water, gym, reading };
}

describe(`habits in the plan (${testDatabaseKind()})`, () => {
  test("due habits with a duration are placed in their windows as habit blocks; a habit without one is not", async () => {
    const { user, gym, reading } = await setUp();
    const plan = await generatePlan(
      user,
      { description: "standup at 9:30, 3 hours on the report, lunch", date: TOMORROW, replan: false },
      "en",
      NOW,
    );
    const gymBlock = plan.blocks.find((b) => b.title === "Gym")!;
    const readingBlock = plan.blocks.find((b) => b.title === "Reading")!;
    expect(gymBlock).toMatchObject({ kind: "habit" });
    expect(toMinutes(gymBlock.start)).toBeGreaterThanOrEqual(17 * 60);
    expect(toMinutes(readingBlock.start)).toBeGreaterThanOrEqual(21 * 60);
    expect(toMinutes(readingBlock.end)).toBeLessThanOrEqual(23 * 60);
    expect(plan.blocks.some((b) => b.title === "Water")).toBe(false);
    const rows = await getDb()
      .select()
      .from(blocks)
      .where(and(eq(blocks.userId, user.id), eq(blocks.date, TOMORROW), eq(blocks.source, "habit")));
    expect(rows.map((r) => [r.title, r.habitId]).sort()).toEqual([
      ["Gym", gym.id],
      ["Reading", reading.id],
    ]);
    // Never overlapping anything.
    const sorted = [...plan.blocks].sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
    for (let i = 1; i < sorted.length; i++)
      expect(toMinutes(sorted[i].start)).toBeGreaterThanOrEqual(toMinutes(sorted[i - 1].end));

    // Generating the day again keeps one block per habit.
    const again = await generatePlan(
      user,
      { description: "standup at 9:30, 2 hours on the report", date: TOMORROW, replan: false },
      "en",
      NOW,
    );
    expect(again.blocks.filter((b) => b.title === "Gym")).toHaveLength(1);
    expect(again.blocks.filter((b) => b.title === "Reading")).toHaveLength(1);
  });

  test("'gym after work' with a Gym habit does not make a second gym block", async () => {
    const { user, gym } = await setUp();
    const plan = await generatePlan(
      user,
      { description: "report for 2 hours, gym after work", date: TOMORROW, replan: false },
      "en",
      NOW,
    );
    const gyms = plan.blocks.filter((b) => /gym/i.test(b.title));
    expect(gyms).toHaveLength(1);
    const [row] = await getDb()
      .select()
      .from(blocks)
      .where(and(eq(blocks.userId, user.id), eq(blocks.id, gyms[0].id)));
    expect(row).toMatchObject({ source: "habit", habitId: gym.id });
  });

  test("checking a habit block on the dashboard records the check-in and moves strength, streak and XP; unchecking undoes it", async () => {
    // The dashboard's edit reads the real clock: plan the real today (UTC), from its start.
    const { user, reading } = await setUp();
    const today = new Date().toISOString().slice(0, 10);
    const evening = new Date();
    const plan = await generatePlan(
      user,
      { description: "write the report for 2 hours", date: today, replan: false },
      "en",
      new Date(`${today}T00:00:00Z`),
    );
    const block = plan.blocks.find((b) => b.title === "Reading")!;
    await updateCalendarBlock(user.id, block.id, { done: true });
    const after = await getHabitView(user, reading.id, evening);
    expect(after.today?.status).toBe("done");
    expect(after.streak).toBe(1);
    expect(after.strength).toBeGreaterThan(0);
    const [balance] = await getDb().select().from(rewardBalances).where(eq(rewardBalances.userId, user.id));
    expect(balance.xp).toBeGreaterThan(0);
    await updateCalendarBlock(user.id, block.id, { done: false });
    expect((await getHabitView(user, reading.id, evening)).today).toBeNull();
  });

  test("re-planning a day planned before the habit existed adds the habit's block", async () => {
    const user = await insertScheduleUser({ wakeTime: "07:00", bedTime: "23:00" });
    await generatePlan(user, { description: "report for 2 hours", date: TOMORROW, replan: false }, "en", NOW);
    await createHabit(
      user,
      { name: "Meditate", schedule: { type: "daily" }, durationMinutes: 15, window: { part: "morning" } },
      NOW,
    );
    const replanned = await generatePlan(user, { description: "", date: TOMORROW, replan: true }, "en", NOW);
    const m = replanned.blocks.find((b) => b.title === "Meditate");
    expect(m && toMinutes(m.end) - toMinutes(m.start)).toBe(15);
    expect(toMinutes(m!.start)).toBeLessThan(12 * 60);
  });

  test("a habit already checked in that day, or already done as often as its week asks, is not planned", async () => {
    const { user, gym, reading } = await setUp();
    const thursday = "2026-11-26";
    const at = new Date(`${thursday}T08:00:00Z`);
    for (const date of ["2026-11-23", "2026-11-24", "2026-11-25"])
      await recordCheckIn(user, gym.id, { date, status: "done" }, at);
    await recordCheckIn(user, reading.id, { date: thursday, status: "done" }, at);
    const plan = await generatePlan(
      user,
      { description: "report for 2 hours", date: thursday, replan: false },
      "en",
      at,
    );
    expect(plan.blocks.map((b) => b.title)).not.toContain("Gym");
    expect(plan.blocks.map((b) => b.title)).not.toContain("Reading");
    // Friday: Reading is due again (checked Thursday only); the gym's week is done.
    const friday = await generatePlan(
      user,
      { description: "report for 2 hours", date: "2026-11-27", replan: false },
      "en",
      at,
    );
    expect(friday.blocks.map((b) => b.title)).toContain("Reading");
    expect(friday.blocks.map((b) => b.title)).not.toContain("Gym");
  });
});
