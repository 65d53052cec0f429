import "server-only";
/**
 * Applies the committed drizzle-kit migrations. On PostgreSQL a session-level advisory lock
 * serialises app instances that start at the same time: the first applies the migrations, the
 * others wait, then find nothing left to do.
 */
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DbHandle } from "./client";

// A fixed 64-bit key for pg_advisory_lock, "rhythm-migrations" in spirit.
const MIGRATION_LOCK_KEY = 7_365_221_004_118n;

export function migrationsFolder(): string {
  return path.join(process.cwd(), "src", "server", "db", "migrations");
}

export async function runMigrations(handle: DbHandle, folder = migrationsFolder()): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const pool = handle.pool!;
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]).catch(() => {});
    lockClient.release();
  }
}
