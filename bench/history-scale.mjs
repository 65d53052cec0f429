#!/usr/bin/env node
/**
 * Whether a request's cost follows what it asks for or the user's whole history: the same
 * requests for an account with 1 year and one with 5 years of history (ten blocks a day, moods,
 * three habits with check-ins, reward entries), in interleaved rounds on a running production
 * server on PostgreSQL, compared by the server's CPU per request. Target: 5 years within
 * BENCH_TARGET (1.3) times 1 year for analytics (30 days) and the habits list; calendar and
 * rewards are reported too.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rhythm_bench AUTH_SECRET=<32+ chars> \
 *     NEXT_DIST_DIR=.next-manual PORT=4705 npx next start -p 4705 &
 *   BASE_URL=http://localhost:4705 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/rhythm_bench \
 *     BENCH_SERVER_PID=<pid> node bench/history-scale.mjs
 *
 * Variables: BASE_URL, BENCH_DATABASE_URL (required), BENCH_SERVER_PID (required), BENCH_ROUNDS (6),
 * BENCH_REQUESTS (40 per path, account and round), BENCH_CONCURRENCY (2), BENCH_TARGET (1.3).
 * Exit codes: 0 targets met · 1 missed · 2 setup failed. Writes bench/results/history-scale.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  analyze,
  burst,
  connect,
  createUser,
  day,
  loadAverage,
  percentile,
  processTreeCpuMs,
  round1,
  signIn,
} from "./lib/history.mjs";

const BASE_URL = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const SERVER_PID = Number(process.env.BENCH_SERVER_PID ?? 0) || undefined;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 6));
const REQUESTS = Math.max(1, Number(process.env.BENCH_REQUESTS ?? 40));
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_CONCURRENCY ?? 2));
const TARGET = Number(process.env.BENCH_TARGET ?? 1.3);

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}
if (!DATABASE_URL) fail("set BENCH_DATABASE_URL to the PostgreSQL database the server under test uses");
if (!SERVER_PID) fail("set BENCH_SERVER_PID to the server's process id (CPU per request is the measure)");

const client = await connect(DATABASE_URL);
const accounts = [];
for (const years of [1, 5]) {
  const user = await createUser(client, `${years}y`, years * 365);
  accounts.push({ years, ...user });
}
await analyze(client);
await client.end();
for (const a of accounts) a.cookie = await signIn(BASE_URL, a.email);

const today = day(0);
const paths = [
  { name: "GET /api/analytics (30 days)", path: `/api/analytics?from=${day(-29)}&to=${today}`, judged: true },
  { name: "GET /api/habits", path: "/api/habits", judged: true },
  { name: "GET /api/calendar (42 days)", path: `/api/calendar?from=${day(-21)}&to=${day(20)}` },
  { name: "GET /api/rewards", path: "/api/rewards" },
  { name: "GET /api/moods/overview", path: "/api/moods/overview" },
];
const send = (a, p) => () => fetch(`${BASE_URL}${p.path}`, { headers: { cookie: a.cookie } });
for (const p of paths) for (const a of accounts) await burst(5, 1, send(a, p));

const totals = new Map();
const key = (p, a) => `${p.name}|${a.years}`;
const loadBefore = loadAverage();
for (let r = 0; r < ROUNDS; r++) {
  for (const p of paths) {
    const order = r % 2 === 0 ? accounts : [...accounts].reverse();
    for (const a of order) {
      const before = processTreeCpuMs(SERVER_PID);
      const res = await burst(REQUESTS, CONCURRENCY, send(a, p));
      const cpu = processTreeCpuMs(SERVER_PID) - before;
      const t = totals.get(key(p, a)) ?? { cpuMs: 0, requests: 0, latencies: [], statuses: {}, bytes: 0 };
      t.cpuMs += cpu;
      t.requests += REQUESTS;
      t.latencies.push(...res.latencies);
      for (const [code, n] of Object.entries(res.statuses)) t.statuses[code] = (t.statuses[code] ?? 0) + n;
      t.bytes = res.bytes;
      totals.set(key(p, a), t);
    }
  }
}

const rows = paths.map((p) => {
  const [one, five] = accounts.map((a) => totals.get(key(p, a)));
  const cpu1 = one.cpuMs / one.requests;
  const cpu5 = five.cpuMs / five.requests;
  return {
    path: p.name,
    cpuMs1y: round1(cpu1),
    cpuMs5y: round1(cpu5),
    ratio: round1(cpu5 / cpu1),
    p50Ms1y: round1(percentile(one.latencies, 50)),
    p50Ms5y: round1(percentile(five.latencies, 50)),
    bytes1y: one.bytes,
    bytes5y: five.bytes,
    statuses: JSON.stringify({ ...one.statuses, ...five.statuses }),
    judged: Boolean(p.judged),
  };
});
const met = rows.filter((r) => r.judged).every((r) => r.ratio <= TARGET);
const result = {
  when: new Date().toISOString(),
  baseUrl: BASE_URL,
  rounds: ROUNDS,
  requests: REQUESTS,
  target: TARGET,
  loadAverage: { before: loadBefore, after: loadAverage() },
  rows,
  met,
};
console.table(rows);
console.log(
  `load average before ${loadBefore?.join(" ")}, after ${result.loadAverage.after?.join(" ")}; target ${met ? "met" : "missed"}`,
);
const out = join(dirname(fileURLToPath(import.meta.url)), "results", "history-scale.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(result, null, 2) + "\n");
process.exit(met ? 0 : 1);
