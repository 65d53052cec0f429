/**
 * `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded
 * database when it is unset. Do not run it beside a server on the same embedded database (the
 * server migrates on start anyway); the directory lock refuses that.
 */
import { getDatabase } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";

async function main() {
  const handle = getDatabase();
  await runMigrations(handle);
  console.log(`[rhythm] migrations applied (${handle.kind})`);
  await handle.close();
}

main().catch((err) => {
  console.error(`[rhythm] migration failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
