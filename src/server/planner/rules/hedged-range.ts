/**
 * A range said in two breaths keeps both ends (issue 29, kind 1): "garden job all day from 8,
 * roughly till 4", "shift from 7, probably until 3ish", "from 9 - about till 5" are read as "from 8 till 4":
 * the end after the comma and the hedge belongs to the same item, not to an item called "Roughly".
 */

import { readClock, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const HEDGES = new Set(["roughly", "about", "around", "approx", "approximately", "probably", "prob", "maybe", "~"]);
const SEPARATORS = new Set([",", "-", "–", "—"]);
const TILL = new Set(["till", "til", "until", "to", "'til", "'till"]);

function skipHedges(tokens: readonly Tagged[], k: number): number {
  let j = k;
  while (HEDGES.has(tokens[j]?.lower ?? "") && j - k < 2) j++;
  return j;
}

const clockText = (tokens: readonly Tagged[], from: number, to: number): string =>
  tokens
    .slice(from, to)
    .map((t) => t.text)
    .join(" ");

export const HEDGED_RANGE: Rule = {
  name: "hedge/range-end",
  starts: { tags: ["from"] },
  match: (tokens, i) => {
    if (!tokens[i].tags.has("from")) return null;
    const a = readClock(tokens, i + 1);
    if (!a || !SEPARATORS.has(tokens[a.end]?.text ?? "")) return null;
    let k = skipHedges(tokens, a.end + 1);
    if (!TILL.has(tokens[k]?.lower ?? "")) return null;
    k = skipHedges(tokens, k + 1);
    const b = readClock(tokens, k);
    if (!b) return null;
    return { end: b.end, text: `from ${clockText(tokens, i + 1, a.end)} till ${clockText(tokens, k, b.end)}` };
  },
};

/** "(till about 12)", "(until around 5ish)": a hedged end in brackets is that end ("(till 12)"). */
export const HEDGED_BRACKET_END: Rule = {
  name: "hedge/bracket-end",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(" || !TILL.has(tokens[i + 1]?.lower ?? "")) return null;
    const k = skipHedges(tokens, i + 2);
    if (k === i + 2) return null;
    const b = readClock(tokens, k);
    if (!b) return null;
    const close = tokens[b.end]?.lower === "ish" ? b.end + 1 : b.end;
    if (tokens[close]?.text !== ")") return null;
    return { end: close + 1, text: `(${tokens[i + 1].text} ${clockText(tokens, k, b.end)})` };
  },
};
