/**
 * "phone the families before noon, there's 6 of them, 5 mins each", "mark the essays, there are
 * 30 of them" (issue 29, p-seen19 kind 5): "there's" before a count after a comma only says how many
 * things the item is; it goes, and the count rules read the count with the item (rules/count.ts),
 * never a task "6 of them". Run in a pass of its own (core/grammar-pass.ts) so they see the count.
 */

import type { Rule } from "../core/rules";

const THERE = new Set(["there's", "there’s", "theres", "thats", "that's"]);
const BE = new Set(["are", "is", "r", "'re"]);
const COMMAS = new Set([",", "،", "-", "–", "("]);

export const THERE_COUNT: Rule = {
  name: "count/there-count",
  starts: { words: [...THERE, "there"] },
  match: (tokens, i) => {
    if (!COMMAS.has(tokens[i - 1]?.text ?? "")) return null;
    const t = tokens[i].lower;
    let k = i + 1;
    if (t === "there" && BE.has(tokens[k]?.lower ?? "")) k++;
    else if (!THERE.has(t)) return null;
    const n = tokens[k];
    if (n?.kind !== "number" || n.glued || (n.count ?? 0) < 2 || (n.digits ?? 0) > 2) return null;
    const next = tokens[k + 1];
    if (next?.kind !== "word" || next.unitMinutes) return null;
    return { end: k, text: "" };
  },
};
