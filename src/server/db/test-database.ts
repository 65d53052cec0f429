import "server-only";
/**
 * Fresh databases for tests: an in-memory PGlite, or (in the jest "postgres" project) a new
 * database on the TEST_DATABASE_URL server, migrated, installed as the process's database, and
 * dropped afterwards. Tests use the real schema and SQL, never a mock.
 */
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { env } from "@/lib/env";
import { connectDatabase, installDatabase, type DbHandle } from "./client";
import { runMigrations } from "./migrate";

declare const __TEST_DB_KIND__: string | undefined;

export function testDatabaseKind(): "pglite" | "postgres" {
  return typeof __TEST_DB_KIND__ !== "undefined" && __TEST_DB_KIND__ === "postgres" ? "postgres" : "pglite";
}

export interface TestDatabase extends DbHandle {
  url?: string;
  destroy(): Promise<void>;
}

function serverUrl(): string {
  const url = env().TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

/** Creates an empty PostgreSQL database on the test server and returns its URL. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = serverUrl();
  const name = `rhythm_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
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

export async function createTestDatabase(kind = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === "postgres") {
    const { url, drop } = await createEmptyPostgresDatabase();
    const handle = connectDatabase({ url, poolSize: 5 });
    await runMigrations(handle);
    return {
      ...handle,
      url,
      destroy: async () => {
        await handle.close();
        await drop();
      },
    };
  }
  const handle = connectDatabase({ pgliteDir: "memory://" });
  await runMigrations(handle);
  return { ...handle, destroy: () => handle.close() };
}

/** Jest helper: a fresh database for this test file, installed as the app's database. */
export function useTestDatabase(): () => TestDatabase {
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
