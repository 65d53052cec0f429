#!/usr/bin/env node
/**
 * The soft file-size limit of CONTRIBUTING.md: lists source files over ~300 lines (not counting
 * blank lines) as a reminder to split by responsibility. It only reports; the hard limit (500) is
 * ESLint's max-lines rule, which fails `npm test`. A source line over LONGEST characters does fail:
 * long patterns are built from phrase lists (STYLE.md, the planner's shape).
 */
import fs from "node:fs";
import path from "node:path";

const SOFT = 300;
const LONGEST = 200;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const skip = (p) => /(\.test\.tsx?$|\/corpus\/|\/testing\/|\/migrations\/)/.test(p);

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

const over = [];
const long = [];
for (const file of walk(path.join(root, "src"))) {
  const rel = path.relative(root, file);
  const all = fs.readFileSync(file, "utf8").split("\n");
  all.forEach((l, n) => {
    if (l.length > LONGEST) long.push(`${rel}:${n + 1} (${l.length} characters)`);
  });
  if (skip(rel)) continue;
  const lines = all.filter((l) => l.trim() !== "").length;
  if (lines > SOFT) over.push([lines, rel]);
}
over.sort((a, b) => b[0] - a[0]);
if (over.length) {
  console.log(
    `[size] ${over.length} file(s) over the soft limit of ${SOFT} non-blank lines (split by responsibility when you next touch them):`,
  );
  for (const [n, rel] of over) console.log(`  ${String(n).padStart(5)}  ${rel}`);
}
if (long.length) {
  console.error(`[size] ${long.length} source line(s) over ${LONGEST} characters:`);
  for (const where of long) console.error(`  ${where}`);
  process.exit(1);
}
