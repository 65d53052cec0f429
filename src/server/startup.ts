import "server-only";
/**
 * Start-up sequence of a server process; see src/instrumentation.ts. Either every step finishes or
 * the process logs why (one "start-up failed" line at level fatal) and exits with code 1, so that an
 * orchestrator restarts it: a half-started instance must never answer 500s forever.
 *
 * Migrations, the generated auth secret and demo seeding run under one PostgreSQL advisory lock
 * (db/migrate.ts), so instances started at once on a fresh database take turns instead of racing.
 */
import { env, EnvError, usesEmbeddedDatabase } from "@/lib/env";
import { getDatabase } from "./db/client";
import { installClientAddressHook } from "./http/client-ip-hook";
import { runMigrations, withStartupLock } from "./db/migrate";
import { markReady } from "./health/check-health";
import { startJobs } from "./jobs/start-jobs";
import { logger } from "./logger";
import { startupHooks } from "./startup-hooks";

function fail(step: string, err: unknown): never {
  const message = err instanceof EnvError ? err.message : ((err as Error)?.message ?? String(err));
  logger.fatal({ step, err: message }, `start-up failed (${step}): ${message}`);
  process.exit(1);
}

async function step<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    fail(name, err);
  }
}

export async function startServer(): Promise<void> {
  // First, so that no request is served without its socket address (see http/client-ip.ts).
  installClientAddressHook();
  await step("environment", () => env());
  const started = Date.now();
  const handle = await step("database connection", () => getDatabase());
  await step("migrations", () => runMigrations(handle));
  logger.info(
    { database: usesEmbeddedDatabase() ? "pglite" : "postgres", durationMs: Date.now() - started },
    usesEmbeddedDatabase()
      ? `database ready (embedded PGlite in ${env().PGLITE_DIR})`
      : "database ready (PostgreSQL server)",
  );
  await step("start-up hooks", () =>
    withStartupLock(handle, async () => {
      for (const hook of startupHooks) await hook();
    }),
  );
  await step("job queue", () => startJobs());
  markReady();
  logger.info({ durationMs: Date.now() - started }, "ready");
}
