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
  starts: { words: [...OPENERS] },
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

const HERE = new Set(["here", "home", "back", "over", "round", "around"]);
const ARRIVES = new Set(["arrives", "arrived", "lands", "landed", "comes", "shows", "turns"]);
const ARRIVE_TAIL = new Set(["up", "over", "round", "home", "back", "in", "here"]);

/**
 * "gym after 6 once my sister's here", "call mum when Dad gets back at 5", "read once the kids are
 * home" (issue 29, kind 8): someone else arriving says why the item waits, with no item of its own
 * (nothing to go after): the clause leaves the title, the item's own time stays. At most four words
 * name who.
 */
export const ONCE_ARRIVED: Rule = {
  name: "anchor/once-arrived",
  starts: { words: [...OPENERS] },
  match: (tokens, i) => {
    if (!OPENERS.has(tokens[i].lower)) return null;
    let k = i + 1;
    const first = k;
    const who = (t: (typeof tokens)[number]): boolean =>
      t.kind === "word" && !BE.has(t.lower) && !HERE.has(t.lower) && !ARRIVES.has(t.lower);
    while (k < tokens.length && k - first < MOST && who(tokens[k])) k++;
    if (k === first) return null;
    // "my sister's here": the "'s" is in the word.
    const joined = /['’]s$/u.test(tokens[k - 1].text);
    while (BE.has(tokens[k]?.lower ?? "") && k < first + MOST + 2) k++;
    const w = tokens[k]?.lower ?? "";
    if (HERE.has(w) && (joined || BE.has(tokens[k - 1]?.lower ?? ""))) return { end: k + 1, text: "" };
    if (!ARRIVES.has(w)) return null;
    return { end: ARRIVE_TAIL.has(tokens[k + 1]?.lower ?? "") ? k + 2 : k + 1, text: "" };
  },
};
