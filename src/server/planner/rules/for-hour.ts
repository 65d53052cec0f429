/**
 * The hour someone is due somewhere, said with "for" (issue 29, kind 9): "take them to Beavers for
 * 6", "get to the station for 7", "drop Mia at ballet for half 5" is that hour ("at 6"), never a
 * title ending "for 6". Only a bare hour (1-12, or "half"/"quarter past" with one) closing an item
 * that goes somewhere ("to" or "at" earlier in it), with no unit after it ("for 6 hours" is a length,
 * "for 6 people" a count) and no booking ("a table at Luigi's for 4" is four people). Bounded: the item's last few tokens.
 */

import type { Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

/** How far back in the item the destination's "to"/"at" may stand. */
const BACK = 8;
const GOES = new Set(["to", "at"]);
const HALF = new Set(["half", "quarter"]);
/** A booking's "for 4" is how many people: "book a table at Luigi's for 4". */
const BOOKING = new Set(["book", "table", "reserve", "reservation", "booking", "tickets", "seats"]);

function endsItem(t: Tagged | undefined): boolean {
  return closesItem(t) || t?.text === "," || t?.kind === "emoji" || t?.tags.has("and") === true;
}

export const FOR_HOUR: Rule = {
  name: "anchor/for-hour",
  starts: { words: ["for"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "for") return null;
    let k = i + 1;
    const half = HALF.has(tokens[k]?.lower ?? "");
    if (half) k++;
    const n = tokens[k];
    if (n?.kind !== "number" || (n.digits ?? 0) > 2 || n.value === undefined || n.value < 1 || n.value > 12)
      return null;
    if (!endsItem(tokens[k + 1])) return null;
    // Goes somewhere: "to"/"at" earlier in the item, before the break or sentence end.
    let goes = false;
    for (let j = i - 1; j >= 0 && j >= i - BACK && !closesItem(tokens[j]); j--) {
      if (BOOKING.has(tokens[j].lower)) return null;
      if (GOES.has(tokens[j].lower)) goes = true;
    }
    if (!goes) return null;
    return { end: i + 1, text: "at" };
  },
};
