import "server-only";
/**
 * Applies the committed drizzle-kit migrations. On PostgreSQL a session-level advisory lock
 * serialises app instances that start at the same time: the first applies the migrations, the
 * others wait, then find nothing left to do. The same lock covers the rest of start-up's writes
 * (the generated auth secret, demo seeding: see startup.ts), so that N instances started at once
 * on a fresh database never race on a primary key.
 */
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DbHandle } from "./client";

// A fixed 64-bit key for pg_advisory_lock, "rhythm-migrations" in spirit.
const MIGRATION_LOCK_KEY = 7_365_221_004_118n;

export function migrationsFolder(): string {
  return path.join(process.cwd(), "src", "server", "db", "migrations");
}

/**
 * Runs `fn` while holding the start-up advisory lock (PostgreSQL; on PGlite there is one process
 * and no lock). Waiting for the lock has no statement timeout: another instance may be seeding.
 */
export async function withStartupLock<T>(handle: DbHandle, fn: () => Promise<T>): Promise<T> {
  if (handle.kind === "pglite") return fn();
  const lockClient = await handle.pool!.connect();
  let locked = false;
  try {
    await lockClient.query("set statement_timeout = 0");
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    locked = true;
    return await fn();
  } finally {
    if (locked)
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]).catch(() => {});
    await lockClient.query("reset statement_timeout").catch(() => {});
    lockClient.release();
  }
}

export async function runMigrations(handle: DbHandle, folder = migrationsFolder()): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.pgliteDb!, { migrationsFolder: folder });
    return;
  }
  await withStartupLock(handle, () => migratePg(handle.db, { migrationsFolder: folder }));
}
