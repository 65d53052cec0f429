/**
 * Counts multiply (issue 29, kind 2): "three reports, 25 min each", "4 emails, 15 min per email",
 * "6 correos, 15 min por correo", "٨ رسائل، ربع ساعة لكل رسالة" are one item as long as all of
 * them together: the count is found before the length in the same item, the length after it is
 * multiplied, and the item keeps its words with the total ("three reports (75 min)").
 */

import { readLength, type Rule } from "../core/rules";
import { singular, type Tagged } from "../core/tags";

const ARTICLES = new Set(["la", "el", "las", "los", "un", "una", "mi", "mis", "lo"]);

/** How far back in its item the count may be written. */
const LOOK_BACK = 10;

/** "each", "per email", "cada una", "لكل رسالة": the end of the each-phrase at i, or -1. */
function eachEnd(tokens: readonly Tagged[], i: number): number {
  // "20 min c/u": "cada uno" written short.
  if (tokens[i]?.lower === "c/u") return i + 1;
  if (!tokens[i]?.tags.has("each")) return -1;
  const noun = tokens[i + 1];
  // "por la mañana", "por el camino": a part of the day or a way, not "per".
  if (tokens[i].lower === "por" && noun && ARTICLES.has(noun.lower)) return -1;
  const plain = noun?.kind === "word" && !noun.tags.has("connector") && !noun.tags.has("cue") && !noun.tags.has("from");
  return plain && !noun.unitMinutes ? i + 2 : i + 1;
}

/** The nearest count before i in the same item: "three reports", "4 emails", "for 3 clients". */
function countBefore(tokens: readonly Tagged[], i: number): number | undefined {
  for (let k = i - 1, seen = 0; k >= 0 && seen < LOOK_BACK; k--, seen++) {
    const t = tokens[k];
    if (t.kind === "break" || (t.kind === "punct" && ".;!?:(".includes(t.text))) return undefined;
    const next = tokens[k + 1];
    if (t.count === undefined || t.kind === "clock" || (t.digits ?? 0) > 3 || t.glued) continue;
    if (next?.kind !== "word" || next.unitMinutes || next.tags.has("pm") || next.tags.has("am")) continue;
    if (tokens[k - 1]?.tags.has("cue")) continue; // "at 4 pickups" is a time
    return t.count;
  }
  return undefined;
}

/** "veces", "times", "مرات": a count of times, not of things. */
const TIMES = new Set(["veces", "times", "مرات"]);

export const COUNT_EACH: Rule = {
  name: "count/each",
  match: (tokens, i) => {
    const len = readLength(tokens, i);
    if (!len) return null;
    let end = eachEnd(tokens, len.end);
    if (end < 0) return null;
    // "facturar 3 clientes (20 min c/u)": the brackets go with it.
    const bracket = tokens[i - 1]?.text === "(" && tokens[end]?.text === ")";
    if (bracket) end++;
    const comma = tokens[i - 1]?.text === "," || tokens[i - 1]?.text === "،" || bracket ? i - 1 : i;
    // "3 veces, 15 min cada vez", "٣ مرات، ربع ساعة كل مرة": the length of each time (refiners/repeat.ts repeats it).
    if (TIMES.has(tokens[comma - 1]?.lower ?? "")) return { from: comma, end, text: ` (${len.minutes} min)` };
    const count = countBefore(tokens, comma);
    if (count === undefined || count < 2 || count * len.minutes > 24 * 60) return null;
    return { from: comma, end, text: ` (${count * len.minutes} min)` };
  },
};

/** "2 llamadas de 20 min", "3 calls of 15 minutes": the length of each, so the count multiplies. */
export const COUNT_OF: Rule = {
  name: "count/of-length",
  match: (tokens, i) => {
    const n = tokens[i];
    if (n.count === undefined || n.kind === "clock" || n.glued || (n.digits ?? 0) > 2) return null;
    if (tokens[i - 1]?.tags.has("cue")) return null;
    const noun = tokens[i + 1];
    const of = tokens[i + 2];
    if (noun?.kind !== "word" || !singular(noun.text) || (of?.lower !== "de" && of?.lower !== "of")) return null;
    const len = readLength(tokens, i + 3);
    if (!len || n.count < 2 || n.count * len.minutes > 24 * 60) return null;
    return { end: len.end, text: `${n.text} ${noun.text} (${n.count * len.minutes} min)` };
  },
};
