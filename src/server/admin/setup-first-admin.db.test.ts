import { eq } from "drizzle-orm";
import { resetEnvForTests } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { adminSetupOpen, setupFirstAdmin } from "./setup-first-admin";

setupTestDatabase();
const TOKEN = "a-setup-token-of-enough-length";

beforeAll(() => {
  process.env.ADMIN_SETUP_TOKEN = TOKEN;
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.ADMIN_SETUP_TOKEN;
  resetEnvForTests();
});

describe(`admin setup (${testDatabaseKind()})`, () => {
  test("a wrong token is refused", async () => {
    await expect(
      setupFirstAdmin({ token: "wrong-token-wrong-token", email: "x@example.com", password: "a-good-passphrase" }),
    ).rejects.toMatchObject({ status: 403 });
  });

  test("20 concurrent attempts create exactly one admin, then setup closes", async () => {
    expect(await adminSetupOpen()).toBe(true);
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        setupFirstAdmin({ token: TOKEN, email: `admin${i}@example.com`, password: "a-good-passphrase" }),
      ),
    );
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    for (const a of attempts) if (a.status === "rejected") expect(a.reason).toMatchObject({ status: 404 });
    expect(await getDb().select().from(users).where(eq(users.role, "admin"))).toHaveLength(1);
    expect(await adminSetupOpen()).toBe(false);
  });
});
