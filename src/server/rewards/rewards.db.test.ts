/** The ledger's rules end to end on a real database: toggling, future and instant blocks, caps, redemptions. */
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { blocks, moods, rewardBalances, rewardLedger, type BlockRow } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { createHabit } from "@/server/habits/actions";
import { getHabitView } from "@/server/habits/queries";
import { insertTestUser } from "@/server/users/testing/user-fixtures";
import { createRewardItem, redeemRewardItem } from "./items";
import { awardForMoodCheckIn } from "./mood-award";
import { onBlockDoneChanged } from "./on-block-done";
import { getRewards } from "./queries";
import { updateCalendarBlock } from "@/server/calendar/update-block";
import { BLOCK_DAILY_CAP, FULL_DAY } from "./rules";

setupTestDatabase();

const NOW = new Date("2026-11-23T12:00:00Z");
const TODAY = "2026-11-23";
const user = () => insertTestUser({ timezone: "UTC", subscriptionTier: "yearly", subscriptionStatus: "active" });

async function addBlock(userId: string, b: Partial<BlockRow> = {}): Promise<BlockRow> {
  const [row] = await getDb()
    .insert(blocks)
    .values({
      userId,
      date: TODAY,
      startMin: 540,
      endMin: 600,
      title: "Report",
      kind: "task",
      source: "plan",
      createdAt: new Date("2026-11-23T06:00:00Z"),
      ...b,
    })
    .returning();
  return row;
}

/** What the calendar's block edit does: write the flag, then call the hook, in one transaction. */
async function setDone(block: BlockRow, done: boolean, at = NOW) {
  return getDb().transaction(async (tx) => {
    await tx
      .update(blocks)
      .set({ done, doneAt: done ? at : null })
      .where(eq(blocks.id, block.id));
    return onBlockDoneChanged(tx, block.userId, block, done, at);
  });
}

async function balance(userId: string) {
  const [row] = await getDb().select().from(rewardBalances).where(eq(rewardBalances.userId, userId));
  return { xp: row?.xp ?? 0, coins: row?.coins ?? 0 };
}

describe(`rewards ledger (${testDatabaseKind()})`, () => {
  test("checking a block earns by its minutes; toggling it 100 times ends with exactly what checking it once gives", async () => {
    const me = await user();
    const block = await addBlock(me.id);
    expect(await setDone(block, true)).toEqual({ xp: 12, coins: 4 });
    const once = await balance(me.id);
    expect(once).toEqual({ xp: 12, coins: 4 });
    for (let i = 0; i < 100; i++) await setDone(block, i % 2 === 1);
    expect(await balance(me.id)).toEqual(once);
    // Unchecking takes back exactly what it gave.
    expect(await setDone(block, false)).toEqual({ xp: -12, coins: -4 });
    expect(await balance(me.id)).toEqual({ xp: 0, coins: 0 });
    // The ledger is append-only: every change is a row.
    const rows = await getDb()
      .select()
      .from(rewardLedger)
      .where(and(eq(rewardLedger.userId, me.id), eq(rewardLedger.source, `block:${block.id}`)));
    expect(rows.length).toBe(102);
  });

  test("concurrent checks of one block award once", async () => {
    const me = await user();
    const block = await addBlock(me.id);
    await Promise.all(Array.from({ length: 5 }, () => setDone(block, true)));
    expect(await balance(me.id)).toEqual({ xp: 12, coins: 4 });
  });

  test("future blocks earn nothing (a later day, or later today)", async () => {
    const me = await user();
    expect(await setDone(await addBlock(me.id, { date: "2026-11-24" }), true)).toEqual({
      xp: 0,
      coins: 0,
      reason: "future",
    });
    expect(await setDone(await addBlock(me.id, { startMin: 18 * 60, endMin: 19 * 60 }), true)).toEqual({
      xp: 0,
      coins: 0,
      reason: "future",
    });
    expect(await balance(me.id)).toEqual({ xp: 0, coins: 0 });
  });

  test("a block made by hand and checked within a minute earns nothing; an older one does", async () => {
    const me = await user();
    const instant = await addBlock(me.id, { source: "manual", createdAt: new Date(NOW.getTime() - 20_000) });
    expect(await setDone(instant, true)).toEqual({ xp: 0, coins: 0, reason: "instant" });
    const older = await addBlock(me.id, { source: "manual", createdAt: new Date(NOW.getTime() - 5 * 60_000) });
    expect((await setDone(older, true)).xp).toBe(12);
  });

  test("blocks earn at most the daily cap; unchecking one gives room back", async () => {
    const me = await user();
    const long = [];
    // Two 6-hour blocks: 72 XP each, 144 in all, over the cap (and too few blocks for a full day).
    for (let i = 0; i < 2; i++)
      long.push(
        await addBlock(me.id, {
          date: "2026-11-22",
          startMin: i * 360,
          endMin: i * 360 + 360,
          title: `Deep work ${i}`,
        }),
      );
    for (const b of long) await setDone(b, true);
    expect(await balance(me.id)).toMatchObject({ xp: BLOCK_DAILY_CAP.xp, coins: BLOCK_DAILY_CAP.coins });
    // Another day has its own cap.
    expect((await setDone(await addBlock(me.id), true)).xp).toBe(12);
  });

  test("a fully completed day earns its bonus, taken back when a block is unchecked", async () => {
    const me = await user();
    const bs = [
      await addBlock(me.id, { startMin: 480, endMin: 510 }),
      await addBlock(me.id, { startMin: 510, endMin: 540 }),
      await addBlock(me.id, { startMin: 600, endMin: 630 }),
    ];
    await addBlock(me.id, { kind: "break", startMin: 540, endMin: 550 });
    for (const b of bs) await setDone(b, true);
    const full = await balance(me.id);
    expect(full.xp).toBe(6 * 3 + FULL_DAY.xp);
    await setDone(bs[1], false);
    expect((await balance(me.id)).xp).toBe(6 * 2);
    expect((await getRewards(me.id, TODAY)).badges.map((b) => b.id)).toContain("perfect-day");
  });

  test("a habit's block records the check-in when checked and removes it when unchecked", async () => {
    const me = await user();
    const gym = await createHabit(
      me,
      {
        name: "Gym",
        schedule: { type: "timesPerWeek", times: 3 },
        durationMinutes: 60,
        window: { part: "evening" },
        startDate: "2026-11-16",
      },
      NOW,
    );
    const block = await addBlock(me.id, {
      kind: "habit",
      source: "habit",
      habitId: gym.id,
      title: "Gym",
      startMin: 7 * 60,
      endMin: 8 * 60,
    });
    const given = await setDone(block, true);
    // 3 times a week: the streak counts full weeks, and this week is not full yet.
    expect(given.xp).toBe(10);
    expect((await getHabitView(me, gym.id, NOW)).today?.status).toBe("done");
    await setDone(block, false);
    expect((await getHabitView(me, gym.id, NOW)).today).toBeNull();
    expect(await balance(me.id)).toEqual({ xp: 0, coins: 0 });
    // Deleting the block leaves the habit.
    await getDb().delete(blocks).where(eq(blocks.id, block.id));
    expect((await getHabitView(me, gym.id, NOW)).name).toBe("Gym");
  });

  test("checking a habit's block on the calendar records the check-in; unchecking removes it", async () => {
    const me = await user();
    const today = new Date().toISOString().slice(0, 10);
    const read = await createHabit(me, {
      name: "Read",
      schedule: { type: "daily" },
      durationMinutes: 20,
      startDate: today,
    });
    const block = await addBlock(me.id, {
      date: today,
      kind: "habit",
      source: "habit",
      habitId: read.id,
      title: "Read",
      startMin: 0,
      endMin: 20,
    });
    await updateCalendarBlock(me.id, block.id, { done: true });
    expect((await getHabitView(me, read.id)).today?.status).toBe("done");
    expect((await balance(me.id)).xp).toBe(12);
    await updateCalendarBlock(me.id, block.id, { done: false });
    expect((await getHabitView(me, read.id)).today).toBeNull();
    expect(await balance(me.id)).toEqual({ xp: 0, coins: 0 });
  });

  test("mood check-ins earn once per day", async () => {
    const me = await user();
    await getDb().transaction((tx) => awardForMoodCheckIn(tx, me.id, "m1", TODAY));
    await getDb().transaction((tx) => awardForMoodCheckIn(tx, me.id, "m2", TODAY));
    expect(await balance(me.id)).toEqual({ xp: 10, coins: 5 });
  });

  test("the thirty-moods badge counts the days with a mood, as analytics does, also those that earned nothing", async () => {
    const me = await user();
    // Three days of moods, two of them logged long after (backdated check-ins earn no XP).
    await getDb()
      .insert(moods)
      .values(["2026-10-01", "2026-10-02", TODAY].map((date) => ({ userId: me.id, date, score: 4 })));
    const view = await getRewards(me.id, TODAY);
    expect(view.locked.find((b) => b.id === "mood-30")).toEqual({ id: "mood-30", progress: 3, goal: 30 });
  });

  test("redeeming: coins never below zero; two concurrent redemptions of the last coins: one succeeds, one 409", async () => {
    const me = await user();
    const other = await user();
    const block = await addBlock(me.id, { startMin: 0, endMin: 150 }); // 30 XP, 10 coins
    await setDone(block, true);
    const item = await createRewardItem(me.id, { title: "An episode", cost: 10 });
    const results = await Promise.allSettled([
      redeemRewardItem(me.id, item.id, TODAY),
      redeemRewardItem(me.id, item.id, TODAY),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((failed.reason as AppError).status).toBe(409);
    expect(await balance(me.id)).toEqual({ xp: 30, coins: 0 });
    // Someone else's reward is 404.
    expect(((await redeemRewardItem(other.id, item.id, TODAY).catch((e: unknown) => e)) as AppError).status).toBe(404);
    // Spent coins stay spent: unchecking takes back the XP and no coins, checking again gives no coins.
    await setDone(block, false);
    expect(await balance(me.id)).toEqual({ xp: 0, coins: 0 });
    await setDone(block, true);
    expect(await balance(me.id)).toEqual({ xp: 30, coins: 0 });
    const view = await getRewards(me.id, TODAY);
    expect(view).toMatchObject({ xp: 30, coins: 0, level: 1, nextLevelXp: 100 });
    expect(view.badges.map((b) => b.id)).toContain("first-reward");
    expect(view.history[0]).toMatchObject({ category: "block", type: "award", xp: 30, coins: 0 });
  });
});
