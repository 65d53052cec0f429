#!/usr/bin/env node
/**
 * GET /api/analytics for 12 months of a heavy user, against a running production server on
 * PostgreSQL. Target: server time p99 under 100 ms.
 *
 *   createdb rhythm_bench   # or any empty database
 *   npx next build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/rhythm_bench AUTH_SECRET=... PORT=3300 npx next start -p 3300
 *   BASE_URL=http://localhost:3300 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/rhythm_bench node bench/analytics-api.mjs
 *
 * It creates one premium user straight in the database with 365 days of plans (about 3,650 blocks,
 * about 60 % done) and 600 mood check-ins, signs in through Auth.js, then sends BENCH_REQUESTS
 * requests one after another (after BENCH_WARMUP warm-up requests), so queueing plays no part.
 * It reports three figures from the Server-Timing header the route sets: `analytics` (loading and
 * computing), `total` (the whole handler: session and subscription check from the database,
 * loading, computing, JSON encoding), and the full round trip on loopback as the client sees it
 * (Next's routing and the transfer added). The verdict is on the server time, `total`'s p99; the
 * round trip is reported beside it, as it is what a busy shared machine disturbs most.
 *
 * Variables: BASE_URL (http://localhost:3000), BENCH_DATABASE_URL (required), BENCH_REQUESTS (300),
 * BENCH_WARMUP (30), BENCH_TARGET_MS (100). Exit codes: 0 target met · 1 missed · 2 setup failed.
 * Writes bench/results/analytics-api.json.
 */
import { hash } from "@node-rs/argon2";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const BASE_URL = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const TARGET_MS = Number(process.env.BENCH_TARGET_MS ?? 100);
const PASSWORD = "bench-analytics-passphrase";

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}
if (!DATABASE_URL) fail("set BENCH_DATABASE_URL to the PostgreSQL database the server under test uses");

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const TO = day(0);
const FROM = day(-364);

/** A small deterministic generator, so every run seeds the same history. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seed() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const email = `bench-analytics-${Date.now()}@bench.local`;
  const passwordHash = await hash(PASSWORD, { algorithm: 2 });
  const { rows } = await client.query(
    `insert into users (id, email, name, password_hash, email_verified, has_completed_onboarding, subscription_tier, subscription_status, subscription_end_date, timezone)
     values (gen_random_uuid()::text, $1, 'Bench', $2, now(), true, 'yearly', 'active', now() + interval '1 year', 'Europe/Madrid') returning id`,
    [email, passwordHash],
  );
  const userId = rows[0].id;
  const rand = random(42);
  const kinds = ["task", "task", "task", "event", "meal", "break", "task", "habit", "task", "event"];
  const blocks = [];
  const plans = [];
  for (let i = 0; i < 365; i++) {
    const date = day(-364 + i);
    plans.push([userId, date]);
    for (let b = 0; b < 10; b++) {
      const start = 7 * 60 + b * 75;
      blocks.push([userId, date, start, start + 30 + Math.floor(rand() * 6) * 5, `Block ${b}`, kinds[b], rand() < 0.6]);
    }
  }
  for (let i = 0; i < plans.length; i += 500) {
    const chunk = plans.slice(i, i + 500);
    await client.query(
      `insert into plans (id, user_id, date, description) select gen_random_uuid()::text, u, d::date, 'bench day' from unnest($1::text[], $2::text[]) as t(u, d)`,
      [chunk.map((p) => p[0]), chunk.map((p) => p[1])],
    );
  }
  for (let i = 0; i < blocks.length; i += 1000) {
    const c = blocks.slice(i, i + 1000);
    await client.query(
      `insert into blocks (id, user_id, date, start_min, end_min, title, kind, done, source)
       select gen_random_uuid()::text, u, d::date, s, e, t, k, dn, 'plan' from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::text[], $6::text[], $7::bool[]) as x(u, d, s, e, t, k, dn)`,
      [
        c.map((b) => b[0]),
        c.map((b) => b[1]),
        c.map((b) => b[2]),
        c.map((b) => b[3]),
        c.map((b) => b[4]),
        c.map((b) => b[5]),
        c.map((b) => b[6]),
      ],
    );
  }
  const moods = Array.from({ length: 600 }, (_, i) => [
    userId,
    day(-364 + Math.floor((i * 365) / 600)),
    1 + Math.floor(rand() * 5),
    1 + Math.floor(rand() * 5),
  ]);
  await client.query(
    `insert into moods (id, user_id, date, score, energy, tags) select gen_random_uuid()::text, u, d::date, s, e, '{work}' from unnest($1::text[], $2::text[], $3::int[], $4::int[]) as x(u, d, s, e)`,
    [moods.map((m) => m[0]), moods.map((m) => m[1]), moods.map((m) => m[2]), moods.map((m) => m[3])],
  );
  await client.query("analyze blocks; analyze moods; analyze plans");
  await client.end();
  return { email, blocks: blocks.length, moods: moods.length };
}

const cookiePairs = (res) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

async function signIn(email) {
  const csrfRes = await fetch(`${BASE_URL}/api/auth/csrf`);
  const { csrfToken } = await csrfRes.json();
  const jar = cookiePairs(csrfRes);
  const res = await fetch(`${BASE_URL}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD }),
  });
  const session = cookiePairs(res).filter((c) => c.includes("session-token"));
  if (res.status !== 302 || session.length === 0) fail(`sign-in failed (${res.status})`);
  return [...jar, ...session].join("; ");
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const r = (v) => Math.round(v * 10) / 10;
  return { p50: r(percentile(s, 50)), p95: r(percentile(s, 95)), p99: r(percentile(s, 99)), max: r(s[s.length - 1]) };
};

const seeded = await seed().catch((e) => fail(`seeding failed: ${e.message}`));
const cookie = await signIn(seeded.email).catch((e) => fail(e.message));
const url = `${BASE_URL}/api/analytics?from=${FROM}&to=${TO}`;
const roundTrip = [];
const handler = [];
const total = [];
let bytes = 0;
for (let i = 0; i < WARMUP + REQUESTS; i++) {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.arrayBuffer();
  const elapsed = performance.now() - started;
  if (res.status !== 200)
    fail(`GET /api/analytics answered ${res.status}: ${new TextDecoder().decode(body).slice(0, 200)}`);
  if (i < WARMUP) continue;
  roundTrip.push(elapsed);
  const timing = res.headers.get("server-timing") ?? "";
  handler.push(Number(/analytics;dur=([\d.]+)/.exec(timing)?.[1] ?? NaN));
  total.push(Number(/total;dur=([\d.]+)/.exec(timing)?.[1] ?? NaN));
  bytes = body.byteLength;
}

const result = {
  when: new Date().toISOString(),
  baseUrl: BASE_URL,
  history: { days: 365, blocks: seeded.blocks, moods: seeded.moods },
  requests: REQUESTS,
  responseBytes: bytes,
  analyticsMs: summary(handler),
  serverTotalMs: summary(total),
  roundTripMs: summary(roundTrip),
  targetMs: TARGET_MS,
};
result.met = result.serverTotalMs.p99 < TARGET_MS;
console.log(JSON.stringify(result, null, 2));
const out = join(dirname(fileURLToPath(import.meta.url)), "results", "analytics-api.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(result, null, 2) + "\n");
process.exit(result.met ? 0 : 1);
