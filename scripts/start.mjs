#!/usr/bin/env node
/**
 * `npm start`: builds the app when no build exists, or when package.json, package-lock.json or
 * any file under src/, messages/ or public/ is newer than the build (its .next/BUILD_ID marker),
 * or when RHYTHM_REBUILD=1; then serves it with `next start`. Migrations and demo seeding run
 * inside the server process (src/instrumentation.ts), so the embedded database has exactly one owner.
 */
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** What a build is made from: a change to any of these after the build calls for a new one. */
const SOURCE_FILES = ["package.json", "package-lock.json"];
const SOURCE_DIRS = ["src", "messages", "public"];

/** The newest modification time (ms) of a file or, recursively, of a directory's files; 0 if absent. */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Why `root` needs a new build ("no build", or the first source newer than the build), or null. */
export function rebuildReason(root) {
  const marker = path.join(root, ".next", "BUILD_ID");
  if (!fs.existsSync(marker)) return "no production build found";
  const built = fs.statSync(marker).mtimeMs;
  for (const source of [...SOURCE_FILES, ...SOURCE_DIRS]) {
    if (newestMtime(path.join(root, source)) > built) return `${source} changed since the last build`;
  }
  return null;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

  const reason = process.env.RHYTHM_REBUILD === "1" ? "RHYTHM_REBUILD=1" : rebuildReason(root);
  if (reason) {
    console.log(`[rhythm] ${reason}: running \`next build\`...`);
    const build = spawnSync(process.execPath, [nextBin, "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const port = process.env.PORT ?? "3000";
  // Idle connections are kept 65 s, longer than a proxy keeps its own (nginx 60 s): with Node's 5 s
  // default, a request sent on a connection the server was just closing failed (ECONNRESET, a 502).
  const args = [nextBin, "start", "-p", port, "--keepAliveTimeout", "65000", ...process.argv.slice(2)];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// Run when started as a script, not when imported (by its test).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
