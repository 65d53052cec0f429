import "server-only";
/** Start-up sequence of a server process; see src/instrumentation.ts. */
import { env, EnvError, usesEmbeddedDatabase } from "@/lib/env";
import { getDatabase } from "./db/client";
import { installClientAddressHook } from "./http/client-ip-hook";
import { runMigrations } from "./db/migrate";
import { startupHooks } from "./startup-hooks";

export async function startServer(): Promise<void> {
  // First, so that no request is served without its socket address (see http/client-ip.ts).
  installClientAddressHook();
  try {
    env();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(`\n[rhythm] ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const started = Date.now();
  let handle;
  try {
    handle = getDatabase();
  } catch (err) {
    console.error(`\n[rhythm] ${(err as Error).message}\n`);
    process.exit(1);
  }
  try {
    await runMigrations(handle);
  } catch (err) {
    console.error(
      `\n[rhythm] Could not migrate the ${handle.kind === "pglite" ? "embedded" : "PostgreSQL"} database: ${(err as Error).message}\n`,
    );
    process.exit(1);
  }
  console.log(
    `[rhythm] database ready (${usesEmbeddedDatabase() ? `embedded PGlite in ${env().PGLITE_DIR}` : "PostgreSQL server"}, migrations applied in ${Date.now() - started} ms)`,
  );
  for (const hook of startupHooks) await hook();
}
