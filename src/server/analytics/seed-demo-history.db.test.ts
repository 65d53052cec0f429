/** The demo history is seeded once: a second start (or an account with its own data) is left alone. */
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { blocks, moods, plans } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { getAnalytics } from "./get-analytics";
import { seedDemoHistory } from "./seed-demo-history";
import { insertMoods, insertPremiumUser } from "./testing/analytics-fixtures";

setupTestDatabase();

const NOW = new Date("2026-11-23T09:00:00Z");

async function counts(userId: string) {
  const db = getDb();
  const n = async (table: typeof plans | typeof blocks | typeof moods) =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)` })
          .from(table)
          .where(eq(table.userId, userId))
      )[0].n,
    );
  return { plans: await n(plans), blocks: await n(blocks), moods: await n(moods) };
}

describe(`seedDemoHistory (${testDatabaseKind()})`, () => {
  test("seeds 60 days once, and analytics see a real history", async () => {
    const user = await insertPremiumUser({ email: `demo-${Date.now()}@rhythm.test` });
    await seedDemoHistory(user.email, NOW);
    const first = await counts(user.id);
    expect(first.plans).toBeGreaterThan(40);
    expect(first.blocks).toBeGreaterThan(300);
    expect(first.moods).toBeGreaterThan(45);
    await seedDemoHistory(user.email, NOW);
    expect(await counts(user.id)).toEqual(first);

    const a = await getAnalytics(user, "2026-09-24", "2026-11-23", NOW);
    expect(a.days.at(-1)).toMatchObject({ date: "2026-11-23", hasPlan: false, mood: null });
    expect(a.moodVsCompletion?.days).toBeGreaterThanOrEqual(30);
  });

  test("an account that already has data in the window gets nothing added", async () => {
    const user = await insertPremiumUser({ email: `demo-own-${Date.now()}@rhythm.test` });
    await insertMoods(user.id, [{ date: "2026-11-01", score: 3 }]);
    await seedDemoHistory(user.email, NOW);
    expect(await counts(user.id)).toEqual({ plans: 0, blocks: 0, moods: 1 });
  });
});
