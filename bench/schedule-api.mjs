#!/usr/bin/env node
/**
 * Throughput of POST /api/schedule against a no-op route handler (POST /api/schedule/noop, served
 * when the server runs with BENCH_NOOP=on: no
 * database, no session, answers 204), one autocannon run each with the same connections, duration
 * and request (same body and cookies), against a running production server.
 *
 *   npx next build && PORT=3300 PGLITE_DIR=/tmp/bench-pglite npx next start -p 3300
 *   BASE_URL=http://localhost:3300 node bench/schedule-api.mjs
 *
 * Only 2xx answers count as throughput. POST /api/schedule is rate-limited to 30 requests per
 * minute per user, so one account cannot measure the handler: the limiter would answer almost
 * everything with 429, which is cheap and says nothing about planning. With BENCH_DATABASE_URL
 * (the PostgreSQL database the server under test uses, e.g. started with DATABASE_URL=...), the
 * bench creates BENCH_USERS premium accounts in it, signs each in, and spreads the requests over
 * them so that no account goes over its limit. Without it, it signs in the demo premium account and
 * reports the 429s: the verdict is then about the limiter, and it says so.
 *
 * The three paths are measured in BENCH_ROUNDS rounds that take turns, so that on a shared machine
 * a passing load falls on all of them alike. With BENCH_SERVER_PID (the server's process id, on
 * Linux) it also reports the server's CPU time per request of each path: a figure a busy machine
 * disturbs far less than throughput.
 *
 * Variables: BASE_URL (http://localhost:3000), BENCH_CONNECTIONS (10), BENCH_DURATION (10 s per
 * path, split over the rounds), BENCH_ROUNDS (5), BENCH_WARMUP (3 s), BENCH_EMAIL /
 * BENCH_PASSWORD (demo@rhythm.local / rhythm-demo), BENCH_DATABASE_URL, BENCH_USERS (600),
 * BENCH_TARGET (0.7), BENCH_SERVER_PID.
 * Exit codes: 0 target met · 1 target missed · 2 setup failed. Writes bench/results/schedule-api.json.
 */
import autocannon from "autocannon";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const BASE_URL = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const TARGET = Number(process.env.BENCH_TARGET ?? 0.7);
const USERS = Number(process.env.BENCH_USERS ?? 600);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const PASSWORD = process.env.BENCH_PASSWORD ?? "rhythm-demo";
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const SERVER_PID = process.env.BENCH_SERVER_PID;
// Linux's USER_HZ: /proc reports CPU time in these ticks.
const CLOCK_TICKS = 100;

const DESCRIPTION =
  "Standup at 9:30, 3 hours on the quarterly report by 3pm, lunch, emails for 30 min, 1:1 with Priya at 2pm, " +
  "pick up the kids at 3:30, then groceries, gym after work, call mom in the evening, read for half an hour before bed";

function futureDate(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}

const cookiePairs = (res) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

/** Auth.js credentials sign-in, as a browser does it: csrf token, then the credentials callback. */
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
  if (res.status !== 302 || (res.headers.get("location") ?? "").includes("error=") || session.length === 0) {
    throw new Error(`sign-in of ${email} failed (${res.status} ${res.headers.get("location") ?? ""})`);
  }
  return [...jar, ...session].join("; ");
}

/** Premium, onboarded bench accounts written straight into the server's PostgreSQL database. */
async function createBenchUsers(count) {
  const [{ default: pg }, { hash }] = await Promise.all([import("pg"), import("@node-rs/argon2")]);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const passwordHash = await hash(PASSWORD, { algorithm: 2 });
  const run = Date.now().toString(36);
  const emails = Array.from({ length: count }, (_, i) => `bench-${run}-${i}@bench.rhythm.local`);
  try {
    await client.query(
      `insert into users (id, email, name, password_hash, email_verified, has_completed_onboarding, subscription_tier, subscription_status, subscription_end_date)
       select gen_random_uuid()::text, e, 'Bench', $2, now(), true, 'yearly', 'active', now() + interval '30 days' from unnest($1::text[]) as e`,
      [emails, passwordHash],
    );
  } finally {
    await client.end();
  }
  return emails;
}

async function mapLimit(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

function run({ title, path, cookies, duration, method = "POST" }) {
  let turn = 0;
  const body = method === "POST" ? JSON.stringify({ description: DESCRIPTION, date: futureDate(7) }) : undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${BASE_URL}${path}`,
        connections: CONNECTIONS,
        duration,
        title,
        requests: [
          {
            method,
            headers: { "content-type": "application/json", "x-rhythm-locale": "en" },
            body,
            // Each request goes out as the next account, so no account passes its rate limit.
            setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookies[turn++ % cookies.length] } }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    process.once("SIGINT", () => instance.stop());
  });
}

/** CPU time (user + system) the server process has used so far, when BENCH_SERVER_PID names it (Linux). */
function serverCpuMs() {
  if (!SERVER_PID) return undefined;
  try {
    const fields = readFileSync(`/proc/${SERVER_PID}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** The rounds of one path as one run: requests and seconds added up, latencies as the median round's p50 and the worst p99. */
function combine(parts) {
  const ok = parts.reduce((n, p) => n + p.ok, 0);
  const all = parts.reduce((n, p) => n + p.allPerSecond * p.seconds, 0);
  const duration = parts.reduce((n, p) => n + p.seconds, 0);
  const statuses = {};
  for (const p of parts)
    for (const [code, count] of Object.entries(p.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  const p50s = parts.map((p) => p.latencyP50).sort((a, b) => a - b);
  const cpu = parts.every((p) => p.cpuMs !== undefined) ? parts.reduce((n, p) => n + p.cpuMs, 0) : undefined;
  const requests = parts.reduce((n, p) => n + p.requests, 0);
  return {
    rounds: parts.length,
    okPerSecond: ok / duration,
    allPerSecond: all / duration,
    ok,
    non2xx: parts.reduce((n, p) => n + p.non2xx, 0),
    errors: parts.reduce((n, p) => n + p.errors, 0),
    timeouts: parts.reduce((n, p) => n + p.timeouts, 0),
    statuses,
    latencyP50: p50s[Math.floor(p50s.length / 2)],
    latencyP99: Math.max(...parts.map((p) => p.latencyP99)),
    cpuPerRequestMs: cpu !== undefined && requests > 0 ? cpu / requests : undefined,
  };
}

function summary(result) {
  const seconds = result.duration;
  const ok = result["2xx"];
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return {
    seconds,
    requests: result.requests.total,
    okPerSecond: ok / seconds,
    allPerSecond: result.requests.average,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
  };
}

async function main() {
  const health = await fetch(`${BASE_URL}/api/health`).catch(() => null);
  if (!health?.ok) fail(`no healthy server at ${BASE_URL} (GET /api/health)`);

  let cookies;
  if (DATABASE_URL) {
    console.log(
      `creating ${USERS} premium bench accounts in ${new URL(DATABASE_URL).pathname.slice(1)} and signing them in...`,
    );
    const emails = await createBenchUsers(USERS);
    cookies = await mapLimit(emails, 8, (email) => signIn(email, PASSWORD));
  } else {
    const email = process.env.BENCH_EMAIL ?? "demo@rhythm.local";
    console.log(
      `signing in ${email} (one account: the 30/min rate limit will answer most requests with 429; set BENCH_DATABASE_URL to measure the handler)`,
    );
    cookies = [await signIn(email, PASSWORD)];
  }

  // The plan a bench request saves must really be planned: check one answer first.
  const probe = await fetch(`${BASE_URL}/api/schedule`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: cookies[cookies.length - 1] },
    body: JSON.stringify({ description: DESCRIPTION, date: futureDate(7) }),
  });
  const probeBody = await probe.json().catch(() => ({}));
  if (probe.status !== 200 || !Array.isArray(probeBody.plan?.blocks) || probeBody.plan.blocks.length < 8)
    fail(`POST /api/schedule answered ${probe.status}: ${JSON.stringify(probeBody).slice(0, 300)}`);

  // Warm both paths up (JIT, connection pools), then measure each once with the same settings.
  // The warm-up uses the accounts in the same order, so it must leave them room under their limit.
  if (WARMUP > 0) {
    await run({ title: "warm-up no-op", path: "/api/schedule/noop", cookies, duration: WARMUP });
    await run({
      title: "warm-up schedule",
      path: "/api/schedule",
      cookies: cookies.slice().reverse(),
      duration: Math.min(WARMUP, 1),
    });
  }
  // Measured in BENCH_ROUNDS short rounds that take turns (no-op, schedule, floor; the order
  // rotates every round), so a load that comes and goes on a shared machine falls on all three
  // alike instead of on whichever ran during it.
  const paths = {
    noop: { title: "POST /api/schedule/noop", path: "/api/schedule/noop" },
    schedule: { title: "POST /api/schedule", path: "/api/schedule" },
    // For the record, not the verdict: the floor every authorized request pays (session + user
    // row), measured as GET /api/schedule for a day without a plan (GET is not rate-limited).
    floor: { title: "GET /api/schedule", path: `/api/schedule?date=${futureDate(400)}`, method: "GET" },
  };
  const rounds = { noop: [], schedule: [], floor: [] };
  const order = ["noop", "schedule", "floor"];
  const slice = Math.max(1, Math.round(DURATION / ROUNDS));
  for (let r = 0; r < ROUNDS; r++) {
    for (let k = 0; k < order.length; k++) {
      const name = order[(r + k) % order.length];
      const cpuBefore = serverCpuMs();
      const result = summary(await run({ ...paths[name], cookies, duration: slice }));
      const cpu = serverCpuMs();
      rounds[name].push({
        ...result,
        cpuMs: cpu !== undefined && cpuBefore !== undefined ? cpu - cpuBefore : undefined,
      });
    }
  }
  const noop = combine(rounds.noop);
  const schedule = combine(rounds.schedule);
  const floor = combine(rounds.floor);
  const ratio = schedule.okPerSecond / noop.okPerSecond;
  const limited = schedule.statuses["429"] ?? 0;

  const fmt = (n) => n.toFixed(1).padStart(9);
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${slice} s per path taking turns, ${cookies.length} account(s), against ${BASE_URL}`,
  );
  console.log(`                       2xx req/s   p50 ms   p99 ms   non-2xx`);
  console.log(
    `no-op route handler  ${fmt(noop.okPerSecond)} ${fmt(noop.latencyP50)} ${fmt(noop.latencyP99)}   ${noop.non2xx}`,
  );
  console.log(
    `POST /api/schedule   ${fmt(schedule.okPerSecond)} ${fmt(schedule.latencyP50)} ${fmt(schedule.latencyP99)}   ${schedule.non2xx} ${JSON.stringify(schedule.statuses)}`,
  );
  console.log(
    `GET /api/schedule    ${fmt(floor.okPerSecond)} ${fmt(floor.latencyP50)} ${fmt(floor.latencyP99)}   ${floor.non2xx}   (session + user row only: the floor of any signed-in request)`,
  );
  console.log(
    `per round (schedule / no-op): ${rounds.schedule.map((x, i) => `${((x.okPerSecond / rounds.noop[i].okPerSecond) * 100).toFixed(0)}%`).join(" ")}`,
  );
  if (noop.cpuPerRequestMs !== undefined) {
    console.log(
      `server CPU per request (BENCH_SERVER_PID): no-op ${noop.cpuPerRequestMs.toFixed(3)} ms, POST /api/schedule ${schedule.cpuPerRequestMs.toFixed(3)} ms, GET ${floor.cpuPerRequestMs.toFixed(3)} ms; ` +
        `CPU-time ratio ${((noop.cpuPerRequestMs / schedule.cpuPerRequestMs) * 100).toFixed(1)}% (what the ratio would be with a core to spare)`,
    );
  }
  console.log(
    `ratio: ${(ratio * 100).toFixed(1)}% of the no-op's throughput (target >= ${(TARGET * 100).toFixed(0)}%); the signed-in floor alone is ${((floor.okPerSecond / noop.okPerSecond) * 100).toFixed(1)}%`,
  );
  if (limited > 0) {
    console.log(
      `note: ${limited} answers were 429 (per-user rate limit) and are not counted; ${DATABASE_URL ? `raise BENCH_USERS above ${Math.ceil(((schedule.ok + limited) * 1.5) / 30)}` : "set BENCH_DATABASE_URL to spread the load over many accounts"}.`,
    );
  }

  const out = join(dirname(fileURLToPath(import.meta.url)), "results", "schedule-api.json");
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        baseUrl: BASE_URL,
        connections: CONNECTIONS,
        duration: DURATION,
        accounts: cookies.length,
        noop,
        schedule,
        floor,
        ratio,
        floorRatio: floor.okPerSecond / noop.okPerSecond,
        target: TARGET,
      },
      null,
      2,
    ),
  );

  process.exit(ratio >= TARGET ? 0 : 1);
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err)));
