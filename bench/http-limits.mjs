#!/usr/bin/env node
/**
 * Request-body limits against a running production server (issue 11, item 4): sends 200 MB
 * bodies (with a Content-Length, and chunked without one) and deeply nested JSON to the JSON
 * routes, Auth.js's credentials callback and the Stripe webhook, and reports each answer and the
 * server's resident memory (RSS, summed over the server process and its children) before, at its
 * peak while the request runs, and after. Target: every answer a 4xx, the server's RSS never more
 * than 64 MB above where it started, and /api/health answering throughout.
 *
 *   BASE_URL=http://localhost:3300 BENCH_SERVER_PID=<pid of next start> node bench/http-limits.mjs
 *
 * BODY_MB changes the size (default 200). Without BENCH_SERVER_PID the memory columns are empty.
 */
import fs from "node:fs";
import http from "node:http";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
const PID = process.env.BENCH_SERVER_PID ? Number(process.env.BENCH_SERVER_PID) : undefined;
const BODY_MB = Number(process.env.BODY_MB ?? 200);
const TARGET_MB = 64;
const base = new URL(BASE_URL);

/** RSS in MB of `pid` and all its descendants (next start may run the server in a child). */
function rssMb(pid = PID) {
  if (!pid) return undefined;
  const children = () => {
    try {
      return fs
        .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  let total = 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return total;
  }
  for (const child of children()) total += rssMb(child) ?? 0;
  return total;
}

/** Polls the server's RSS every 20 ms until stopped; returns the peak. */
function watchRss() {
  let peak = rssMb() ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb() ?? 0);
  }, 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb() ?? 0);
  };
}

/**
 * Sends `totalBytes` of `fill` (generated chunk by chunk, so this script never holds the body),
 * stopping as soon as the server answers. Resolves with the status and the start of the answer.
 */
function sendLarge(path, { totalBytes, chunked, headers = {} }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    const req = http.request({
      host: base.hostname,
      port: base.port,
      path,
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(chunked ? {} : { "content-length": String(totalBytes) }),
        ...headers,
      },
    });
    let sent = 0;
    let answered = false;
    const finish = (result) => {
      if (answered) return;
      answered = true;
      req.destroy();
      resolve({ ...result, sentMb: Math.round(sent / 1024 / 1024), ms: Date.now() - started });
    };
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => finish({ status: res.statusCode, body: body.slice(0, 160) }));
      res.on("error", () => finish({ status: res.statusCode, body: body.slice(0, 160) }));
    });
    req.on("error", (err) => setTimeout(() => finish({ status: `connection ${err.code ?? err.message}` }), 200));
    req.write("[");
    sent = 1;
    const pump = () => {
      while (!answered && sent < totalBytes) {
        const n = Math.min(chunk.length, totalBytes - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
    setTimeout(() => finish({ status: "timeout" }), 120_000);
  });
}

async function sendJson(path, body, headers = {}) {
  const res = await fetch(new URL(path, BASE_URL), {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  return { status: res.status, body: (await res.text()).slice(0, 160) };
}

async function healthy() {
  const started = Date.now();
  const res = await fetch(new URL("/api/health", BASE_URL)).catch(() => null);
  return { ok: res?.status === 200, ms: Date.now() - started };
}

const bytes = BODY_MB * 1024 * 1024;
const cases = [
  ["200 MB JSON, Content-Length, POST /api/auth/signup", () => sendLarge("/api/auth/signup", { totalBytes: bytes })],
  [
    "200 MB JSON, chunked, POST /api/auth/signup",
    () => sendLarge("/api/auth/signup", { totalBytes: bytes, chunked: true }),
  ],
  [
    "200 MB JSON, chunked, POST /api/track-referral",
    () => sendLarge("/api/track-referral", { totalBytes: bytes, chunked: true }),
  ],
  [
    "200 MB form, Content-Length, POST /api/auth/callback/credentials",
    () =>
      sendLarge("/api/auth/callback/credentials", {
        totalBytes: bytes,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
  ],
  [
    "200 MB form, chunked, POST /api/auth/callback/credentials",
    () =>
      sendLarge("/api/auth/callback/credentials", {
        totalBytes: bytes,
        chunked: true,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
  ],
  [
    "200 MB, Content-Length, POST /api/webhooks/stripe",
    () => sendLarge("/api/webhooks/stripe", { totalBytes: bytes, headers: { "stripe-signature": "t=1,v1=x" } }),
  ],
  [
    "200 MB, chunked, POST /api/webhooks/stripe",
    () =>
      sendLarge("/api/webhooks/stripe", {
        totalBytes: bytes,
        chunked: true,
        headers: { "stripe-signature": "t=1,v1=x" },
      }),
  ],
  [
    "200 MB, Content-Length, POST / (a page: only server actions post there)",
    () => sendLarge("/", { totalBytes: bytes, headers: { "content-type": "text/plain" } }),
  ],
  [
    "5,000 nested arrays, POST /api/auth/signup",
    () => sendJson("/api/auth/signup", "[".repeat(5000) + "]".repeat(5000)),
  ],
  [
    "30,000 nested arrays (60 kB), POST /api/auth/signup",
    () => sendJson("/api/auth/signup", "[".repeat(30000) + "]".repeat(30000)),
  ],
  [
    "5,000 nested objects, POST /api/auth/signup",
    () => sendJson("/api/auth/signup", '{"a":'.repeat(5000) + "1" + "}".repeat(5000)),
  ],
];

console.log(
  `server ${BASE_URL}${PID ? `, pid ${PID}` : " (no BENCH_SERVER_PID: memory not measured)"}; bodies of ${BODY_MB} MB`,
);
// Warm-up: the first request to each route loads its code, which is growth that has nothing to
// do with body sizes. Small, well-formed requests to every route measured below come first.
for (let round = 0; round < 3; round++) {
  await sendJson("/api/auth/signup", "{}");
  await sendJson("/api/track-referral", "{}");
  await sendJson("/api/webhooks/stripe", "{}", { "stripe-signature": "t=1,v1=x" });
  await fetch(new URL("/api/auth/callback/credentials", BASE_URL), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "email=a",
  });
  await fetch(new URL("/", BASE_URL), { method: "POST", headers: { "content-type": "text/plain" }, body: "x" });
  await healthy();
}
await new Promise((r) => setTimeout(r, 2000));
const startRss = rssMb();
let worstGrowth = 0;
let all4xx = true;
for (const [name, run] of cases) {
  const before = rssMb();
  const stop = watchRss();
  const result = await run();
  const peak = stop();
  const health = await healthy();
  const growth = before === undefined ? undefined : peak - (startRss ?? before);
  if (growth !== undefined) worstGrowth = Math.max(worstGrowth, growth);
  if (!(typeof result.status === "number" && result.status >= 400 && result.status < 500)) all4xx = false;
  console.log(
    [
      `- ${name}`,
      `  answer ${result.status}${result.ms !== undefined ? ` after ${result.ms} ms, ${result.sentMb} MB sent` : ""}: ${result.body ?? ""}`,
      before === undefined
        ? ""
        : `  RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - (startRss ?? before)).toFixed(0)} MB over the start)`,
      `  /api/health afterwards: ${health.ok ? "ok" : "NOT OK"} in ${health.ms} ms`,
    ]
      .filter(Boolean)
      .join("\n"),
  );
  // Let the server settle (sockets closed, garbage collected) before the next case.
  await new Promise((r) => setTimeout(r, 1000));
}
console.log(
  `\nall answers 4xx: ${all4xx ? "yes" : "NO"}` +
    (startRss === undefined
      ? ""
      : `; RSS at start ${startRss.toFixed(0)} MB, worst peak growth +${worstGrowth.toFixed(0)} MB (target: at most +${TARGET_MB} MB): ${worstGrowth <= TARGET_MB ? "met" : "NOT MET"}`),
);
process.exit(all4xx && worstGrowth <= TARGET_MB ? 0 : 1);
