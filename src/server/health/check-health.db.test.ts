import { connectDatabase, installDatabase } from "@/server/db/client";
import { createTestDatabase, testDatabaseKind } from "@/server/db/test-database";
import { checkHealth } from "./check-health";

describe(`health (${testDatabaseKind()})`, () => {
  afterEach(() => installDatabase(undefined));

  test("reports ok while the database answers", async () => {
    const handle = await createTestDatabase();
    installDatabase(handle);
    try {
      await expect(checkHealth()).resolves.toEqual({ status: "ok", db: "ok" });
    } finally {
      await handle.destroy();
    }
  });

  test("reports down within 3 s when the server cannot be reached", async () => {
    // Port 1 on loopback: nothing listens there, like a stopped PostgreSQL.
    const handle = connectDatabase({ url: "postgres://postgres@127.0.0.1:1/none", connectTimeoutMs: 1000 });
    installDatabase(handle);
    const started = Date.now();
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(checkHealth()).resolves.toEqual({ status: "error", db: "down" });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      spy.mockRestore();
      await handle.close();
    }
  });
});
