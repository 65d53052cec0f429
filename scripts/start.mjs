#!/usr/bin/env node
/**
 * `npm start`: builds the app if no build exists (or the build is older than the sources'
 * package.json), then serves it with `next start`. Migrations and demo seeding run inside the
 * server process (src/instrumentation.ts), so the embedded database has exactly one owner.
 */
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const buildId = path.join(root, ".next", "BUILD_ID");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

if (!fs.existsSync(buildId) || process.env.RHYTHM_REBUILD === "1") {
  console.log("[rhythm] no production build found: running `next build` (first start only)...");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? "3000";
const args = [nextBin, "start", "-p", port, ...process.argv.slice(2)];
const child = spawn(process.execPath, args, {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
