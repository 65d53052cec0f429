import { connectDatabase, installDatabase } from "@/server/db/client";
import { createTestDatabase, testDatabaseKind } from "@/server/db/test-database";
import { resetEnvForTests } from "@/lib/env";
import { resetAllLimitsForTests } from "@/server/rate-limit/limiters";
import { checkHealth, markReady } from "./check-health";

describe(`health (${testDatabaseKind()})`, () => {
  afterEach(() => installDatabase(undefined));

  test("reports ok while the database answers, ready once start-up has finished", async () => {
    const handle = await createTestDatabase();
    installDatabase(handle);
    try {
      markReady(false);
      await expect(checkHealth()).resolves.toEqual({ status: "ok", db: "ok", redis: "not-configured", ready: false });
      markReady();
      await expect(checkHealth()).resolves.toEqual({ status: "ok", db: "ok", redis: "not-configured", ready: true });
    } finally {
      await handle.destroy();
    }
  });

  test("reports degraded, not an error, when Redis is configured but down", async () => {
    const handle = await createTestDatabase();
    installDatabase(handle);
    // Port 1 on loopback: nothing listens there, like a stopped Redis.
    process.env.REDIS_URL = "redis://127.0.0.1:1";
    resetEnvForTests();
    try {
      markReady();
      await expect(checkHealth(500)).resolves.toEqual({ status: "degraded", db: "ok", redis: "down", ready: true });
    } finally {
      delete process.env.REDIS_URL;
      resetEnvForTests();
      resetAllLimitsForTests();
      await handle.destroy();
    }
  });

  test("reports an error, not ready, when the database server cannot be reached", async () => {
    // Port 1 on loopback: nothing listens there, like a stopped PostgreSQL.
    const handle = connectDatabase({ url: "postgres://postgres@127.0.0.1:1/none", connectTimeoutMs: 1000 });
    installDatabase(handle);
    try {
      markReady();
      await expect(checkHealth()).resolves.toEqual({
        status: "error",
        db: "down",
        redis: "not-configured",
        ready: false,
      });
    } finally {
      await handle.close();
    }
  });
});
