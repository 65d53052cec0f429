/**
 * Scores days written blind to the code: checks passed / total and days fully right.
 *
 *   npx tsx bench/planner-holdout.ts                       # the held-out set (bench/planner-holdout.json)
 *   npx tsx bench/planner-holdout.ts src/server/planner/corpus/en/blind-anchors.json ...   # any case files
 *   add --verbose to print each failing check and its plan.
 *
 * The held-out days are never tuned against: read the score, not the failures. A set whose score
 * was reported before and after several rounds may be retired into the corpus as tuning material
 * written blind (sets 5-8 are src/server/planner/corpus/{en,es,ar}/retired-holdout-N.json); a new
 * set written before the next code change takes its place (sets 10-en and 10-esar; set 9-en, reported
 * at 69/84 for three stops, became corpus/en/retired-holdout-9.json and 11-en took its place; set 10-en,
 * reported at 75/86 for four stops, became corpus/en/retired-holdout-10.json and 12-en took its place; set 11-en,
 * reported at 103-105/123 for three stops, became corpus/en/retired-holdout-11.json and 13-en took its place).
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CorpusCase } from "../src/server/planner/corpus/types";
import { scoreCase } from "../src/server/planner/testing/corpus-check";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const files = args.filter((a) => !a.startsWith("--"));
const cases = (files.length ? files : [join(__dirname, "planner-holdout.json")]).flatMap(
  (f) => JSON.parse(readFileSync(f, "utf8")) as CorpusCase[],
);
let checks = 0;
let passed = 0;
let right = 0;
for (const c of cases) {
  const s = scoreCase(c);
  checks += s.checks;
  passed += s.passed;
  if (s.passed === s.checks) right++;
  else if (verbose) console.log(`\n${s.id}: ${s.passed}/${s.checks}\n${s.failures.join("\n")}`);
}
const pct = (a: number, b: number): string => `${((100 * a) / b).toFixed(1)}%`;
console.log(
  `checks ${passed}/${checks} (${pct(passed, checks)}), days fully right ${right}/${cases.length} (${pct(right, cases.length)})`,
);
