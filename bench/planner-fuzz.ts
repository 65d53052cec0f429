/**
 * Worst case of the rules engine over hostile descriptions (the denial-of-service guard).
 *   npx tsx bench/planner-fuzz.ts            (or: npm run bench:fuzz)
 *   npx tsx bench/planner-fuzz.ts --runs 2000 --seed 7 --wall
 *
 * Generates a fuzz corpus (src/server/planner/testing/adversarial.ts: runs of grammar and lexicon
 * words, nested brackets, digit runs, separators, English, Spanish and Arabic, up to 4,000
 * characters) with a fixed seed, and times extract + solve (planDay) on each, plus the 134-character
 * attack description and realistic 4,000-character days. Reports the worst case and the p99.
 *
 * Targets: the attack description under 100 ms; every description (fuzz and realistic) under
 * 250 ms. A call that is slow is timed twice more and its fastest time counts, so a moment the
 * machine was busy elsewhere is not taken for a slow input; CPU time (process.cpuUsage) is shown
 * too. On an oversubscribed machine (1-minute load average above the number of cores) the verdict
 * uses CPU time unless --wall is given, as in planner.bench.ts. Exits 1 if a target is missed.
 * Writes bench/results/planner-fuzz.json (git-ignored).
 */

import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { planDay, type PlanOptions } from "../src/server/planner";
import { adversarialDescription, KNOWN_BAD } from "../src/server/planner/testing/adversarial";
import { REALISTIC_DAY } from "../src/server/planner/testing/realistic";

const options: PlanOptions = { date: "2026-11-23", dayStart: "07:00", dayEnd: "22:00" };

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg("--runs", 600);
const SEED = arg("--seed", 20261123);
const forceWall = process.argv.includes("--wall");

const ATTACK = KNOWN_BAD[0];

const REALISTIC: [string, string][] = [
  ["4,000-char English day", REALISTIC_DAY.en],
  ["4,000-char Spanish day", REALISTIC_DAY.es],
  ["4,000-char Arabic day", REALISTIC_DAY.ar],
  ["4,000-char one segment", `write the report ${"and the appendix ".repeat(300)}`.slice(0, 4000)],
];

interface Timing {
  wall: number;
  cpu: number;
}

/** One plan; a slow one is timed twice more and the fastest counts (a busy machine, not the input). */
function time(text: string): Timing {
  let best: Timing = { wall: Infinity, cpu: Infinity };
  for (let attempt = 0; attempt < 3; attempt++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    planDay(text, options);
    const wall = performance.now() - t0;
    const dc = process.cpuUsage(c0);
    const cpu = (dc.user + dc.system) / 1000;
    if (wall < best.wall) best = { wall, cpu };
    if (best.wall < 50) break;
  }
  return best;
}

function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

const cores = availableParallelism();
const loadBefore = loadavg()[0];
for (const [, text] of REALISTIC) planDay(text, options); // warm-up

const corpus = fc.sample(adversarialDescription, { numRuns: RUNS, seed: SEED });
const fuzz: { text: string; t: Timing }[] = [];
for (const text of [...KNOWN_BAD, ...corpus]) fuzz.push({ text, t: time(text) });
const attack = time(ATTACK);
const realistic = REALISTIC.map(([name, text]) => ({ name, length: text.length, t: time(text) }));
const loadAfter = loadavg()[0];
const busy = !forceWall && Math.max(loadBefore, loadAfter) > cores;
const judged: keyof Timing = busy ? "cpu" : "wall";

const fmt = (n: number): string => `${n.toFixed(2).padStart(8)} ms`;
const summary = (clock: keyof Timing) => {
  const sorted = fuzz.map((f) => f.t[clock]).sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted[sorted.length - 1] };
};
const worst = [...fuzz].sort((a, b) => b.t[judged] - a.t[judged]).slice(0, 5);

console.log(
  `node ${process.version}, ${cores} cores, load average ${loadBefore.toFixed(2)} -> ${loadAfter.toFixed(2)}; ${fuzz.length} fuzz descriptions (seed ${SEED}), mean length ${Math.round(fuzz.reduce((s, f) => s + f.text.length, 0) / fuzz.length)}`,
);
for (const clock of ["wall", "cpu"] as const) {
  const s = summary(clock);
  console.log(
    `fuzz ${clock.padEnd(4)}${clock === judged ? "*" : " "} p50 ${fmt(s.p50)}   p99 ${fmt(s.p99)}   worst ${fmt(s.max)}`,
  );
}
console.log(`attack (${ATTACK.length} chars)  wall ${fmt(attack.wall)}  cpu ${fmt(attack.cpu)}   target < 100 ms`);
for (const r of realistic)
  console.log(`${r.name.padEnd(24)} (${r.length} chars)  wall ${fmt(r.t.wall)}  cpu ${fmt(r.t.cpu)}   target < 250 ms`);
console.log("slowest fuzz descriptions:");
for (const w of worst)
  console.log(`  ${fmt(w.t[judged])}  ${w.text.length} chars  ${JSON.stringify(w.text.slice(0, 70))}…`);
console.log(
  busy
    ? `* judged on CPU time: the machine is oversubscribed (load ${Math.max(loadBefore, loadAfter).toFixed(2)} on ${cores} cores). Use --wall to judge on wall-clock time.`
    : "* judged on wall-clock time",
);

const misses: string[] = [];
if (attack[judged] >= 100) misses.push(`attack description: ${attack[judged].toFixed(1)} ms >= 100 ms`);
for (const r of realistic) if (r.t[judged] >= 250) misses.push(`${r.name}: ${r.t[judged].toFixed(1)} ms >= 250 ms`);
for (const f of fuzz)
  if (f.t[judged] >= 250)
    misses.push(`fuzz ${JSON.stringify(f.text.slice(0, 60))}…: ${f.t[judged].toFixed(1)} ms >= 250 ms`);

try {
  const dir = join(dirname(fileURLToPath(import.meta.url)), "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "planner-fuzz.json"),
    `${JSON.stringify({ node: process.version, cores, load: [loadBefore, loadAfter], judged, runs: fuzz.length, seed: SEED, fuzz: { wall: summary("wall"), cpu: summary("cpu") }, attack, realistic, slowest: worst.map((w) => ({ ...w.t, length: w.text.length, text: w.text.slice(0, 200) })) }, null, 2)}\n`,
  );
} catch {
  // results are a convenience only
}

if (misses.length) {
  console.error(`FAILED targets:\n  ${misses.slice(0, 20).join("\n  ")}`);
  process.exit(1);
}
console.log("all targets met");
