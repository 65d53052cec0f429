/**
 * "a short break every 45 mins", "quick breaks every hour", "una pausa corta cada hora" (issue 29, kind 2):
 * how big a break is, before a rhythm, is no title of its own ("Short"); the rhythm is a rhythm of breaks
 * (break-rhythm.ts: breaks of the usual length every 45 minutes of focus). The size word goes; only before
 * "every"/"cada"/"كل" within a few words, so "short break at 3" keeps its title.
 */

import { type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const SIZES = new Set([
  "short",
  "quick",
  "little",
  "small",
  "brief",
  "mini",
  "tiny",
  "corta",
  "corto",
  "breve",
  "pequeña",
]);
const SIZES_AFTER = new Set(["corta", "corto", "breve", "pequeña", "pequeño", "cortas", "cortos", "breves"]);
const BREAKS = new Set(["break", "breaks", "pausa", "pausas", "descanso", "descansos", "rest"]);
const EVERY = new Set(["every", "each", "cada", "كل"]);
/** How far after the break word its "every" may be ("break of 10 min every hour"). */
const MOST = 5;

/** Whether an "every" follows the break word at k within MOST tokens on its item. */
function everyAfter(tokens: readonly Tagged[], k: number): boolean {
  for (let j = k + 1; j <= k + MOST && tokens[j] && tokens[j].kind !== "break"; j++)
    if (EVERY.has(tokens[j].lower)) return true;
  return false;
}

export const BREAK_ADJECTIVE: Rule = {
  name: "repeat/break-adjective",
  starts: { words: [...SIZES, ...BREAKS] },
  match: (tokens, i) => {
    const t = tokens[i];
    // "short break every ...": the size before it.
    if (SIZES.has(t.lower) && BREAKS.has(tokens[i + 1]?.lower ?? "") && everyAfter(tokens, i + 1))
      return { end: i + 2, text: tokens[i + 1].text };
    // "pausa corta cada hora": the size after it.
    if (BREAKS.has(t.lower) && SIZES_AFTER.has(tokens[i + 1]?.lower ?? "") && everyAfter(tokens, i + 1))
      return { end: i + 2, text: t.text };
    return null;
  },
};
