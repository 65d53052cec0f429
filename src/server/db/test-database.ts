import "server-only";
/**
 * Fresh databases for tests: an in-memory PGlite, or (in the jest "postgres" project) a new
 * database on the TEST_DATABASE_URL server, migrated, installed as the process's database, and
 * dropped afterwards. Tests use the real schema and SQL, never a mock.
 *
 * Under jest, a fresh database is a copy of the run's migrated template (built once by
 * jest/db-templates.mjs) rather than migrated again in every test file: PGlite loads the
 * template's data directory, PostgreSQL creates the database from the template database.
 * Without a template (outside jest's globalSetup) it is migrated here.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { env } from "@/lib/env";
import { connectDatabase, installDatabase, pgliteHandle, type DbHandle } from "./client";
import { runMigrations } from "./migrate";

declare const __TEST_DB_KIND__: string | undefined;
declare const __TEST_DB_TEMPLATE__: { pgliteFile: string; postgresName: string } | undefined;

function runTemplates(): { pgliteFile: string; postgresName: string } | undefined {
  return typeof __TEST_DB_TEMPLATE__ !== "undefined" ? __TEST_DB_TEMPLATE__ : undefined;
}

export function testDatabaseKind(): "pglite" | "postgres" {
  return typeof __TEST_DB_KIND__ !== "undefined" && __TEST_DB_KIND__ === "postgres" ? "postgres" : "pglite";
}

export interface TestDatabase extends DbHandle {
  url?: string;
  destroy(): Promise<void>;
}

const TEST_CONNECT_TIMEOUT_MS = 15_000;

function serverUrl(): string {
  const url = env().TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

/** Creates a PostgreSQL database on the test server, empty or a copy of `template`, and returns its URL. */
async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = serverUrl();
  const name = `rhythm_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Creates an empty PostgreSQL database on the test server and returns its URL. */
export function createEmptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createPostgresDatabase();
}

/**
 * An in-memory PGlite started from a dumped data directory: what connectDatabase({ pgliteDir:
 * "memory://" }) builds, except that the database is not initialised empty.
 */
async function pgliteFromDataDir(file: string): Promise<DbHandle> {
  return pgliteHandle(await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) }));
}

export interface CreateTestDatabaseOptions {
  /** Apply the migrations to an empty database instead of copying the run's migrated template. */
  migrateFromEmpty?: boolean;
}

export async function createTestDatabase(
  kind = testDatabaseKind(),
  { migrateFromEmpty = false }: CreateTestDatabaseOptions = {},
): Promise<TestDatabase> {
  // The run's templates, built by the globalSetup of this jest project (see jest.config.mjs).
  const templates = migrateFromEmpty || kind !== testDatabaseKind() ? undefined : runTemplates();
  if (kind === "postgres") {
    const { url, drop } = await createPostgresDatabase(templates?.postgresName);
    // A longer wait for a connection than the app's 2 s fail-fast: the suite shares its machine (CI
    // ran with a connection that took longer than 2 s to open under load, a false failure).
    const handle = connectDatabase({ url, poolSize: 5, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
    if (!templates) await runMigrations(handle);
    return {
      ...handle,
      url,
      destroy: async () => {
        await handle.close();
        await drop();
      },
    };
  }
  if (templates && existsSync(templates.pgliteFile)) {
    const handle = await pgliteFromDataDir(templates.pgliteFile);
    return { ...handle, destroy: () => handle.close() };
  }
  const handle = connectDatabase({ pgliteDir: "memory://" });
  await runMigrations(handle);
  return { ...handle, destroy: () => handle.close() };
}

/** Jest helper: a fresh database for this test file, installed as the app's database. */
export function setupTestDatabase(): () => TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase();
    installDatabase(current);
  });
  afterAll(async () => {
    installDatabase(undefined);
    await current?.destroy();
  });
  return () => {
    if (!current) throw new Error("test database not ready");
    return current;
  };
}
