/**
 * Symbols people type between words (issue 29, kind 3): "Afternoon = nap + read" is "Afternoon: nap
 * + read": "=" after an item's first word or two is a heading's colon, never part of a title. ("+"
 * stays: "shower + breakfast" is one routine item.)
 */

import { type Rule } from "../core/rules";
import { opensItem } from "../core/tags";

export const SYMBOL_WORDS: Rule = {
  name: "symbols/equals",
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.text !== "=") return null;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (prev?.kind !== "word" || next?.kind !== "word") return null;
    // "Afternoon = ...": only right after an item's first word or two.
    return opensItem(tokens, i - 1) || opensItem(tokens, i - 2) ? { end: i + 1, text: ":" } : null;
  },
};
