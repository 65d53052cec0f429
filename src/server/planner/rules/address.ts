/**
 * Times and lists attach to the right item (issue 29, kind 1): an address after an item ("10am
 * viewing, 14 Oak Lane (30m)", "parcel drop at 3 Birch Close") is where it is, not an item of its own
 * and not a clock: it becomes a bracketed place, "Viewing (14 Oak Lane)".
 */

import { type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const STREET = new Set(
  (
    "lane ln road rd street st close avenue ave drive dr way court ct place pl square sq crescent cres grove " +
    "gardens gdns park terrace row mews hill walk rise view"
  ).split(" "),
);
const CAPITAL = /^\p{Lu}/u;

/** "14 Oak Lane", "3 Birch Close", "221b Baker St" at i: the end, or -1. */
function addressEnd(tokens: readonly Tagged[], i: number): number {
  const n = tokens[i];
  if (n?.kind !== "number" || (n.digits ?? 0) > 4) return -1;
  let k = i + 1;
  if (n.glued && tokens[k]?.kind === "word" && tokens[k].text.length === 1) k++; // "221b"
  let words = 0;
  while (words < 3 && tokens[k]?.kind === "word" && CAPITAL.test(tokens[k].text)) {
    words++;
    k++;
    if (STREET.has(tokens[k - 1].lower) && words >= 2) return k;
  }
  return -1;
}

export const ADDRESS: Rule = {
  name: "list/address",
  starts: { words: [",", "at"] },
  match: (tokens, i) => {
    const lead = tokens[i];
    if (lead.text !== "," && lead.lower !== "at") return null;
    if (tokens[i - 1]?.kind !== "word") return null;
    const end = addressEnd(tokens, i + 1);
    if (end < 0) return null;
    const where = tokens
      .slice(i + 1, end)
      .map((t) => t.text)
      .join(" ");
    return { end, text: ` (${where})` };
  },
};
