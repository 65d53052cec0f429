/**
 * "hacer la cena y dejar los tuppers hechos", "preparar la comida y hacer los tápers de mañana", "cook dinner
 * and do the lunchboxes" (issue 29): cooking a meal and batch-cooking for later are one session at the stove,
 * one item (no fragment "Dejar los tuppers hechos" of its own). The "and" is joined to its words (NBSP, as
 * rules/pair-length.ts does) so the list does not split there. Bounded: SIDE words on each side.
 */

import { type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";
import { NBSP } from "../segment-splits";

const SIDE = 4;
const AND = new Set(["y", "and", "&", "+"]);
const COOK = new Set(["hacer", "preparar", "cocinar", "cook", "make", "prep"]);
const MEALS = new Set(["cena", "comida", "almuerzo", "dinner", "tea", "lunch"]);
/** Food made ahead: "los tuppers", "los tápers", "the lunchboxes", "meal prep". */
const AHEAD = new Set(
  "tuppers tupper tápers táper tapers taper tuppers fiambreras fiambrera lunchboxes lunchbox prep batch tartera tarteras".split(
    " ",
  ),
);

/** The side of the pair from `from` to `to` names one of `set`. */
const names = (tokens: readonly Tagged[], from: number, to: number, set: ReadonlySet<string>): boolean =>
  tokens.slice(from, to).some((t) => set.has(t.lower));

export const MEAL_PREP_PAIR: Rule = {
  name: "meal/meal-prep-pair",
  starts: { words: [...AND] },
  match: (tokens, i) => {
    if (!AND.has(tokens[i].lower) || i === 0) return null;
    // The cooking: a cooking verb opening the item, a meal after it, within SIDE words before the "and".
    let open = i - 1;
    while (open > 0 && i - open < SIDE && !opensItem(tokens, open, true)) open--;
    if (!opensItem(tokens, open, true) || !COOK.has(tokens[open].lower)) return null;
    if (!names(tokens, open + 1, i, MEALS)) return null;
    // The food made ahead, within SIDE words after it.
    let end = i + 1;
    while (end < tokens.length && end - i <= SIDE && tokens[end].kind === "word") end++;
    if (!names(tokens, i + 1, end, AHEAD)) return null;
    return { end: i + 2, text: `${NBSP}${tokens[i].text}${NBSP}${tokens[i + 1].text}`, from: i };
  },
};
