/** The demo accounts of the programme: seeded once, and the demo affiliate's dashboard shows every commission state. */
import { eq } from "drizzle-orm";
import { resetEnvForTests } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { affiliates, users } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { getAffiliateStats } from "./affiliate-stats";
import { DEMO_ADMIN_EMAIL, DEMO_AFFILIATE_CODE, DEMO_AFFILIATE_EMAIL, seedAffiliateDemo } from "./seed-affiliate-demo";

process.env.AUTH_SECRET = "affiliate-tests-secret-0123456789-abcdefgh";
resetEnvForTests();
setupTestDatabase();

describe(`affiliate demo seed (${testDatabaseKind()})`, () => {
  test("seeds an admin and an affiliate with RHYTHMDEMO, once", async () => {
    await seedAffiliateDemo("not-a-real-hash");
    await seedAffiliateDemo("not-a-real-hash");
    const [admin] = await getDb().select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    const [affiliate] = await getDb().select().from(users).where(eq(users.email, DEMO_AFFILIATE_EMAIL));
    expect(admin.role).toBe("admin");
    expect(affiliate.role).toBe("affiliate");
    expect(await getDb().select().from(affiliates)).toEqual([
      expect.objectContaining({ userId: affiliate.id, code: DEMO_AFFILIATE_CODE, active: true }),
    ]);

    const stats = await getAffiliateStats(affiliate, affiliate.id);
    expect(stats).toMatchObject({ clicks: 14, signups: 3, rejected: 1, trials: 2, paying: 1 });
    const [usd] = stats.earnings;
    expect(usd.currency).toBe("usd");
    for (const state of ["pending", "approved", "paid", "reversed"] as const) expect(usd[state]).toBeGreaterThan(0);
    expect(stats.referred[0].email).toMatch(/^[a-z]\*\*\*@/);
  });
});
