/**
 * Counts multiply, rates divide (issue 29, kind 2): "write 2000 words, usually 1k/hr", "read 60
 * pages at 20 pages an hour", "edit 3000 words (about 1500 words per hour)" are as long as the
 * amount at that rate: the rate becomes the plain length "(120 min)" the item reader knows, and is
 * no item of its own.
 */

import { type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

/** Words that may open the rate phrase: "usually 1k/hr", "at 20 pages an hour", "(about ...". */
const LEAD = new Set(["usually", "normally", "typically", "about", "around", "roughly", "at", "~", "(", ","]);
/** "an hour", "a hour", "per hour", "/hr" glued to a word ("k/hr", "words/hr"). */
const PER = new Set(["an", "a", "per", "each", "every"]);
const LOOK_BACK = 8;
const MOST = 8;

/** A number at i, with "k" ("1k", "2 k") read as thousands: [value, end]. */
function amount(tokens: readonly Tagged[], i: number): { n: number; end: number } | null {
  const t = tokens[i];
  if (t?.kind !== "number" || t.value === undefined) return null;
  const k = tokens[i + 1];
  if (k?.lower === "k" || k?.lower.startsWith("k/")) return { n: t.value * 1000, end: i + (k.lower === "k" ? 2 : 1) };
  return { n: t.value, end: i + 1 };
}

/** "/hr" or "an hour" at or after k (inside the words at k): its end, or -1. */
function perHour(tokens: readonly Tagged[], k: number): number {
  for (let j = k; j < k + 3 && j < tokens.length; j++) {
    const t = tokens[j];
    if (t.kind !== "word") return -1;
    if (/\/(?:hr|h|hour)$/u.test(t.lower)) return j + 1;
    if (PER.has(t.lower) && tokens[j + 1]?.unitMinutes === 60) return j + 2;
  }
  return -1;
}

export const RATE_LENGTH: Rule = {
  name: "count/rate",
  starts: { words: [...LEAD], kinds: ["number"] },
  match: (tokens, i) => {
    let k = i;
    while (LEAD.has(tokens[k]?.lower ?? "") && k - i < 3) k++;
    const rate = amount(tokens, k);
    if (!rate || rate.n <= 0) return null;
    const end = perHour(tokens, rate.end);
    if (end < 0 || end - i > MOST) return null;
    // The amount: the nearest bigger number before, in the same item.
    let total: number | undefined;
    for (let j = i - 1; j >= 0 && i - j <= LOOK_BACK; j--) {
      const t = tokens[j];
      // ("ch.3": a dot inside a word ends no sentence.)
      const inside = t.text === "." && tokens[j - 1]?.end === t.start && tokens[j + 1]?.start === t.end;
      if (t.kind === "break" || (t.kind === "punct" && ".;!?:".includes(t.text) && !inside)) break;
      const a = amount(tokens, j);
      if (a && tokens[a.end]?.kind === "word" && !tokens[a.end].unitMinutes && a.n > rate.n) {
        total = a.n;
        break;
      }
    }
    if (total === undefined) return null;
    const minutes = Math.round(((total / rate.n) * 60) / 5) * 5;
    if (minutes < 5 || minutes > 12 * 60) return null;
    const close = tokens[i].text === "(" && tokens[end]?.text === ")" ? end + 1 : end;
    return { end: close, text: `(${minutes} min)` };
  },
};
