import { sql } from "drizzle-orm";
import { connectDatabase } from "./client";
import { runMigrations } from "./migrate";
import { createEmptyPostgresDatabase, createTestDatabase, testDatabaseKind } from "./test-database";

async function tableNames(handle: Awaited<ReturnType<typeof createTestDatabase>>) {
  const result = await handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((r) => r.table_name);
}

describe(`migrations (${testDatabaseKind()})`, () => {
  test("create the first tables, and a second run changes nothing", async () => {
    const handle = await createTestDatabase(testDatabaseKind(), { migrateFromEmpty: true });
    try {
      expect(await tableNames(handle)).toEqual(
        expect.arrayContaining(["users", "accounts", "sessions", "verification_tokens", "referrals"]),
      );
      await runMigrations(handle);
      const applied = await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const files = await handle.db.execute<{ n: number }>(
        sql`select count(distinct hash)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0].n).toBe(files.rows[0].n);
    } finally {
      await handle.destroy();
    }
  });

  test("the profile columns have the spec's defaults", async () => {
    const handle = await createTestDatabase();
    try {
      const rows = await handle.db.execute<Record<string, unknown>>(
        sql`insert into users (id, email) values ('u1', 'a@b.c') returning has_completed_onboarding, subscription_tier, subscription_status, subscription_end_date, role`,
      );
      expect(rows.rows[0]).toEqual({
        has_completed_onboarding: false,
        subscription_tier: "free",
        subscription_status: "inactive",
        subscription_end_date: null,
        role: "user",
      });
      await expect(handle.db.execute(sql`insert into users (id, email) values ('u2', 'A@B.C')`)).rejects.toThrow();
    } finally {
      await handle.destroy();
    }
  });

  (testDatabaseKind() === "postgres" ? test : test.skip)(
    "instances starting at once apply each migration exactly once",
    async () => {
      const { url, drop } = await createEmptyPostgresDatabase();
      const handles = Array.from({ length: 4 }, () => connectDatabase({ url, poolSize: 3 }));
      try {
        await Promise.all(handles.map((h) => runMigrations(h)));
        const rows = await handles[0].db.execute<{ n: number; d: number }>(
          sql`select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations`,
        );
        expect(rows.rows[0].n).toBeGreaterThan(0);
        expect(rows.rows[0].n).toBe(rows.rows[0].d);
      } finally {
        await Promise.all(handles.map((h) => h.close()));
        await drop();
      }
    },
  );
});
