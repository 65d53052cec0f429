#!/usr/bin/env node
/**
 * GET /api/habits for a user with 20 habits and 2 years of check-ins, and GET /api/rewards for a
 * user with 50,000 ledger entries, against a running production server on PostgreSQL. The data is
 * written straight into the server's database (BENCH_DATABASE_URL), then each endpoint is called
 * BENCH_REQUESTS times one after the other (after a warm-up), and the p50/p95/p99 of the server's
 * own time (the Server-Timing header: guard, queries, computing strength and streaks, JSON) and of
 * the whole round trip are reported. Target: server p99 under 50 ms for both.
 *
 *   createdb rhythm_bench
 *   npx next build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/rhythm_bench AUTH_SECRET=... PORT=3300 npx next start -p 3300
 *   BASE_URL=http://localhost:3300 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/rhythm_bench node bench/habits-api.mjs
 *
 * Variables: BASE_URL (http://localhost:3000), BENCH_DATABASE_URL (required), BENCH_REQUESTS (300),
 * BENCH_WARMUP (30), BENCH_TARGET_MS (50). Exit codes: 0 target met · 1 missed · 2 setup failed.
 * Writes bench/results/habits-api.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const BASE_URL = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const TARGET_MS = Number(process.env.BENCH_TARGET_MS ?? 50);
const PASSWORD = "bench-habits-passphrase";

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}
if (!DATABASE_URL) fail("BENCH_DATABASE_URL is required (the PostgreSQL database the server under test uses)");

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

const SCHEDULES = [
  { type: "daily" },
  { type: "weekdays", days: [1, 2, 3, 4, 5] },
  { type: "timesPerWeek", times: 3 },
  { type: "everyNDays", n: 2 },
];

/** One user with 20 habits x 730 days of check-ins (about 80% done, some skips), one with 50,000 ledger entries. */
async function seed() {
  const [{ default: pg }, { hash }] = await Promise.all([import("pg"), import("@node-rs/argon2")]);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const passwordHash = await hash(PASSWORD, { algorithm: 2 });
  const run = Date.now().toString(36);
  const emails = {
    habits: `bench-habits-${run}@bench.rhythm.local`,
    rewards: `bench-rewards-${run}@bench.rhythm.local`,
  };
  try {
    const ids = {};
    for (const [key, email] of Object.entries(emails)) {
      const [row] = (
        await client.query(
          `insert into users (id, email, name, password_hash, email_verified, has_completed_onboarding, subscription_tier, subscription_status, subscription_end_date)
           values (gen_random_uuid()::text, $1, 'Bench', $2, now(), true, 'yearly', 'active', now() + interval '30 days') returning id`,
          [email, passwordHash],
        )
      ).rows;
      ids[key] = row.id;
    }
    for (let i = 0; i < 20; i++) {
      const schedule = SCHEDULES[i % SCHEDULES.length];
      const target = i % 5 === 0 ? 8 : null;
      const [habit] = (
        await client.query(
          `insert into habits (id, user_id, name, schedule, target_value, target_unit, start_date, created_at)
           values (gen_random_uuid()::text, $1, $2, $3::jsonb, $4, $5, current_date - 730, now() - interval '730 days' + ($6 || ' seconds')::interval) returning id`,
          [ids.habits, `Habit ${i + 1}`, JSON.stringify(schedule), target, target ? "glasses" : null, String(i)],
        )
      ).rows;
      // A deterministic pattern: about 80% done, one skip in 13 days.
      await client.query(
        `insert into habit_check_ins (habit_id, user_id, date, status, value)
         select $1, $2, current_date - d, case when (d + $3) % 13 = 0 then 'skipped' else 'done' end, case when $4 then 8 else null end
         from generate_series(0, 729) as d where (d * 7 + $3) % 5 <> 0`,
        [habit.id, ids.habits, i, target !== null],
      );
    }
    await client.query(
      `insert into reward_ledger (id, user_id, source, seq, category, day, xp, coins, meta, created_at)
       select gen_random_uuid()::text, $1, 'block:bench-' || (g / 2), 1 + g % 2, 'block', current_date - (g / 70),
              case when g % 2 = 0 then 12 else -12 end, case when g % 2 = 0 then 4 else -4 end,
              case when g % 2 = 0 then '{"type":"award","title":"Bench"}'::jsonb else '{"type":"reversal","title":"Bench"}'::jsonb end,
              now() - (g || ' minutes')::interval
       from generate_series(0, 49999) as g`,
      [ids.rewards],
    );
    await client.query(`insert into reward_balances (user_id, xp, coins) values ($1, 0, 0)`, [ids.rewards]);
    await client.query(
      `insert into reward_items (id, user_id, title, cost) select gen_random_uuid()::text, $1, 'Reward ' || g, 10 * g from generate_series(1, 20) g`,
      [ids.rewards],
    );
    await client.query("analyze habits; analyze habit_check_ins; analyze reward_ledger");
    const [{ n }] = (
      await client.query("select count(*)::int as n from habit_check_ins where user_id = $1", [ids.habits])
    ).rows;
    const [{ m }] = (
      await client.query("select count(*)::int as m from reward_ledger where user_id = $1", [ids.rewards])
    ).rows;
    return { emails, checkIns: n, ledgerEntries: m };
  } finally {
    await client.end();
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(path, cookie) {
  const server = [];
  const total = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(`${BASE_URL}${path}`, { headers: { cookie } });
    await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    const dur = Number(/app;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]);
    if (i < WARMUP) continue;
    server.push(dur);
    total.push(elapsed);
  }
  const s = [...server].sort((a, b) => a - b);
  const t = [...total].sort((a, b) => a - b);
  const round = (x) => Math.round(x * 10) / 10;
  return {
    server: { p50: round(percentile(s, 50)), p95: round(percentile(s, 95)), p99: round(percentile(s, 99)) },
    roundTrip: { p50: round(percentile(t, 50)), p95: round(percentile(t, 95)), p99: round(percentile(t, 99)) },
  };
}

async function main() {
  let data;
  try {
    data = await seed();
  } catch (err) {
    fail(`could not seed the database: ${err.message}`);
  }
  const habitsCookie = await signIn(data.emails.habits, PASSWORD).catch((e) => fail(e.message));
  const rewardsCookie = await signIn(data.emails.rewards, PASSWORD).catch((e) => fail(e.message));
  const habits = await measure("/api/habits", habitsCookie);
  const rewards = await measure("/api/rewards", rewardsCookie);
  const result = {
    date: new Date().toISOString(),
    requests: REQUESTS,
    checkIns: data.checkIns,
    ledgerEntries: data.ledgerEntries,
    targetMs: TARGET_MS,
    habits,
    rewards,
  };
  console.log(
    `GET /api/habits  (20 habits, ${data.checkIns} check-ins): server p50 ${habits.server.p50} ms, p95 ${habits.server.p95} ms, p99 ${habits.server.p99} ms; round trip p99 ${habits.roundTrip.p99} ms`,
  );
  console.log(
    `GET /api/rewards (${data.ledgerEntries} ledger entries):     server p50 ${rewards.server.p50} ms, p95 ${rewards.server.p95} ms, p99 ${rewards.server.p99} ms; round trip p99 ${rewards.roundTrip.p99} ms`,
  );
  const dir = join(dirname(fileURLToPath(import.meta.url)), "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "habits-api.json"), JSON.stringify(result, null, 2) + "\n");
  const ok = habits.server.p99 < TARGET_MS && rewards.server.p99 < TARGET_MS;
  console.log(
    ok ? `target met: both server p99 under ${TARGET_MS} ms` : `target missed: a server p99 is ${TARGET_MS} ms or more`,
  );
  process.exit(ok ? 0 : 1);
}

main().catch((err) => fail(err.stack ?? err.message));
