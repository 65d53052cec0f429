#!/usr/bin/env node
/**
 * Every endpoint and signed-in page against the app's no-op handler, on a running production
 * server on PostgreSQL: server CPU per request (from /proc, the server process and its children)
 * and requests per second, in BENCH_ROUNDS interleaved rounds so a passing load on the shared
 * machine falls on every path alike. CPU per request is the steadier figure; req/s is reported
 * beside it as a share of the no-op's.
 *
 *   createdb rhythm_bench
 *   NEXT_DIST_DIR=.next-manual npx next build
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rhythm_bench AUTH_SECRET=<32+ chars> BENCH_NOOP=on \
 *     NEXT_DIST_DIR=.next-manual PORT=4705 npx next start -p 4705 &
 *   BASE_URL=http://localhost:4705 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/rhythm_bench \
 *     BENCH_SERVER_PID=<pid of next start> node bench/endpoints.mjs
 *
 * It creates one premium account with BENCH_DAYS (365) days of history for the reads, and
 * BENCH_POST_USERS (40) empty premium accounts that share POST /api/schedule, which is limited to
 * 30 requests a minute per account. The server must run with BENCH_NOOP=on (the no-op answers 404
 * otherwise, and the bench stops).
 *
 * Variables: BASE_URL, BENCH_DATABASE_URL (required), BENCH_SERVER_PID (required for CPU),
 * BENCH_ROUNDS (5), BENCH_REQUESTS (60 per path per round), BENCH_CONCURRENCY (4), BENCH_DAYS (365),
 * BENCH_POST_USERS (40), BENCH_ONLY (comma-separated path names), BENCH_WARMUP (5 requests per path before
 * measuring; a few hundred measure a long-running server, whose JIT has compiled the planner: a fresh
 * server's first few hundred plans cost 2-3x more CPU). Writes bench/results/endpoints.json.
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
  rssMb,
  signIn,
} from "./lib/history.mjs";

const BASE_URL = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const SERVER_PID = Number(process.env.BENCH_SERVER_PID ?? 0) || undefined;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const REQUESTS = Math.max(1, Number(process.env.BENCH_REQUESTS ?? 60));
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_CONCURRENCY ?? 4));
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const POST_USERS = Math.max(1, Number(process.env.BENCH_POST_USERS ?? 40));
const WARMUP = Math.max(1, Number(process.env.BENCH_WARMUP ?? 5));
const ONLY = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
const DESCRIPTION =
  "Standup at 9:30, 3 hours on the quarterly report by 3pm, lunch, emails for 30 min, 1:1 with Priya at 2pm, " +
  "pick up the kids at 3:30, then groceries, gym after work, call mom in the evening, read for half an hour before bed";

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}
if (!DATABASE_URL) fail("set BENCH_DATABASE_URL to the PostgreSQL database the server under test uses");
if (!SERVER_PID) console.warn("bench: BENCH_SERVER_PID is not set: no CPU figures, only req/s");

const noop = await fetch(`${BASE_URL}/api/schedule/noop`);
if (noop.status !== 204) fail(`the no-op answered ${noop.status}: start the server with BENCH_NOOP=on`);

const client = await connect(DATABASE_URL);
const heavy = await createUser(client, "reads", DAYS);
const posters = [];
for (let i = 0; i < POST_USERS; i++) posters.push(await createUser(client, "posts", 0));
await analyze(client);
await client.end();
const cookie = await signIn(BASE_URL, heavy.email);
const postCookies = [];
for (const p of posters) postCookies.push(await signIn(BASE_URL, p.email));

const today = day(0);
const get = (path) => () => fetch(`${BASE_URL}${path}`, { headers: { cookie } });
/** A prerendered page, then the requests its browser makes (side by side), as one path. */
function withFetches(page, fetches) {
  return {
    name: `${page} with its ${fetches.length === 2 ? "two" : fetches.length} fetches`,
    send: async () => {
      const answer = await get(page)();
      const html = await answer.arrayBuffer();
      const answers = await Promise.all(fetches.map((f) => get(f)()));
      await Promise.all(answers.map((a) => a.arrayBuffer()));
      const status = [answer, ...answers].every((r) => r.ok) ? answer.status : 599;
      return new Response(html, { status });
    },
  };
}

const postsPerRound = Math.min(REQUESTS, Math.floor((POST_USERS * 28) / ROUNDS));
const paths = [
  { name: "noop", send: () => fetch(`${BASE_URL}/api/schedule/noop`) },
  { name: "GET /robots.txt", send: () => fetch(`${BASE_URL}/robots.txt`) },
  { name: "GET /api/auth/user", send: get("/api/auth/user") },
  { name: "GET /api/schedule", send: get(`/api/schedule?date=${today}`) },
  {
    name: "POST /api/schedule",
    count: postsPerRound,
    send: (i) =>
      fetch(`${BASE_URL}/api/schedule`, {
        method: "POST",
        headers: { cookie: postCookies[i % postCookies.length], "content-type": "application/json" },
        body: JSON.stringify({ description: DESCRIPTION, date: day(7) }),
      }),
  },
  { name: "GET /api/calendar (42 days)", send: get(`/api/calendar?from=${day(-21)}&to=${day(20)}`) },
  { name: "GET /api/habits", send: get("/api/habits") },
  { name: "GET /api/analytics (30 days)", send: get(`/api/analytics?from=${day(-29)}&to=${today}`) },
  { name: "GET /api/rewards", send: get("/api/rewards") },
  { name: "GET /api/moods/overview", send: get("/api/moods/overview") },
  { name: "/dashboard", send: get("/dashboard") },
  // The dashboard is prerendered (issue 25): the browser then fetches its frame's user and the day.
  { name: "GET /api/app-frame", send: get("/api/app-frame") },
  { name: "GET /api/schedule/day", send: get("/api/schedule/day") },
  withFetches("/dashboard", ["/api/app-frame", "/api/schedule/day"]),
  { name: "/calendar", send: get("/calendar") },
  // Prerendered too (issue 25): each page alone, and with the requests its browser then makes.
  { name: "/habits", send: get("/habits") },
  withFetches("/habits", ["/api/app-frame", "/api/habits"]),
  { name: "/analytics", send: get("/analytics") },
  withFetches("/analytics", ["/api/app-frame", `/api/analytics?from=${day(-29)}&to=${today}`]),
  { name: "/rewards", send: get("/rewards") },
  withFetches("/rewards", ["/api/app-frame", "/api/rewards"]),
  { name: "/mood", send: get("/mood") },
  withFetches("/mood", ["/api/app-frame", "/api/moods/overview"]),
  // The member pages are prerendered too (issue 25): alone, and with their browser's requests.
  { name: "/settings", send: get("/settings") },
  withFetches("/settings", ["/api/app-frame", "/api/account/settings"]),
  { name: "/profile", send: get("/profile") },
  withFetches("/profile", ["/api/app-frame", "/api/account/overview"]),
  { name: "/subscription", send: get("/subscription") },
  withFetches("/subscription", ["/api/app-frame", "/api/account/subscription"]),
].filter((p) => !ONLY || p.name === "noop" || ONLY.includes(p.name));

// Warm-up: each path a few times (compiles, caches, connections), or BENCH_WARMUP times.
for (const p of paths) await burst(WARMUP, WARMUP > 5 ? CONCURRENCY : 1, p.send);

const totals = new Map(
  paths.map((p) => [p.name, { cpuMs: 0, requests: 0, seconds: 0, latencies: [], statuses: {}, bytes: 0 }]),
);
const loadBefore = loadAverage();
for (let r = 0; r < ROUNDS; r++) {
  // Rotate the order each round, so no path always follows the same neighbour.
  const order = paths.map((_, i) => paths[(i + r) % paths.length]);
  for (const p of order) {
    const count = p.count ?? REQUESTS;
    const cpuBefore = SERVER_PID ? processTreeCpuMs(SERVER_PID) : 0;
    const result = await burst(count, CONCURRENCY, p.send);
    const cpuAfter = SERVER_PID ? processTreeCpuMs(SERVER_PID) : 0;
    const t = totals.get(p.name);
    t.cpuMs += cpuAfter - cpuBefore;
    t.requests += count;
    t.seconds += result.seconds;
    t.latencies.push(...result.latencies);
    for (const [code, n] of Object.entries(result.statuses)) t.statuses[code] = (t.statuses[code] ?? 0) + n;
    t.bytes = result.bytes;
  }
}

const base = totals.get("noop");
const baseCpu = base.cpuMs / base.requests;
const baseRate = base.requests / base.seconds;
const rows = paths.map((p) => {
  const t = totals.get(p.name);
  const cpu = t.cpuMs / t.requests;
  const rate = t.requests / t.seconds;
  return {
    path: p.name,
    cpuMsPerRequest: SERVER_PID ? round1(cpu) : undefined,
    cpuOverNoop: SERVER_PID ? round1(cpu / baseCpu) : undefined,
    requestsPerSecond: round1(rate),
    shareOfNoop: round1(rate / baseRate),
    p50Ms: round1(percentile(t.latencies, 50)),
    p99Ms: round1(percentile(t.latencies, 99)),
    bytes: t.bytes,
    statuses: t.statuses,
  };
});
const result = {
  when: new Date().toISOString(),
  baseUrl: BASE_URL,
  rounds: ROUNDS,
  requestsPerRound: REQUESTS,
  concurrency: CONCURRENCY,
  warmup: WARMUP,
  historyDays: DAYS,
  loadAverage: { before: loadBefore, after: loadAverage() },
  serverRssMb: SERVER_PID ? round1(rssMb(SERVER_PID)) : undefined,
  paths: rows,
};
console.table(rows.map(({ statuses, ...r }) => ({ ...r, statuses: JSON.stringify(statuses) })));
console.log(`load average before ${loadBefore?.join(" ")}, after ${result.loadAverage.after?.join(" ")}`);
const out = join(dirname(fileURLToPath(import.meta.url)), "results", "endpoints.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(result, null, 2) + "\n");
const bad = rows.filter((r) =>
  Object.keys(r.statuses).some((s) => Number(s) >= 400 && r.path !== "POST /api/schedule"),
);
if (bad.length) console.error(`bench: non-2xx answers on ${bad.map((r) => r.path).join(", ")}`);
process.exit(bad.length ? 1 : 0);
