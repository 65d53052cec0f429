/**
 * The length of one thing said first, then how many there are (issue 29, round 2, kind 6):
 * "5 min per email, I have 6 emails", "10 min per invoice I've got 4 invoices" are one item as long as
 * all of them ("6 emails (30 min)"), never an item "Per email" beside "6 emails". Only where an
 * item opens, the same noun both times (one or many), and "I have" / "I've got" / "there are" or a
 * comma between. Bounded: a few tokens.
 */

import { spanText, LENGTH_STARTS, type Rule } from "../core/rules";
import { opensItem, singular, type Tagged } from "../core/tags";
import { eachLength } from "./count-after";

const HAVE: readonly (readonly string[])[] = [
  ["i", "have"],
  ["i", "have", "got"],
  ["i've", "got"],
  ["i’ve", "got"],
  ["ive", "got"],
  ["i", "got"],
  ["i've"],
  ["got"],
  ["there", "are"],
  ["there's"],
];

function one(w: Tagged): string {
  return (singular(w.lower) ?? w.lower).toLowerCase();
}

/** The end of the longest "I have"-like phrase at k, or k. */
function pastHave(tokens: readonly Tagged[], k: number): number {
  let best = k;
  for (const words of HAVE) {
    if (words.every((w, j) => tokens[k + j]?.lower === w)) best = Math.max(best, k + words.length);
  }
  return best;
}

export const PER_THING_FIRST: Rule = {
  name: "count/per-thing-first",
  starts: {
    words: [...(LENGTH_STARTS.words ?? []), "about", "around", "roughly", "approx", "~", "like", "maybe"],
    count: true,
    opens: true,
  },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    const each = eachLength(tokens, i);
    if (!each?.noun) return null;
    let k = each.end;
    const comma = tokens[k]?.text === ",";
    if (comma) k++;
    const c = pastHave(tokens, k);
    if (c === k && !comma) return null;
    const n = tokens[c];
    const noun = tokens[c + 1];
    if (n?.kind !== "number" || n.glued || !n.count || n.count < 2 || n.count > 40) return null;
    if (noun?.kind !== "word" || one(noun) !== one(each.noun)) return null;
    const total = n.count * each.minutes;
    if (total > 12 * 60) return null;
    return { end: c + 2, text: `${spanText(tokens, c, c + 2)} (${total} min)` };
  },
};
