/**
 * Migrated template databases, built once per jest run (globalSetup) instead of migrating a fresh
 * database in every *.db.test.ts file. src/server/db/test-database.ts copies them: a PGlite data
 * directory dumped to a tarball (loaded into each file's new in-memory PGlite), and a PostgreSQL
 * database that each file's database is created from (`create database … template …`).
 * The migrations are the same drizzle-kit files that runMigrations (src/server/db/migrate.ts)
 * applies; that module imports `server-only`, which only jest's module mapper can load.
 */
import { writeFileSync, rmSync } from "node:fs";
import path from "node:path";

export function migrationsFolder(rootDir) {
  return path.join(rootDir, "src", "server", "db", "migrations");
}

/** Migrates an in-memory PGlite and writes its data directory, uncompressed, to `file`. */
export async function buildPgliteTemplate(rootDir, file) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const pglite = await PGlite.create();
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder: migrationsFolder(rootDir) });
    // "none": the tarball stays on this machine; gunzipping it in every test file costs more than it saves.
    const dump = await pglite.dumpDataDir("none");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  return () => rmSync(file, { force: true });
}

async function admin(serverUrl, fn) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates database `name` on the server at `serverUrl`, migrates it, and closes it to connections. */
export async function buildPostgresTemplate(rootDir, serverUrl, name) {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const drop = () => admin(serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
  await admin(serverUrl, (c) => c.query(`create database "${name}"`));
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    try {
      await migrate(drizzle({ client: pool }), { migrationsFolder: migrationsFolder(rootDir) });
    } finally {
      await pool.end();
    }
    // No connection may stay open on a template while databases are created from it.
    await admin(serverUrl, (c) => c.query(`alter database "${name}" with allow_connections false`));
  } catch (err) {
    await drop().catch(() => {});
    throw err;
  }
  return drop;
}

/** globalSetup and globalTeardown run in the same process: setups leave their clean-ups here. */
const cleanups = (globalThis.__rhythmDbTemplateCleanups ??= []);

export function addCleanup(fn) {
  cleanups.push(fn);
}

export async function runCleanups() {
  const errors = [];
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length > 0) throw errors[0];
}
