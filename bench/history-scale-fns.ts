/**
 * Whether the server functions behind the habits list, 30-day analytics and the signed-in guard
 * cost what was asked or the user's whole history, without a Next.js build: one user with 1 year
 * and one with 5 years of history (bench/lib/history.mjs), timed in interleaved rounds in this
 * process; medians per call and the 5y/1y ratio (target: 1.3 or less). Compare ratios, not times:
 * the machine may be shared.
 *
 *   npx tsx --conditions=react-server bench/history-scale-fns.ts
 *
 * Variables: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432, a server where this script may
 * create and drop a database rhythm_scale_<random>), BENCH_ROUNDS (7), BENCH_CALLS (40 per
 * function, account and round), BENCH_ONLY (a regular expression: only the functions it matches).
 */
import { randomBytes } from "node:crypto";
import { encode } from "@auth/core/jwt";
import pg from "pg";
// @ts-expect-error: a plain JavaScript module shared with the HTTP benchmarks.
import { analyze, createUser, day } from "./lib/history.mjs";

const SERVER = (process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 7));
const CALLS = Math.max(1, Number(process.env.BENCH_CALLS ?? 40));
const NAME = `rhythm_scale_${randomBytes(4).toString("hex")}`;
const SECRET = "bench-history-scale-secret-bench-history-scale";
const COOKIE = "authjs.session-token";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main() {
  await admin(`create database ${NAME}`);
  const url = `${SERVER}/${NAME}`;
  process.env.DATABASE_URL = url;
  process.env.AUTH_SECRET = SECRET;
  try {
    const { getDatabase } = await import("@/server/db/client");
    const { runMigrations } = await import("@/server/db/migrate");
    const handle = getDatabase();
    await runMigrations(handle);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const accounts: { years: number; userId: string }[] = [];
    for (const years of [1, 5]) {
      const { userId } = (await createUser(client, `${years}y`, years * 365)) as { userId: string };
      accounts.push({ years, userId });
    }
    await analyze(client);
    await client.end();

    const { listHabits } = await import("@/server/habits/queries");
    const { getHabitSeries } = await import("@/server/habits/analytics");
    const { readSessionClaims } = await import("@/server/auth/session-cookie");
    const { createSessionRecord, getUserBySession } = await import("@/server/auth/session-records");
    const owner = (userId: string) => ({ id: userId, timezone: "Europe/Madrid" });
    const sids = new Map<string, string>();
    const jars = new Map<string, { get(n: string): { value: string } | undefined; getAll(): never[] }>();
    for (const a of accounts) {
      const sid = await createSessionRecord(a.userId);
      sids.set(a.userId, sid);
      const value = await encode({ token: { sub: a.userId, tv: 0, sid }, secret: SECRET, salt: COOKIE });
      jars.set(a.userId, { get: (n) => (n === COOKIE ? { value } : undefined), getAll: () => [] });
    }
    const from = day(-29);
    const to = day(0);
    const fns: Record<string, (userId: string) => Promise<unknown>> = {
      listHabits: (userId) => listHabits(owner(userId)),
      "getHabitSeries(30 days)": (userId) => getHabitSeries(userId, from, to),
      "guard (cookie + user row)": async (userId) => {
        const claims = readSessionClaims(jars.get(userId)!, SECRET);
        const user = await getUserBySession(claims!.userId, claims!.sessionId!);
        if (!user) throw new Error("the guard refused a live session");
      },
      "  its cookie": async (userId) => readSessionClaims(jars.get(userId)!, SECRET),
      "  its user row": async (userId) => {
        if (!(await getUserBySession(userId, sids.get(userId)!))) throw new Error("no row");
      },
    };
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    for (const name of Object.keys(fns)) if (only && !only.test(name)) delete fns[name];
    // One warm-up call each (prepared statements, lazily stored aggregates), then interleaved rounds.
    for (const fn of Object.values(fns)) for (const a of accounts) await fn(a.userId);
    const times = new Map<string, number[]>();
    const cpu = new Map<string, number[]>();
    for (let r = 0; r < ROUNDS; r++) {
      for (const [name, fn] of Object.entries(fns)) {
        for (const a of r % 2 ? [...accounts].reverse() : accounts) {
          const t0 = performance.now();
          const c0 = process.cpuUsage();
          for (let i = 0; i < CALLS; i++) await fn(a.userId);
          const c1 = process.cpuUsage(c0);
          const key = `${name}\u0000${a.years}`;
          times.set(key, [...(times.get(key) ?? []), (performance.now() - t0) / CALLS]);
          cpu.set(key, [...(cpu.get(key) ?? []), (c1.user + c1.system) / 1000 / CALLS]);
        }
      }
    }
    console.log(`${ROUNDS} rounds x ${CALLS} calls on PostgreSQL; medians of each round's mean, ms per call`);
    console.log("(wall: this process and the database; cpu: this process only, as the server's CPU per request)");
    for (const name of Object.keys(fns)) {
      const cells = [times, cpu].map((m) => {
        const one = median(m.get(`${name}\u00001`)!);
        const five = median(m.get(`${name}\u00005`)!);
        return `1y ${one.toFixed(3).padStart(7)} 5y ${five.toFixed(3).padStart(7)} 5y/1y ${(five / one).toFixed(2)}`;
      });
      console.log(`${name.padEnd(26)} wall ${cells[0]} | cpu ${cells[1]}`);
    }
    await handle.close();
  } finally {
    await admin(`drop database if exists ${NAME} with (force)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
