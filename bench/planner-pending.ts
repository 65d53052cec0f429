/**
 * Keeps the `pending` marks of corpus files honest: a case that fails is marked pending (it runs as
 * it.failing), a pending case that now passes loses its mark.
 *
 *   npx tsx bench/planner-pending.ts src/server/planner/corpus/en/blind2-personas.json ...
 *
 * Never run it on the held-out set.
 */

import { readFileSync, writeFileSync } from "node:fs";
import type { CorpusCase } from "../src/server/planner/corpus/types";
import { scoreCase } from "../src/server/planner/testing/corpus-check";

const MARK = "written blind (issue 29); not read right yet";
for (const file of process.argv.slice(2)) {
  const cases = JSON.parse(readFileSync(file, "utf8")) as CorpusCase[];
  let changed = 0;
  for (const c of cases) {
    const s = scoreCase(c);
    const ok = s.passed === s.checks;
    if (ok && c.pending) {
      delete c.pending;
      changed++;
      console.log(`fixed: ${c.id}`);
    } else if (!ok && !c.pending) {
      c.pending = MARK;
      changed++;
      console.log(`pending: ${c.id}`);
    }
  }
  if (changed) writeFileSync(file, `${JSON.stringify(cases, null, 2)}\n`);
}
