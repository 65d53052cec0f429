#!/usr/bin/env node
/**
 * The calendar import against hostile files, on a running production server (issue 22, item 1):
 * for each of the attacker's files (src/server/calendar/testing/hostile/*.ics: a VTIMEZONE whose
 * observance repeats every minute, the same under an IANA TZID every second, the SECONDLY rule with
 * every BYSECOND/BYMINUTE/BYHOUR, 1,000 SECONDLY events, an unbounded MINUTELY rule) it reports
 * the answer (status and message), its time, the server's peak RSS while the file was read, and the
 * worst latency of /api/health polled every 100 ms meanwhile. Targets: every file answered 4xx
 * within 5 s, health always under 1 s, the server alive afterwards.
 *
 *   NEXT_DIST_DIR=.next-manual npx next build
 *   NEXT_DIST_DIR=.next-manual PORT=4105 node scripts/start.mjs      # seeds demo@rhythm.local
 *   BASE_URL=http://localhost:4105 BENCH_SERVER_PID=<pid of next-server> node bench/ics-import.mjs
 *
 * Variables: BASE_URL (http://localhost:3000), BENCH_EMAIL / BENCH_PASSWORD (a premium account;
 * demo@rhythm.local / rhythm-demo), BENCH_SERVER_PID (the process that serves, for its RSS from
 * /proc on Linux; without it RSS is not reported).
 * Exit codes: 0 targets met · 1 a target missed · 2 setup failed. Writes bench/results/ics-import.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const BASE_URL = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const EMAIL = process.env.BENCH_EMAIL ?? "demo@rhythm.local";
const PASSWORD = process.env.BENCH_PASSWORD ?? "rhythm-demo";
const SERVER_PID = process.env.BENCH_SERVER_PID;
const FILES = [
  "vtimezone-minutely.ics",
  "vtimezone-secondly-iana.ics",
  "secondly-by-rule.ics",
  "secondly-1000-events.ics",
  "minutely-unbounded.ics",
];
const TARGET_ANSWER_MS = 5_000;
const TARGET_HEALTH_MS = 1_000;

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}

const cookiePairs = (res) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

async function signIn() {
  const csrfRes = await fetch(`${BASE_URL}/api/auth/csrf`);
  if (!csrfRes.ok) throw new Error(`GET /api/auth/csrf answered ${csrfRes.status}`);
  const { csrfToken } = await csrfRes.json();
  const jar = cookiePairs(csrfRes);
  const res = await fetch(`${BASE_URL}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, email: EMAIL, password: PASSWORD }),
  });
  const session = cookiePairs(res).filter((c) => c.includes("session-token"));
  if (res.status !== 302 || session.length === 0) throw new Error(`sign-in of ${EMAIL} failed (${res.status})`);
  return [...jar, ...session].join("; ");
}

/** Resident memory of the server in MB (VmRSS), or undefined. */
function rssMb() {
  if (!SERVER_PID) return undefined;
  try {
    const line = readFileSync(`/proc/${SERVER_PID}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

async function healthMs() {
  const started = performance.now();
  try {
    const res = await fetch(`${BASE_URL}/api/health`, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

async function importOne(cookie, name) {
  const body = readFileSync(join(root, "src/server/calendar/testing/hostile", name));
  let reading = true;
  let peakRss = rssMb();
  let worstHealth = 0;
  let healthFailures = 0;
  const poll = (async () => {
    while (reading) {
      const h = await healthMs();
      worstHealth = Math.max(worstHealth, h.ms);
      if (h.status !== 200) healthFailures++;
      const rss = rssMb();
      if (rss !== undefined) peakRss = Math.max(peakRss ?? 0, rss);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  let status = 0;
  let message = "";
  try {
    const res = await fetch(`${BASE_URL}/api/calendar/import`, {
      method: "POST",
      headers: { "content-type": "text/calendar", cookie, "accept-language": "en" },
      body,
      signal: AbortSignal.timeout(120_000),
    });
    status = res.status;
    const text = await res.text();
    try {
      message = JSON.parse(text).error ?? text;
    } catch {
      message = text.slice(0, 200);
    }
  } catch (err) {
    message = `no answer: ${err.message}`;
  }
  const ms = performance.now() - started;
  // One more poll after the answer, so a short file still gets a health reading.
  reading = false;
  await poll;
  const after = await healthMs();
  worstHealth = Math.max(worstHealth, after.ms);
  return {
    file: name,
    bytes: body.length,
    status,
    message,
    ms: Math.round(ms),
    peakRssMb: peakRss,
    worstHealthMs: Math.round(worstHealth),
    healthFailures: healthFailures + (after.status === 200 ? 0 : 1),
  };
}

let cookie;
try {
  const h = await healthMs();
  if (h.status !== 200) throw new Error(`${BASE_URL}/api/health answered ${h.status}`);
  cookie = await signIn();
} catch (err) {
  fail(err.message);
}

const startRss = rssMb();
const results = [];
for (const name of FILES) {
  const r = await importOne(cookie, name);
  results.push(r);
  console.log(
    `${r.file.padEnd(28)} ${String(r.status).padEnd(4)} ${String(r.ms).padStart(6)} ms  ` +
      `rss ${r.peakRssMb ?? "n/a"} MB  health worst ${r.worstHealthMs} ms  ${r.message}`,
  );
}
const alive = (await healthMs()).status === 200;
const missed = results.filter(
  (r) =>
    r.status < 400 ||
    r.status >= 500 ||
    r.ms > TARGET_ANSWER_MS ||
    r.worstHealthMs > TARGET_HEALTH_MS ||
    r.healthFailures > 0,
);
const report = {
  at: new Date().toISOString(),
  baseUrl: BASE_URL,
  loadavg: loadavg().map((l) => +l.toFixed(2)),
  serverRssMbBefore: startRss,
  serverRssMbAfter: rssMb(),
  serverAlive: alive,
  results,
  targets: { answerMs: TARGET_ANSWER_MS, healthMs: TARGET_HEALTH_MS },
  met: alive && missed.length === 0,
};
console.log(
  `server rss before ${startRss ?? "n/a"} MB, after ${report.serverRssMbAfter ?? "n/a"} MB; alive: ${alive}; ` +
    `load ${report.loadavg.join(" ")}; targets ${report.met ? "met" : `missed by ${missed.map((r) => r.file).join(", ") || "the server"}`}`,
);
mkdirSync(join(root, "bench/results"), { recursive: true });
writeFileSync(join(root, "bench/results/ics-import.json"), `${JSON.stringify(report, null, 2)}\n`);
process.exit(report.met ? 0 : 1);
