/**
 * A bare number after "takes" is minutes (issue 29, kind 6): "ironing takes 45", "hoover, takes like
 * 20", "bath the dog - takes about 25" are 45, 20 and 25 minutes, never an item "Takes like 20".
 * Only a round number of minutes (5-120, in fives) with no unit after it, closing the item.
 */

import { type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const TAKES = new Set(["takes", "take", "took"]);
const ABOUT = new Set(["like", "about", "around", "roughly", "approx", "~", "maybe"]);
const OPEN = new Set([",", "-", "–", "—"]);

function isItemWord(t: Tagged | undefined): boolean {
  return t !== undefined && (t.kind === "word" || t.kind === "emoji" || t.text === ")");
}

export const TAKES_BARE_MINUTES: Rule = {
  name: "length/takes-bare-minutes",
  starts: { words: [...TAKES, ...OPEN] },
  match: (tokens, i) => {
    const open = OPEN.has(tokens[i].text);
    const at = open ? i + 1 : i;
    if (!TAKES.has(tokens[at]?.lower ?? "") || !isItemWord(tokens[i - 1])) return null;
    let k = at + 1;
    for (let n = 0; n < 2 && ABOUT.has(tokens[k]?.lower ?? ""); n++) k++;
    const num = tokens[k];
    if (num?.kind !== "number" || num.glued || num.digits === undefined) return null;
    const v = num.value ?? 0;
    if (v < 5 || v > 120 || v % 5 !== 0) return null;
    const after = tokens[k + 1];
    if (!closesItem(after) && after.text !== ",") return null;
    return { end: k + 1, text: ` (${v} min)` };
  },
};
