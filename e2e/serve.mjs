#!/usr/bin/env node
/**
 * Serves a production build for the Playwright suite on a fresh database, builds first if
 * needed, and drops the throw-away PostgreSQL database when the server stops.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const port = process.env.E2E_PORT ?? "3100";
// A build directory of its own: never races a developer's `next build` or `npm start`.
// The second server (PROXY_AUTH_FILTER=off) runs the first one's build.
process.env.NEXT_DIST_DIR = `.next-e2e/${process.env.E2E_SECONDARY === "1" ? Number(port) - 1 : port}`;

const secondary = process.env.E2E_SECONDARY === "1";
if (secondary) {
  // The second server (proxy filter off) shares the first one's build and database: wait for it.
  const primary = `http://localhost:${Number(port) - 1}/api/health`;
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(primary)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
const build =
  process.env.E2E_SKIP_BUILD || secondary
    ? { status: 0 }
    : spawnSync(process.execPath, [nextBin, "build"], {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      });
if (build.status !== 0) process.exit(build.status ?? 1);

const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  PORT: port,
  APP_URL: `http://localhost:${port}`,
  // Auth.js builds its callback URLs from this.
  AUTH_URL: `http://localhost:${port}`,
  AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
  AUTH_TRUST_HOST: "true",
  ADMIN_SETUP_TOKEN: "e2e-admin-setup-token-0123456789",
  // Calendars by URL and push endpoints on loopback servers the specs start (issue 27).
  CALENDAR_FETCH_ALLOW_PRIVATE: "1",
  PUSH_ALLOW_PRIVATE: "1",
};
let cleanup = async () => {};

// Google is played by a loopback OpenID provider, configured through the real provider's variables.
const oidcPort = String(Number(port) + 90 - (secondary ? 1 : 0));
Object.assign(env, {
  AUTH_GOOGLE_ID: "rhythm-e2e",
  AUTH_GOOGLE_SECRET: "rhythm-e2e-secret",
  AUTH_GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
});
const oidc = secondary
  ? null
  : spawn(process.execPath, [path.join(root, "e2e", "oidc-provider.mjs")], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, OIDC_PORT: oidcPort, E2E_PORT: port },
    });

if (process.env.TEST_DATABASE_URL) {
  const name = process.env.E2E_DB_NAME ?? `rhythm_e2e_${Date.now()}`;
  if (!secondary) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
  }
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  Object.assign(env, { DATABASE_URL: url.toString(), SEED_DEMO: "1", DEV_MAILBOX: "1", BILLING_DEMO: "1" });
  // A production build on a server database keeps no mailbox without this second, explicit yes;
  // the suite reads verification links from it (as the signed-in addressee).
  env.DEV_MAILBOX_IN_PRODUCTION = "1";
  cleanup = async () => {
    if (secondary) return;
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  };
  console.log(`[e2e] serving on PostgreSQL database ${name}`);
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rhythm-e2e-"));
  env.PGLITE_DIR = path.join(dir, "pglite");
  delete env.DATABASE_URL;
  cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  console.log(`[e2e] serving on embedded PGlite in ${env.PGLITE_DIR}`);
}

// Idle connections kept longer than the clients keep theirs: with Node's 5 s default, a request sent
// on a connection the server was just closing failed with ECONNRESET (scripts/start.mjs does the same).
const child = spawn(process.execPath, [nextBin, "start", "-p", port, "--keepAliveTimeout", "65000"], {
  cwd: root,
  stdio: "inherit",
  env,
});
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  child.kill("SIGTERM");
  oidc?.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  await cleanup().catch((err) => console.error("[e2e] cleanup failed:", err.message));
  process.exit(code);
};
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => stop(0));
child.on("exit", (code) => stop(code ?? 0));
