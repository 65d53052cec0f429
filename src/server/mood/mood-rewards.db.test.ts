/**
 * Mood check-ins earn rewards once per day, through the same domain functions the API calls:
 * several check-ins a day earn once, deleting the day's last one takes the points back, moving a
 * check-in moves the award, and future days or old back-fills earn nothing. Never across users.
 */
import { and, eq } from "drizzle-orm";
import { insertPremiumUser } from "@/server/analytics/testing/analytics-fixtures";
import { getDb } from "@/server/db/client";
import { rewardBalances, rewardLedger } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { MOOD } from "@/server/rewards/rules";
import { createMood, deleteMood, updateMood } from "./actions";

setupTestDatabase();

const NOW = new Date("2026-11-23T10:00:00Z"); // 2026-11-23 in UTC
const ZERO = { xp: 0, coins: 0 };

async function balance(userId: string) {
  const [row] = await getDb()
    .select({ xp: rewardBalances.xp, coins: rewardBalances.coins })
    .from(rewardBalances)
    .where(eq(rewardBalances.userId, userId));
  return row ?? ZERO;
}

async function ledger(userId: string, source: string) {
  return getDb()
    .select({ xp: rewardLedger.xp, coins: rewardLedger.coins, category: rewardLedger.category, day: rewardLedger.day })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.userId, userId), eq(rewardLedger.source, source)))
    .orderBy(rewardLedger.seq);
}

const checkIn = (user: { id: string; timezone: string }, date: string, score = 3) =>
  createMood(user, { date, score, tags: [] }, NOW);

describe(`mood check-in rewards (${testDatabaseKind()})`, () => {
  test("several check-ins a day earn once; deleting the day's last one takes the points back", async () => {
    const user = await insertPremiumUser({ timezone: "UTC" });
    const other = await insertPremiumUser({ timezone: "UTC" });
    const a = await checkIn(user, "2026-11-23");
    expect(await balance(user.id)).toEqual(MOOD);
    const b = await checkIn(user, "2026-11-23", 5);
    expect(await balance(user.id)).toEqual(MOOD);
    expect(await ledger(user.id, "mood:2026-11-23")).toEqual([{ ...MOOD, category: "mood", day: "2026-11-23" }]);

    await deleteMood(user.id, a.id);
    expect(await balance(user.id)).toEqual(MOOD);
    await deleteMood(user.id, b.id);
    expect(await balance(user.id)).toEqual(ZERO);
    expect((await ledger(user.id, "mood:2026-11-23")).map((e) => e.xp)).toEqual([MOOD.xp, -MOOD.xp]);

    // Logging again the same day earns again (exactly once), and the other user got nothing.
    await checkIn(user, "2026-11-23");
    await checkIn(user, "2026-11-23");
    expect(await balance(user.id)).toEqual(MOOD);
    expect(await balance(other.id)).toEqual(ZERO);
  });

  test("yesterday earns; tomorrow and a check-in a month back do not", async () => {
    const user = await insertPremiumUser({ timezone: "UTC" });
    await checkIn(user, "2026-11-24");
    await checkIn(user, "2026-10-20");
    expect(await balance(user.id)).toEqual(ZERO);
    await checkIn(user, "2026-11-22");
    expect(await balance(user.id)).toEqual(MOOD);
    await checkIn(user, "2026-11-17"); // six days back: still earns
    expect(await balance(user.id)).toEqual({ xp: 2 * MOOD.xp, coins: 2 * MOOD.coins });
  });

  test("moving a check-in to another day moves the award; editing in place changes nothing", async () => {
    const user = await insertPremiumUser({ timezone: "UTC" });
    const m = await checkIn(user, "2026-11-21");
    await updateMood(user, m.id, { score: 5, note: "better" }, NOW);
    expect(await balance(user.id)).toEqual(MOOD);
    await updateMood(user, m.id, { date: "2026-11-22" }, NOW);
    expect(await balance(user.id)).toEqual(MOOD);
    expect((await ledger(user.id, "mood:2026-11-21")).map((e) => e.xp)).toEqual([MOOD.xp, -MOOD.xp]);
    expect((await ledger(user.id, "mood:2026-11-22")).map((e) => e.xp)).toEqual([MOOD.xp]);
  });

  test("another user's delete is a 404 and takes nothing back", async () => {
    const owner = await insertPremiumUser({ timezone: "UTC" });
    const intruder = await insertPremiumUser({ timezone: "UTC" });
    const m = await checkIn(owner, "2026-11-23");
    await expect(deleteMood(intruder.id, m.id)).rejects.toMatchObject({ status: 404 });
    await expect(updateMood(intruder, m.id, { date: "2026-11-20" }, NOW)).rejects.toMatchObject({ status: 404 });
    expect(await balance(owner.id)).toEqual(MOOD);
    expect(await balance(intruder.id)).toEqual(ZERO);
  });
});
