/**
 * Symbols people type between words (issue 29, kind 3): "Afternoon = nap + read" is "Afternoon: nap
 * + read": "=" after an item's first word or two is a heading's colon, never part of a title. ("+"
 * stays: "shower + breakfast" is one routine item.)
 */

import { type Rule } from "../core/rules";
import { opensItem } from "../core/tags";

export const SYMBOL_WORDS: Rule = {
  name: "symbols/equals",
  starts: { words: ["="] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.text !== "=") return null;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (prev?.kind !== "word" || next?.kind !== "word") return null;
    // "Afternoon = ...": only right after an item's first word or two.
    return opensItem(tokens, i - 1, true) || opensItem(tokens, i - 2, true) ? { end: i + 1, text: ":" } : null;
  },
};

/**
 * "collect the grandkids 3.30 & give them tea": an "&" right after an item's clock time joins a
 * second item, like "and" ("Smith & Co", "cut & colour" keep theirs: no time before them).
 */
export const AMPERSAND_AFTER_TIME: Rule = {
  name: "symbols/ampersand-after-time",
  // (An "&" standing apart has "and" as its lowercase form: core/tags.ts.)
  starts: { words: ["&", "and"] },
  match: (tokens, i) => {
    if (tokens[i].text !== "&") return null;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const timed = prev?.kind === "clock" || prev?.tags.has("pm") || prev?.tags.has("am");
    if (!timed || next?.kind !== "word" || next.text !== next.lower) return null;
    return { end: i + 1, text: "and" };
  },
};
