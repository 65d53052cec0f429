/**
 * Rules engine benchmark: extract + solve in process, p50 / p99 after warm-up.
 *   npx tsx bench/planner.bench.ts        (or: npm run bench)
 *   npx tsx bench/planner.bench.ts --wall (always judge on wall-clock time)
 *
 * Targets: 10-task day p50 <= 2 ms and p99 <= 10 ms; 100-task day p99 <= 25 ms.
 *
 * Each case runs ROUNDS rounds after a warm-up; the table shows the median round's p50 and p99
 * (and the worst round's p99), for wall-clock time and for CPU time (process.cpuUsage, which
 * leaves out the time the process waited for a core). Targets are judged on wall-clock time,
 * unless the machine is oversubscribed (1-minute load average above the number of cores) and
 * --wall is not given: then other processes decide the wall-clock tail, so the verdict uses CPU
 * time and says so. Exits 1 if a target is missed. Writes bench/results/planner.json (git-ignored).
 */

import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { extractTasks, planDay, type PlanOptions } from "../src/server/planner";

const options: PlanOptions = { date: "2026-11-23", dayStart: "07:00", dayEnd: "22:00" };

const TEN =
  "Standup at 9:30, 3 hours on the quarterly report by 3pm, lunch, emails for 30 min, 1:1 with Priya at 2pm, " +
  "pick up the kids at 3:30, then groceries, gym after work, call mom in the evening, read for half an hour before bed";

const PIECES = [
  (i: number) => `review PR #${i} for 45 min`,
  (i: number) => `call supplier ${i} at ${8 + (i % 12)}:${i % 2 ? "30" : "15"}`,
  (i: number) => `write section ${i} (1.5 hours)`,
  (i: number) => `email client ${i} by ${1 + (i % 5)}pm`,
  (i: number) => `meeting ${i} from ${9 + (i % 8)} to ${10 + (i % 8)}`,
  (i: number) => `stretch ${i} in the afternoon`,
  (i: number) => `then prepare slides ${i} for an hour and a half`,
  (i: number) => `read chapter ${i} in the evening`,
  (i: number) => `quick 15-min sync ${i}`,
  (i: number) => `errand ${i} after lunch`,
];
const HUNDRED = Array.from({ length: 100 }, (_, i) => PIECES[i % PIECES.length](i + 1)).join(", ");

const ROUNDS = 5;

interface Stats {
  p50: number;
  p99: number;
  worstP99: number;
  max: number;
}

interface Row {
  name: string;
  tasks: number;
  iterations: number;
  wall: Stats;
  cpu: Stats;
  targets: { p50?: number; p99?: number };
}

function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function stats(rounds: number[][]): Stats {
  const p50s: number[] = [];
  const p99s: number[] = [];
  let max = 0;
  for (const times of rounds) {
    const sorted = [...times].sort((a, b) => a - b);
    p50s.push(quantile(sorted, 0.5));
    p99s.push(quantile(sorted, 0.99));
    max = Math.max(max, sorted[sorted.length - 1]);
  }
  return { p50: median(p50s), p99: median(p99s), worstP99: Math.max(...p99s), max };
}

function measure(name: string, text: string, iterations: number, warmup: number, targets: Row["targets"]): Row {
  const tasks = extractTasks(text, options).length;
  for (let i = 0; i < warmup; i++) planDay(text, options);
  const wall: number[][] = [];
  const cpu: number[][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const w: number[] = [];
    const c: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      planDay(text, options);
      const t1 = performance.now();
      const dc = process.cpuUsage(c0);
      w.push(t1 - t0);
      c.push((dc.user + dc.system) / 1000);
    }
    wall.push(w);
    cpu.push(c);
  }
  return { name, tasks, iterations: iterations * ROUNDS, wall: stats(wall), cpu: stats(cpu), targets };
}

const forceWall = process.argv.includes("--wall");
const cores = availableParallelism();
const loadBefore = loadavg()[0];

const rows = [
  measure("10-task day", TEN, 1000, 500, { p50: 2, p99: 10 }),
  measure("100-task day", HUNDRED, 200, 100, { p99: 25 }),
];

const loadAfter = loadavg()[0];
const busy = !forceWall && Math.max(loadBefore, loadAfter) > cores;
const judged: "wall" | "cpu" = busy ? "cpu" : "wall";

const fmt = (n: number): string => n.toFixed(3).padStart(8);
console.log(
  `node ${process.version}, ${cores} cores, load average ${loadBefore.toFixed(2)} -> ${loadAfter.toFixed(2)}`,
);
console.log("case           tasks  iters  clock  p50 ms   p99 ms worst-p99   max ms  targets");
const misses: string[] = [];
for (const r of rows) {
  const t = [
    r.targets.p50 !== undefined ? `p50<=${r.targets.p50}` : "",
    r.targets.p99 !== undefined ? `p99<=${r.targets.p99}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  for (const clock of ["wall", "cpu"] as const) {
    const s = r[clock];
    const mark = clock === judged ? "*" : " ";
    console.log(
      `${(clock === "wall" ? r.name : "").padEnd(14)} ${clock === "wall" ? String(r.tasks).padStart(5) : "     "} ${clock === "wall" ? String(r.iterations).padStart(6) : "      "} ${clock.padStart(5)}${mark}${fmt(s.p50)} ${fmt(s.p99)}  ${fmt(s.worstP99)} ${fmt(s.max)}  ${clock === "wall" ? t : ""}`,
    );
  }
  const s = r[judged];
  if (r.targets.p50 !== undefined && s.p50 > r.targets.p50)
    misses.push(`${r.name}: ${judged} p50 ${s.p50.toFixed(3)} ms > ${r.targets.p50} ms`);
  if (r.targets.p99 !== undefined && s.p99 > r.targets.p99)
    misses.push(`${r.name}: ${judged} p99 ${s.p99.toFixed(3)} ms > ${r.targets.p99} ms`);
}
console.log(
  busy
    ? `* judged on CPU time: the machine is oversubscribed (load ${Math.max(loadBefore, loadAfter).toFixed(2)} on ${cores} cores), so the wall-clock tail measures other processes. Use --wall to judge on wall-clock time anyway.`
    : "* judged on wall-clock time",
);

try {
  const dir = join(dirname(fileURLToPath(import.meta.url)), "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "planner.json"),
    `${JSON.stringify({ node: process.version, cores, load: [loadBefore, loadAfter], judged, rows }, null, 2)}\n`,
  );
} catch {
  // results are a convenience only
}

if (misses.length) {
  console.error(`FAILED targets:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("all targets met");
