/**
 * Shared by bench/endpoints.mjs and bench/history-scale.mjs: premium accounts with a history
 * written straight into the PostgreSQL database the server under test uses (plans with ten
 * blocks a day, moods, three habits with check-ins, reward ledger entries), the server's CPU
 * time from /proc, sign-in through Auth.js, and summaries.
 */
import { hash } from "@node-rs/argon2";
import { readFileSync, readdirSync } from "node:fs";
import pg from "pg";

const PASSWORD = "bench-history-passphrase";
export const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Inserts rows column by column through unnest, `size` rows a statement. */
async function insertMany(client, sql, rows, types, size = 2000) {
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    await client.query(
      sql,
      types.map((_, c) => chunk.map((r) => r[c])),
    );
  }
}

/** A premium account; with `days` > 0, that many days of history ending today. Returns its email and id. */
export async function createUser(client, label, days) {
  const email = `bench-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@bench.local`;
  const passwordHash = await hash(PASSWORD, { algorithm: 2 });
  const { rows } = await client.query(
    `insert into users (id, email, name, password_hash, email_verified, has_completed_onboarding, subscription_tier, subscription_status, subscription_end_date, timezone)
     values (gen_random_uuid()::text, $1, 'Bench', $2, now(), true, 'yearly', 'active', now() + interval '1 year', 'Europe/Madrid') returning id`,
    [email, passwordHash],
  );
  const userId = rows[0].id;
  if (days > 0) await seedHistory(client, userId, days);
  return { email, userId };
}

async function seedHistory(client, userId, days) {
  const rand = random(days);
  const kinds = ["task", "task", "task", "event", "meal", "break", "task", "habit", "task", "event"];
  const plans = [];
  const blocks = [];
  const moods = [];
  const ledger = [];
  for (let i = 0; i < days; i++) {
    const date = day(-days + 1 + i);
    plans.push([userId, date]);
    for (let b = 0; b < 10; b++) {
      const start = 7 * 60 + b * 75;
      const done = rand() < 0.6;
      blocks.push([userId, date, start, start + 30 + Math.floor(rand() * 6) * 5, `Block ${b}`, kinds[b], done]);
      if (done && b < 3) ledger.push([userId, `block:${date}:${b}`, "block", date, 10, 2]);
    }
    if (rand() < 0.8) moods.push([userId, date, 1 + Math.floor(rand() * 5), 1 + Math.floor(rand() * 5)]);
  }
  await insertMany(
    client,
    `insert into plans (id, user_id, date, description) select gen_random_uuid()::text, u, d::date, 'bench day' from unnest($1::text[], $2::text[]) as t(u, d)`,
    plans,
    [0, 1],
  );
  await insertMany(
    client,
    `insert into blocks (id, user_id, date, start_min, end_min, title, kind, done, source)
     select gen_random_uuid()::text, u, d::date, s, e, t, k, dn, 'plan' from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::text[], $6::text[], $7::bool[]) as x(u, d, s, e, t, k, dn)`,
    blocks,
    [0, 1, 2, 3, 4, 5, 6],
  );
  await insertMany(
    client,
    `insert into moods (id, user_id, date, score, energy, tags) select gen_random_uuid()::text, u, d::date, s, e, '{work}' from unnest($1::text[], $2::text[], $3::int[], $4::int[]) as x(u, d, s, e)`,
    moods,
    [0, 1, 2, 3],
  );
  const habitSpecs = [
    ["Meditate", { type: "daily" }, null],
    ["Run", { type: "timesPerWeek", times: 3 }, null],
    ["Read", { type: "weekdays", days: [1, 3, 5] }, 20],
  ];
  for (const [name, schedule, target] of habitSpecs) {
    const { rows } = await client.query(
      `insert into habits (id, user_id, name, schedule, target_value, target_unit, start_date, created_at)
       values (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6, now() - ($7 || ' days')::interval) returning id`,
      [userId, name, JSON.stringify(schedule), target, target ? "pages" : null, day(-days + 1), String(days)],
    );
    const habitId = rows[0].id;
    const checks = [];
    for (let i = 0; i < days; i++) {
      const r = rand();
      if (r < 0.65) {
        const date = day(-days + 1 + i);
        checks.push([habitId, userId, date, "done", target ? 5 + Math.floor(rand() * 20) : null]);
        ledger.push([userId, `habit:${habitId}:${date}`, "habit", date, 5, 1]);
      }
    }
    await insertMany(
      client,
      `insert into habit_check_ins (habit_id, user_id, date, status, value)
       select h, u, d::date, s, v from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::real[]) as x(h, u, d, s, v)`,
      checks,
      [0, 1, 2, 3, 4],
    );
  }
  await insertMany(
    client,
    `insert into reward_ledger (id, user_id, source, seq, category, day, xp, coins, created_at)
     select gen_random_uuid()::text, u, s, 0, c, d::date, x, co, d::date + time '12:00' from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[]) as t(u, s, c, d, x, co)`,
    ledger,
    [0, 1, 2, 3, 4, 5],
  );
  const xp = ledger.reduce((n, l) => n + l[4], 0);
  const coins = ledger.reduce((n, l) => n + l[5], 0);
  await client.query(
    `insert into reward_balances (user_id, xp, coins) values ($1, $2, $3) on conflict (user_id) do update set xp = $2, coins = $3`,
    [userId, xp, coins],
  );
}

export async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

export async function analyze(client) {
  await client.query(
    "analyze blocks; analyze moods; analyze plans; analyze habits; analyze habit_check_ins; analyze reward_ledger",
  );
}

const cookiePairs = (res) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

/** Signs in through Auth.js's credentials callback; returns the Cookie header. */
export async function signIn(baseUrl, email) {
  const csrfRes = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = await csrfRes.json();
  const jar = cookiePairs(csrfRes);
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD }),
  });
  const session = cookiePairs(res).filter((c) => c.includes("session-token"));
  if (res.status !== 302 || session.length === 0) throw new Error(`sign-in of ${email} failed (${res.status})`);
  return [...jar, ...session].join("; ");
}

const CLOCK_TICKS = 100; // Linux's USER_HZ

/** CPU ms (user + system) of a process and all its descendants, from /proc (Linux). */
export function processTreeCpuMs(rootPid) {
  const stats = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
      stats.set(Number(entry), { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) });
    } catch {
      /* gone */
    }
  }
  const inTree = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = stats.get(p)?.ppid ?? 0, hops++) if (p === rootPid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, s] of stats) if (inTree(pid)) ticks += s.cpu;
  return (ticks * 1000) / CLOCK_TICKS;
}

/** Resident memory (MB) of a process and its descendants' largest member, from /proc. */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return undefined;
  }
}

/** Sends `count` requests with `concurrency` in flight; returns statuses, latencies and bytes. */
export async function burst(count, concurrency, send) {
  const latencies = [];
  const statuses = {};
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const started = performance.now();
      const res = await send(i);
      const body = await res.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      bytes = body.byteLength;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { seconds: (performance.now() - started) / 1000, latencies, statuses, bytes };
}

export const round1 = (v) => (v === undefined || Number.isNaN(v) ? v : Math.round(v * 100) / 100);

export function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

export function loadAverage() {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).map(Number);
  } catch {
    return undefined;
  }
}
