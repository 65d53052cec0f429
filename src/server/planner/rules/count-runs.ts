/**
 * Counts multiply, and the count of goes is no part of the title (issue 29, kind 2): "practise the
 * rope trick 3 run throughs 10 min each", "violin scales 4 rounds, 5 min each", "sprint drills 6 reps
 * 2 mins each", "try the recipe 2 goes 40 mins each" are one item as long as all the goes together,
 * titled with the item's own words ("Violin scales (20 min)"). The count sits after the thing done,
 * named by a word for one go of it, then the length of each; "3 times" stays refiners/repeat.ts'.
 * Bounded: a count, at most two noun words, a comma, a length and its "each".
 */

import { readLength, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";
import { eachEnd } from "./count";

/** Words for one go at something: "rounds", "reps", "run-throughs", "goes". */
const RUN_NOUNS = new Set([
  ...["round", "rounds", "rep", "reps", "go", "goes", "set", "sets", "lap", "laps", "take", "takes"],
  ...[
    "run-through",
    "run-throughs",
    "runthrough",
    "runthroughs",
    "attempt",
    "attempts",
    "try",
    "tries",
    "pass",
    "passes",
  ],
]);
/** "3 run throughs", "2 run thrus": two words for one go. */
const RUN_SECOND = new Set(["through", "throughs", "thru", "thrus"]);

const MOST_RUNS = 20;

/** The end of "<count> <go noun>" at i, or -1. */
function runsEnd(tokens: readonly Tagged[], i: number): number {
  const noun = tokens[i + 1];
  if (noun?.kind !== "word") return -1;
  if (RUN_NOUNS.has(noun.lower)) return i + 2;
  if (noun.lower === "run" && RUN_SECOND.has(tokens[i + 2]?.lower ?? "")) return i + 3;
  return -1;
}

export const COUNT_RUNS: Rule = {
  name: "count/runs-each",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const n = tokens[i];
    if (n.kind !== "number" || n.glued || (n.digits ?? 0) > 2) return null;
    const count = n.value ?? 0;
    if (count < 2 || count > MOST_RUNS || tokens[i - 1]?.kind !== "word") return null;
    const runs = runsEnd(tokens, i);
    if (runs < 0) return null;
    const at = tokens[runs]?.text === "," ? runs + 1 : runs;
    const len = readLength(tokens, at);
    if (!len) return null;
    const end = eachEnd(tokens, len.end);
    if (end < 0 || count * len.minutes > 12 * 60) return null;
    return { end, text: `(${count * len.minutes} min)` };
  },
};
