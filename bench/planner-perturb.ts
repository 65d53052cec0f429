/**
 * Metamorphic check of the planner: the corpus days it reads right, rewritten the way other people
 * write the same day (bullets or none, a header line over the list, a mood line at the end, an emoji
 * at the end of each line, spacing, Windows line ends, a capital or not at the start of each line,
 * lines run together as sentences or split one sentence a line, and the spellings listed below).
 * None of these changes what the day says, so every check that passed should still pass. A day that
 * breaks under one of them is a reading that rests on how this corpus happened to be typed, which is
 * the kind of miss blind days find (issue 29).
 *
 *   npx tsx bench/planner-perturb.ts                 # every rewrite, a summary line each
 *   npx tsx bench/planner-perturb.ts --only=header   # one rewrite
 *   add --verbose to print each day that breaks, with the rewritten text and its failures
 *   add --lang=es to keep one language, --ids=a,b,c to keep those corpus days
 *
 * It reads the tuning corpus (src/server/planner/corpus), never the held-out files in bench/.
 */

import { join } from "node:path";
import { loadCorpus, scoreCase } from "../src/server/planner/testing/corpus-check";
import { REWRITES } from "../src/server/planner/testing/rewrites";

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const verbose = args.includes("--verbose");
const only = flag("only");
const lang = flag("lang");
const ids = flag("ids")?.split(",");

const corpus = loadCorpus(join(__dirname, "../src/server/planner/corpus")).filter(
  (c) => !c.pending && (!lang || c.lang === lang) && (!ids || ids.includes(c.id)),
);
const right = corpus.filter((c) => {
  const s = scoreCase(c);
  return s.passed === s.checks;
});
console.log(`${right.length} of ${corpus.length} corpus days read right as written`);

let kept = 0;
let tried = 0;
for (const [name, rewrite] of Object.entries(REWRITES)) {
  if (only && name !== only) continue;
  let n = 0;
  let ok = 0;
  for (const c of right) {
    const text = rewrite(c.text, c.lang, c);
    if (text === undefined || text === c.text) continue;
    n++;
    const s = scoreCase({ ...c, text });
    if (s.passed === s.checks) ok++;
    else if (verbose) console.log(`\n[${name}] ${c.id}: ${s.passed}/${s.checks}\n${text}\n${s.failures.join("\n")}`);
  }
  kept += ok;
  tried += n;
  const pct = n ? ((100 * ok) / n).toFixed(1) : "-";
  console.log(`${name.padEnd(11)} ${ok}/${n} still right (${pct}%)`);
}
console.log(`all rewrites ${kept}/${tried} still right (${((100 * kept) / Math.max(tried, 1)).toFixed(1)}%)`);
