/**
 * Three instances starting at once on a fresh PostgreSQL database with SEED_DEMO=1 all finish
 * start-up: seeding runs under the start-up advisory lock (db/migrate.ts), each instance holding it
 * on its own connection, so they take turns instead of racing on a primary key (one instance used to
 * hit a duplicate `affiliates_pkey` and serve 500s forever). PostgreSQL only: the embedded
 * database has one process.
 */
import { sql } from "drizzle-orm";
import { resetEnvForTests } from "@/lib/env";
import { connectDatabase, getDb } from "@/server/db/client";
import { withStartupLock } from "@/server/db/migrate";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "./seed-demo";

const database = setupTestDatabase();
jest.setTimeout(120_000);

(testDatabaseKind() === "postgres" ? test : test.skip)(
  "three instances seeding at once on a fresh database all succeed, and every demo row exists once",
  async () => {
    process.env.SEED_DEMO = "1";
    resetEnvForTests();
    // One connection pool per "instance", as three processes would have.
    const instances = [1, 2, 3].map(() => connectDatabase({ url: database().url, poolSize: 2 }));
    try {
      const results = await Promise.allSettled(instances.map((h) => withStartupLock(h, () => seedDemoAccounts())));
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      const emails = DEMO_ACCOUNTS.map((a) => a.email);
      const { rows } = await getDb().execute<{ email: string; n: number }>(
        sql`select email, count(*)::int as n from users where email in (${sql.join(emails, sql`, `)}) group by email`,
      );
      expect(rows.map((r) => r.n)).toEqual([1, 1]);
      const affiliates = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from affiliates`);
      expect(affiliates.rows[0].n).toBeGreaterThan(0);
    } finally {
      delete process.env.SEED_DEMO;
      resetEnvForTests();
      await Promise.all(instances.map((h) => h.close()));
    }
  },
);
