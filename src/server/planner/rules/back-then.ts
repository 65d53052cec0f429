/**
 * Getting back somewhere at an hour, then an item after a comma (issue 29, kind 8): "back at the yard
 * 1ish, wash the trailer 30m", "back home at 3, hoover the lounge", "home ~6, cook" put the item after
 * the arrival, as "then" would ("back at the yard 1ish, then wash the trailer"); the item was placed in
 * the first free slot of the morning. The comma becomes ", then". Bounded: the clause before the comma.
 */

import { type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

/** Words that open an arrival: "back ...", "home ...", "get back ...", "i'm back ...". */
const OPEN = new Set(["back", "home"]);
const LEADS = new Set(["get", "getting", "i'm", "im", "i’m", "be"]);
/** The arrival's clause, from "back" to its hour, at most this many tokens. */
const MOST = 8;
/** What may follow the comma and already orders the item. */
/** Signs inside the clause: "home ~6", "back @ 3", "back at the yard 1-ish". */
const SIGNS = new Set(["~", "@", "-"]);
const ORDERED = new Set(["then", "and", "after", "before", "so", "but"]);

const hourEnd = (t: Tagged | undefined): boolean =>
  t !== undefined &&
  (t.kind === "number" || t.kind === "clock" || t.tags.has("am") || t.tags.has("pm") || t.lower === "ish");

/** Whether an arrival opens its item within MOST tokens before the comma at c. */
function arrivalBefore(tokens: readonly Tagged[], c: number): boolean {
  for (let k = c - 2; k >= 0 && c - k <= MOST; k--) {
    const t = tokens[k];
    if (t.kind === "break" || (t.kind === "punct" && !SIGNS.has(t.text))) return false;
    const lead = LEADS.has(t.lower) && OPEN.has(tokens[k + 1]?.lower ?? "") && opensItem(tokens, k);
    if (lead || (OPEN.has(t.lower) && opensItem(tokens, k))) return true;
  }
  return false;
}

export const BACK_THEN: Rule = {
  name: "anchor/back-then",
  starts: { words: [","] },
  match: (tokens, i) => {
    if (tokens[i].text !== "," || !hourEnd(tokens[i - 1])) return null;
    const next = tokens[i + 1];
    if (next?.kind !== "word" || ORDERED.has(next.lower) || !arrivalBefore(tokens, i)) return null;
    return { end: i + 1, text: ", then" };
  },
};
