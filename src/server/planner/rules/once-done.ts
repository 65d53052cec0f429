/**
 * "update the runbook once the patching is done", "file it when the audit's finished", "once the
 * kids are in bed" (issue 29, kind 8): after the item named. The phrase becomes the plain "after the
 * patching" the order reader knows. At most four words name the item.
 */

import { spanText, type Rule } from "../core/rules";

const OPENERS = new Set(["once", "when"]);
const BE = new Set(["is", "are", "'s", "’s", "has", "have", "been", "gets", "get"]);
const DONE = new Set(["done", "finished", "over", "sorted", "through", "complete", "completed", "wrapped"]);
const MOST = 4;

export const ONCE_DONE: Rule = {
  name: "anchor/once-done",
  match: (tokens, i) => {
    if (!OPENERS.has(tokens[i].lower)) return null;
    let k = i + 1;
    const first = k;
    while (k < tokens.length && k - first < MOST && tokens[k].kind === "word" && !BE.has(tokens[k].lower)) k++;
    if (k === first) return null;
    const name = spanText(tokens, first, k);
    while (BE.has(tokens[k]?.lower ?? "") && k < first + MOST + 2) k++;
    if (!DONE.has(tokens[k]?.lower ?? "")) return null;
    return { end: k + 1, text: `after ${name}` };
  },
};
