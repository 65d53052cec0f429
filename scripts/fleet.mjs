#!/usr/bin/env node
/**
 * Proof that Rhythm runs as a fleet (issue 28): three production instances on one fresh PostgreSQL
 * database and one Redis, behind a small round-robin load balancer in this script, and shows
 *   1. all three ready after starting at the same moment with SEED_DEMO=1 on an empty database;
 *   2. a session made on one instance is valid on the others;
 *   3. a per-user limit counted once for the fleet (45 plans in a minute over the three);
 *   4. a job queued once runs once (one mail at the loopback SMTP server), one schedule per job;
 *   5. one instance killed with SIGKILL under a write load: every acknowledged write is in the
 *      database, and the load balancer routes around the dead instance.
 * It prints its figures and exits 1 if any check fails.
 *
 * Needs a production build (NEXT_DIST_DIR, default .next-fleet; built here when missing), a
 * PostgreSQL server (FLEET_PG, default postgres://postgres@127.0.0.1:5432/postgres: the script
 * creates and drops its own database) and Redis (FLEET_REDIS, default redis://127.0.0.1:6379).
 * Ports: FLEET_PORT (default 4410) for the balancer, the next three for the instances, +5 for SMTP.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { SMTPServer } from "smtp-server";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const distDir = process.env.NEXT_DIST_DIR ?? ".next-fleet";
const base = Number(process.env.FLEET_PORT ?? 4410);
const pgServer = process.env.FLEET_PG ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.FLEET_REDIS ?? "redis://127.0.0.1:6379";
const lbUrl = `http://127.0.0.1:${base}`;
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const log = (...a) => console.log("[fleet]", ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const failures = [];
let finishing = false;
const figures = {};
function check(ok, what) {
  log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

// --- build, database, SMTP -------------------------------------------------------------------
if (!fs.existsSync(path.join(root, distDir, "BUILD_ID"))) {
  log(`no build in ${distDir}: building`);
  const b = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: distDir },
  });
  if (b.status !== 0) process.exit(1);
}

const dbName = `rhythm_fleet_${process.pid}`;
const admin = new pg.Client({ connectionString: pgServer });
await admin.connect();
await admin.query(`create database "${dbName}"`);
const dbUrlObj = new URL(pgServer);
dbUrlObj.pathname = `/${dbName}`;
const databaseUrl = dbUrlObj.toString();
const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
// Dropping the database at the end ends every connection to it: an idle client's error then is expected.
db.on("error", () => {});
/** pg-boss, once started below; stopped (its pool closed) before the database is dropped. */
let boss = null;

const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    let data = "";
    stream.on("data", (c) => (data += c.toString()));
    stream.on("end", () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      callback();
    });
  },
});
await new Promise((r) => smtp.listen(base + 5, "127.0.0.1", r));

// Whatever happens below, no instance outlives the script, and a failure still cleans up.
process.on("exit", () => {
  for (const x of instances) if (x.child && x.child.exitCode === null) x.child.kill("SIGKILL");
});
process.on("unhandledRejection", (err) => {
  failures.push(`unexpected error: ${err?.message ?? err}`);
  log(`FAIL unexpected error: ${err?.stack ?? err}`);
  finish();
});

// --- instances -------------------------------------------------------------------------------
const instances = [1, 2, 3].map((i) => ({
  i,
  port: base + i,
  url: `http://127.0.0.1:${base + i}`,
  up: false,
  lines: 0,
}));
const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_DIST_DIR: distDir,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  SEED_DEMO: "1",
  AUTH_SECRET: "fleet-proof-secret-0123456789abcdefghijklmnop",
  APP_URL: lbUrl,
  AUTH_URL: lbUrl,
  AUTH_TRUST_HOST: "true",
  TRUST_PROXY: "1",
  SMTP_URL: `smtp://127.0.0.1:${base + 5}`,
  LOG_LEVEL: "info",
};
function start(inst) {
  inst.child = spawn(process.execPath, [nextBin, "start", "-p", String(inst.port), "-H", "127.0.0.1"], {
    cwd: root,
    env: { ...env, PORT: String(inst.port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  inst.exit = new Promise((r) => inst.child.on("exit", (code, signal) => r({ code, signal })));
  inst.log = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) {
      inst.lines += 1;
      inst.log.push(line);
      if (inst.log.length > 400) inst.log.shift();
    }
  };
  inst.child.stdout.on("data", keep);
  inst.child.stderr.on("data", keep);
}

async function get(url, options = {}) {
  try {
    const res = await fetch(url, { ...options, signal: AbortSignal.timeout(options.timeout ?? 10_000) });
    return { status: res.status, headers: res.headers, body: await res.text() };
  } catch (err) {
    return { status: 0, error: err.message };
  }
}

// --- the load balancer -----------------------------------------------------------------------
let next = 0;
const routed = new Map();
/** When instance 2 was killed (check 5): only requests sent after it count as routed after the kill. */
let killedAt = 0;
const lb = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => forward(req, res, Buffer.concat(chunks), 0));
});
function forward(req, res, body, tries) {
  const live = instances.filter((x) => x.up);
  if (live.length === 0 || tries >= instances.length) {
    res.writeHead(502).end("no instance");
    return;
  }
  const target = live[next++ % live.length];
  const sentAt = Date.now();
  let sent = false;
  const up = http.request(
    {
      host: "127.0.0.1",
      port: target.port,
      method: req.method,
      path: req.url,
      headers: {
        ...req.headers,
        host: `127.0.0.1:${base}`,
        "x-forwarded-for": req.socket.remoteAddress.replace(/^::ffff:/, ""),
        "x-forwarded-host": `127.0.0.1:${base}`,
        "x-forwarded-proto": "http",
      },
    },
    (r) => {
      // A request already on its way to instance 2 when it was killed may still be answered.
      if (!killedAt || sentAt > killedAt) routed.set(target.i, (routed.get(target.i) ?? 0) + 1);
      res.writeHead(r.statusCode, r.headers);
      r.pipe(res);
    },
  );
  up.on("socket", (s) => {
    if (s.connecting) s.once("connect", () => (sent = true));
    else sent = true;
  });
  up.on("error", (err) => {
    // Refused: the request never reached the instance, so another may take it. Anything later
    // may have been applied: answer 502 rather than risk doing it twice.
    if (!sent || err.code === "ECONNREFUSED") {
      target.up = false;
      forward(req, res, body, tries + 1);
    } else if (!res.headersSent) res.writeHead(502).end("instance lost");
  });
  up.end(body);
}
await new Promise((r) => lb.listen(base, "127.0.0.1", r));
const prober = setInterval(async () => {
  for (const inst of instances) inst.up = (await get(`${inst.url}/api/health/ready`, { timeout: 1500 })).status === 200;
}, 1000);

// --- 1. simultaneous start -------------------------------------------------------------------
const t0 = Date.now();
instances.forEach(start);
const readyAt = {};
while (Date.now() - t0 < 240_000 && Object.keys(readyAt).length < 3) {
  for (const inst of instances) {
    if (readyAt[inst.i]) continue;
    const r = await get(`${inst.url}/api/health/ready`, { timeout: 2000 });
    if (r.status === 200) readyAt[inst.i] = Date.now() - t0;
  }
  if (instances.some((x) => x.child.exitCode !== null)) break;
  await sleep(500);
}
figures.readyMs = readyAt;
const health = await Promise.all(instances.map((x) => get(`${x.url}/api/health`)));
figures.health = health.map((h) => h.body);
check(
  Object.keys(readyAt).length === 3,
  `all three instances ready after a simultaneous start (ms: ${JSON.stringify(readyAt)})`,
);
check(
  health.every((h) => h.status === 200 && JSON.parse(h.body).status === "ok"),
  "all three report database and Redis ok",
);
if (Object.keys(readyAt).length < 3) {
  for (const x of instances) log(`instance ${x.i} exit=${x.child.exitCode}\n  ${x.log.slice(-15).join("\n  ")}`);
  await finish();
}
for (const x of instances) x.up = true;
const reqId = await get(`${lbUrl}/api/health`);
check(
  /^[0-9a-f-]{36}$/.test(reqId.headers?.get("x-request-id") ?? ""),
  `x-request-id on answers (${reqId.headers?.get("x-request-id")})`,
);
const jsonLine = instances[0].log
  .map((l) => {
    try {
      return JSON.parse(l);
    } catch {
      return null;
    }
  })
  .find((l) => l?.reqId && l.route);
check(
  !!jsonLine && typeof jsonLine.level === "number",
  `JSON log lines with level, request id, route, status, duration: ${JSON.stringify(jsonLine)}`,
);

// --- 2. a session from one instance on the others --------------------------------------------
async function signIn(instUrl, email, password) {
  const jar = new Map();
  const keep = (h) => {
    for (const c of h.getSetCookie()) {
      const [pair] = c.split(";");
      const [k, ...v] = pair.split("=");
      jar.set(k.trim(), v.join("="));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrfRes = await fetch(`${instUrl}/api/auth/csrf`);
  keep(csrfRes.headers);
  const { csrfToken } = await csrfRes.json();
  const res = await fetch(`${instUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie(), origin: lbUrl },
    body: new URLSearchParams({ csrfToken, email, password }),
  });
  keep(res.headers);
  return cookie();
}
const cookie = await signIn(instances[0].url, "demo@rhythm.local", "rhythm-demo");
const sessions = await Promise.all(
  instances.map(async (x) => {
    const r = await get(`${x.url}/api/auth/session`, { headers: { cookie } });
    return r.status === 200 && r.body.includes("demo@rhythm.local");
  }),
);
figures.sessionValidOn = sessions;
check(sessions.every(Boolean), `a session made on instance 1 is valid on 1, 2 and 3 (${JSON.stringify(sessions)})`);

// --- 3. the per-user limit across the fleet ---------------------------------------------------
const today = new Date().toISOString().slice(0, 10);
const jsonHeaders = { cookie, "content-type": "application/json", origin: lbUrl };
const planStatuses = [];
const limitStarted = Date.now();
for (let n = 0; n < 45; n++) {
  const inst = instances[n % 3];
  const r = await get(`${inst.url}/api/schedule`, {
    method: "POST",
    headers: jsonHeaders,
    body: JSON.stringify({ description: `Write report ${n} for 1h, then gym`, date: today, replan: true }),
    timeout: 20_000,
  });
  planStatuses.push(r.status);
}
const limitSeconds = (Date.now() - limitStarted) / 1000;
const counts = planStatuses.reduce((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});
figures.plans = { seconds: limitSeconds, statuses: counts };
check(
  limitSeconds < 60 && counts[429] === 15 && counts[200] === 30,
  `45 plans in ${limitSeconds.toFixed(1)} s over three instances: ${JSON.stringify(counts)} (limit 30 a minute per user)`,
);

// --- 4. a job queued once runs once ------------------------------------------------------------
const trialEmail = `fleet-trial-${process.pid}@rhythm.local`;
await db.query(
  `insert into users (id, email, name, subscription_tier, subscription_status, billing_provider, subscription_end_date, trial_ends_at)
   values (gen_random_uuid()::text, $1, 'Fleet Trial', 'monthly', 'active', 'stripe', now() + interval '3 hours', now() + interval '3 hours')`,
  [trialEmail],
);
boss = new PgBoss({ connectionString: databaseUrl, schema: "pgboss", supervise: false, schedule: false, max: 1 });
boss.on("error", () => {});
await boss.start();
await boss.send("trial-reminders", {});
const jobStart = Date.now();
while (Date.now() - jobStart < 60_000 && !mails.some((m) => m.to.includes(trialEmail))) await sleep(250);
await sleep(12_000); // several polling rounds of all three instances: a second run would show
const trialMails = mails.filter((m) => m.to.includes(trialEmail)).length;
const jobRows = await db.query(
  "select state, count(*)::int as n from pgboss.job where name = 'trial-reminders' and created_on > now() - interval '5 minutes' group by state",
);
const scheduleRows = await db.query("select name, count(*)::int as n from pgboss.schedule group by name order by name");
await boss.stop({ graceful: false, close: true });
figures.job = { mailsToTrialUser: trialMails, jobStates: jobRows.rows, schedules: scheduleRows.rows };
check(trialMails === 1, `trial-reminders queued once, three instances polling: ${trialMails} mail`);
check(
  scheduleRows.rows.length >= 2 && scheduleRows.rows.every((r) => r.n === 1),
  `one schedule row per job: ${JSON.stringify(scheduleRows.rows)}`,
);

// --- 5. kill -9 under a write load ---------------------------------------------------------------
const acked = [];
let errors = 0;
let stop = false;
let ackedAfterKill = 0;
const writer = async (w) => {
  for (let n = 0; !stop; n++) {
    const r = await get(`${lbUrl}/api/moods`, {
      method: "POST",
      headers: jsonHeaders,
      body: JSON.stringify({ date: today, score: 4, note: `fleet-${w}-${n}` }),
    });
    if (r.status === 201) {
      acked.push(JSON.parse(r.body).mood?.id ?? `fleet-${w}-${n}`);
      if (killedAt) ackedAfterKill += 1;
    } else errors += 1;
  }
};
const writers = [0, 1, 2, 3].map(writer);
await sleep(4000);
routed.clear();
instances[1].child.kill("SIGKILL");
killedAt = Date.now();
const dead = await instances[1].exit;
await sleep(6000);
stop = true;
await Promise.all(writers);
const ids = acked.filter((x) => typeof x === "string");
const found = await db.query("select count(*)::int as n from moods where id = any($1) or note = any($1)", [ids]);
figures.kill = {
  signal: dead.signal,
  acknowledgedWrites: acked.length,
  acknowledgedAfterKill: ackedAfterKill,
  failedWrites: errors,
  foundInDatabase: found.rows[0].n,
  routedAfterKill: Object.fromEntries(routed),
};
check(
  found.rows[0].n === acked.length,
  `every acknowledged write is in the database (${found.rows[0].n} of ${acked.length}; ${errors} not acknowledged)`,
);
check(
  ackedAfterKill > 0 && !routed.get(2),
  `after kill -9 of instance 2 the balancer routes to 1 and 3 (${JSON.stringify(Object.fromEntries(routed))})`,
);
const survivors = await Promise.all([instances[0], instances[2]].map((x) => get(`${x.url}/api/health`)));
check(
  survivors.every((s) => s.status === 200),
  "the other two instances still healthy",
);

await finish();

async function finish() {
  if (finishing) return;
  finishing = true;
  clearInterval(prober);
  for (const x of instances) if (x.child.exitCode === null && x.child.signalCode === null) x.child.kill("SIGTERM");
  await Promise.race([Promise.all(instances.map((x) => x.exit)), sleep(10_000)]);
  for (const x of instances) if (x.child.exitCode === null && x.child.signalCode === null) x.child.kill("SIGKILL");
  lb.close();
  smtp.close();
  if (boss) await boss.stop({ graceful: false, close: true, timeout: 5_000 }).catch(() => {});
  await db.end();
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
  console.log(JSON.stringify({ figures, failures }, null, 2));
  process.exit(failures.length ? 1 : 0);
}
