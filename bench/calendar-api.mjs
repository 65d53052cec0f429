#!/usr/bin/env node
/**
 * The calendar API against a running production server on PostgreSQL:
 * - GET /api/calendar for a 42-day month view of a user with a year of plans (365 plans of about
 *   10 blocks each: ~3,650 blocks). Reported: the server's own time per request (the handler's
 *   Server-Timing "app" figure: session check, query, conflicts, JSON) p50/p99 (target p99 < 50 ms),
 *   and the round trip seen by the client.
 * - PATCH /api/calendar/blocks/{id}, a drag-and-drop save (a block moved to another time and day):
 *   round trip p50 (target < 150 ms).
 * Requests are sequential (one at a time), after a warm-up, so the figures are latencies, not
 * queueing under load.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rhythm_bench npx next build
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rhythm_bench PORT=3300 npx next start -p 3300
 *   BASE_URL=http://localhost:3300 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/rhythm_bench node bench/calendar-api.mjs
 *
 * The bench user and its year of blocks are written straight into BENCH_DATABASE_URL (the
 * database the server uses). With BENCH_SERVER_PID (the server's process id, on Linux) it also
 * reports the server's CPU time per GET: a figure a busy machine disturbs far less than latency
 * (on a machine running other work, p99 latency measures the scheduler as much as the handler).
 * Variables: BASE_URL (http://localhost:3000), BENCH_DATABASE_URL (required), BENCH_GETS (400),
 * BENCH_PATCHES (200), BENCH_WARMUP (40), BENCH_SERVER_PID.
 * Exit codes: 0 targets met · 1 a target missed · 2 setup failed. Writes bench/results/calendar-api.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const BASE_URL = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const GETS = Number(process.env.BENCH_GETS ?? 400);
const PATCHES = Number(process.env.BENCH_PATCHES ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 40);
const PASSWORD = "bench-calendar-passphrase";
const TARGET_GET_P99 = 50;
const TARGET_PATCH_P50 = 150;
const SERVER_PID = process.env.BENCH_SERVER_PID;
// Linux's USER_HZ: /proc reports CPU time in these ticks.
const CLOCK_TICKS = 100;

/** User + system CPU time of the server process (and its threads), in ms; undefined without a pid. */
function serverCpuMs() {
  if (!SERVER_PID) return undefined;
  const fields = readFileSync(`/proc/${SERVER_PID}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}
if (!DATABASE_URL) fail("set BENCH_DATABASE_URL to the PostgreSQL database the server under test uses");

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const cookiePairs = (res) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

async function signIn(email, password) {
  const csrfRes = await fetch(`${BASE_URL}/api/auth/csrf`);
  if (!csrfRes.ok) throw new Error(`GET /api/auth/csrf answered ${csrfRes.status}`);
  const { csrfToken } = await csrfRes.json();
  const jar = cookiePairs(csrfRes);
  const res = await fetch(`${BASE_URL}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, email, password }),
  });
  const session = cookiePairs(res).filter((c) => c.includes("session-token"));
  if (res.status !== 302 || session.length === 0) throw new Error(`sign-in of ${email} failed (${res.status})`);
  return [...jar, ...session].join("; ");
}

/** A premium user with a year of plans: 300 days back to 65 ahead, ten blocks a day (one overlap a day). */
async function seedYear() {
  const [{ default: pg }, { hash }] = await Promise.all([import("pg"), import("@node-rs/argon2")]);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const email = `bench-calendar-${Date.now().toString(36)}@bench.rhythm.local`;
  try {
    const [{ id }] = (
      await client.query(
        `insert into users (id, email, name, password_hash, email_verified, has_completed_onboarding, subscription_tier, subscription_status, subscription_end_date, timezone)
         values (gen_random_uuid()::text, $1, 'Bench', $2, now(), true, 'yearly', 'active', now() + interval '30 days', 'America/New_York') returning id`,
        [email, await hash(PASSWORD, { algorithm: 2 })],
      )
    ).rows;
    const slots = [
      [540, 555, "Standup", "event", true],
      [560, 650, "Report", "task", false],
      [650, 660, "Break", "break", false],
      [660, 720, "Report", "task", false],
      [720, 765, "Lunch", "meal", false],
      [780, 840, "Emails", "task", false],
      [830, 870, "1:1", "event", true],
      [900, 990, "Writing", "task", false],
      [1080, 1140, "Gym", "habit", false],
      [1260, 1290, "Read", "task", false],
    ];
    await client.query(
      `insert into plans (id, user_id, date, description, engine, unscheduled, warnings)
       select gen_random_uuid()::text, $1, current_date + d, 'standup at 9, 3 hours on the report, lunch, emails, 1:1 at 1:50pm, writing, gym at 6pm, read', 'rules', '[]', '[]'
       from generate_series(-300, 64) as d`,
      [id],
    );
    await client.query(
      `insert into blocks (id, user_id, date, start_min, end_min, title, kind, fixed, done, source, task_id, reason)
       select gen_random_uuid()::text, $1, current_date + d, (s->>0)::int, (s->>1)::int, s->>2, s->>3, (s->>4)::boolean, d < 0 and random() < 0.7, 'plan', 't' || i, '{"code":"first-free"}'
       from generate_series(-300, 64) as d, jsonb_array_elements($2::jsonb) with ordinality as x(s, i)`,
      [id, JSON.stringify(slots)],
    );
    await client.query("analyze blocks");
    const [{ n }] = (await client.query("select count(*)::int as n from blocks where user_id = $1", [id])).rows;
    return { email, blocks: n };
  } finally {
    await client.end();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: +percentile(s, 50).toFixed(2),
    p90: +percentile(s, 90).toFixed(2),
    p99: +percentile(s, 99).toFixed(2),
    max: +s.at(-1).toFixed(2),
  };
};

let seeded;
let cookie;
try {
  seeded = await seedYear();
  cookie = await signIn(seeded.email, PASSWORD);
} catch (err) {
  fail(err.message);
}
const headers = { cookie };
const from = day(-21);
const to = day(20);

async function getMonth() {
  const started = performance.now();
  const res = await fetch(`${BASE_URL}/api/calendar?from=${from}&to=${to}`, { headers });
  const body = await res.json();
  const rtt = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET /api/calendar answered ${res.status}: ${JSON.stringify(body)}`);
  const app = Number(/app;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1] ?? NaN);
  return { rtt, app, count: body.blocks.length };
}

const gets = { rtt: [], app: [] };
let inView = 0;
let cpuBefore;
for (let i = 0; i < WARMUP + GETS; i++) {
  if (i === WARMUP) cpuBefore = serverCpuMs();
  const r = await getMonth();
  inView = r.count;
  if (i < WARMUP) continue;
  gets.rtt.push(r.rtt);
  gets.app.push(r.app);
}
const cpuAfter = serverCpuMs();
const cpuPerGet = cpuBefore === undefined ? undefined : +((cpuAfter - cpuBefore) / GETS).toFixed(2);

const { blocks: month } = await (await fetch(`${BASE_URL}/api/calendar?from=${from}&to=${to}`, { headers })).json();
const targets = month.filter((b) => !b.allDay).slice(0, 40);
const patches = [];
for (let i = 0; i < WARMUP + PATCHES; i++) {
  const b = targets[i % targets.length];
  const moveTo =
    i % 2 === 0
      ? { date: day(((i * 7) % 40) - 20), start: "20:00", end: "20:30" }
      : { date: b.date, start: b.start, end: b.end };
  const started = performance.now();
  const res = await fetch(`${BASE_URL}/api/calendar/blocks/${b.id}`, {
    method: "PATCH",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(moveTo),
  });
  await res.json();
  const rtt = performance.now() - started;
  if (res.status !== 200) fail(`PATCH answered ${res.status}`);
  if (i >= WARMUP) patches.push(rtt);
}

const result = {
  at: new Date().toISOString(),
  baseUrl: BASE_URL,
  seededBlocks: seeded.blocks,
  range: { from, to, days: 42, blocksInView: inView },
  loadAverage: loadavg().map((x) => +x.toFixed(1)),
  get: {
    serverMs: summary(gets.app),
    roundTripMs: summary(gets.rtt),
    serverCpuMsPerRequest: cpuPerGet,
    targetServerP99Ms: TARGET_GET_P99,
  },
  patch: { roundTripMs: summary(patches), targetP50Ms: TARGET_PATCH_P50 },
};
const ok = result.get.serverMs.p99 < TARGET_GET_P99 && result.patch.roundTripMs.p50 < TARGET_PATCH_P50;
result.verdict = ok ? "targets met" : "a target was missed";
const out = join(dirname(fileURLToPath(import.meta.url)), "results", "calendar-api.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(result, null, 2));
console.log(JSON.stringify(result, null, 2));
process.exit(ok ? 0 : 1);
