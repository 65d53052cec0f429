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

/**
 * The server's memory (issue 25, item 7). Under load V8 lets the old generation grow while the
 * machine has room: on PostgreSQL the server went from 236 MB idle to 830 MB after the endpoint
 * bench, though a heap snapshot then held 112 MB (72 MB idle: the rest of the growth is compiled
 * code and the route modules loaded on first use, no leak). A 512 MB old-generation ceiling (and
 * two malloc arenas, set in the child's environment unless given) kept it at ~480 MB with the same
 * CPU per request. RHYTHM_MAX_OLD_SPACE_MB changes the ceiling; a --max-old-space-size in
 * NODE_OPTIONS wins.
 */
export function serverNodeFlags(env) {
  if (/--max-old-space-size/.test(env.NODE_OPTIONS ?? "")) return [];
  const mb = Number.parseInt(env.RHYTHM_MAX_OLD_SPACE_MB ?? "512", 10);
  return Number.isFinite(mb) && mb > 0 ? [`--max-old-space-size=${mb}`] : [];
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
  const args = [
    ...serverNodeFlags(process.env),
    nextBin,
    "start",
    "-p",
    port,
    "--keepAliveTimeout",
    "65000",
    ...process.argv.slice(2),
  ];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: "inherit",
    env: { MALLOC_ARENA_MAX: "2", ...process.env, NODE_ENV: "production" },
  });
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// Run when started as a script, not when imported (by its test).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
