import "server-only";
/**
 * The database connection. PostgreSQL everywhere: a PostgreSQL server through node-postgres when
 * DATABASE_URL is set, otherwise an embedded PGlite persisted under PGLITE_DIR (.data/pglite).
 * One handle per process, kept on globalThis so dev-mode module reloads reuse it (PGlite allows
 * only one owner per data directory; a second instance would silently lose writes).
 */
import { env } from "@/lib/env";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "./schema";
import { acquireDirectoryLock } from "./pglite-lock";
import { logger } from "@/server/logger";
import { processSlot } from "@/server/process-slot";

// Both drivers speak the same SQL and return `{ rows }`; one type keeps the domain code driver-agnostic.
export type Db = NodePgDatabase<typeof schema>;

export interface DbHandle {
  kind: "pglite" | "postgres";
  db: Db;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** Low-level access for migrations and locks. */
  pool?: Pool;
  pglite?: PGlite;
  /** The embedded database's drizzle instance under its own type, for PGlite's migrator. */
  pgliteDb?: PgliteDatabase<typeof schema>;
}

interface ConnectOptions {
  url?: string;
  pgliteDir?: string;
  poolSize?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

export function connectDatabase(options: ConnectOptions): DbHandle {
  if (options.url) {
    const pool = new Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 2000,
      statement_timeout: options.statementTimeoutMs ?? 10_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client dies when the server restarts; without a listener that would crash the process.
    pool.on("error", (err) => logger.error({ err: err.message }, "idle PostgreSQL client error"));
    // A client in use (say, a job's transaction waiting on SMTP) whose server connection is
    // terminated emits "error" too; without a listener that would also crash the process. The
    // query or transaction using it fails on its own and the pool drops the client.
    pool.on("connect", (client) => {
      client.on("error", (err) => logger.error({ err: err.message }, "PostgreSQL connection lost"));
    });
    const db: Db = drizzlePg({ client: pool, schema, casing: "snake_case" });
    return {
      kind: "postgres",
      db,
      pool,
      ping: async (timeoutMs = 2500) => {
        await withTimeout(pool.query("select 1"), timeoutMs, "database ping");
      },
      close: () => pool.end(),
    };
  }

  const dir = options.pgliteDir ?? ".data/pglite";
  const inMemory = dir.startsWith("memory://");
  const release = inMemory ? () => {} : acquireDirectoryLock(dir);
  return pgliteHandle(new PGlite(inMemory ? undefined : dir), release);
}

/** The handle of a started PGlite (the embedded database, or a test's copy of the template). */
export function pgliteHandle(pglite: PGlite, release: () => void = () => {}): DbHandle {
  const pgliteDb = drizzlePglite({ client: pglite, schema, casing: "snake_case" });
  // PGlite's drizzle builds the same queries and its execute() answers `{ rows }` too, but its
  // result types differ from node-postgres's, so TypeScript sees two unrelated classes: the cast
  // gives the domain code one database type (see Db above).
  const db = pgliteDb as unknown as Db;
  return {
    kind: "pglite",
    db,
    pglite,
    pgliteDb,
    ping: async (timeoutMs = 2500) => {
      await withTimeout(db.execute(sql`select 1`), timeoutMs, "database ping");
    },
    close: async () => {
      await pglite.close();
      release();
    },
  };
}

const handleSlot = processSlot<DbHandle>("db");

/** The process's database handle, created from the environment on first use. */
export function getDatabase(): DbHandle {
  if (!handleSlot.value) {
    const e = env();
    handleSlot.value = connectDatabase({
      url: e.DATABASE_URL,
      pgliteDir: e.PGLITE_DIR,
      poolSize: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    });
  }
  return handleSlot.value;
}

/**
 * Runs one parameterised statement as a named prepared statement on a PostgreSQL server (parsed
 * and planned once per connection) or directly on PGlite, and returns its rows. For the few hot
 * statements whose SQL never changes: building them through drizzle's query builder on every
 * request costs more than the database's own work.
 */
export async function queryPrepared<Row>(name: string, text: string, values: unknown[]): Promise<Row[]> {
  const handle = getDatabase();
  if (handle.pool) return (await handle.pool.query({ name, text, values })).rows as Row[];
  return (await handle.pglite!.query<Row>(text, values)).rows;
}

/** Shorthand for `getDatabase().db`. */
export function getDb(): Db {
  return getDatabase().db;
}

/** Test harnesses install a fresh database (in-memory PGlite or a new PostgreSQL database). */
export function installDatabase(handle: DbHandle | undefined): void {
  handleSlot.value = handle;
}
