/**
 * "Tesco delivery between 8 and 12", "parcel coming between 1 and 3", "engineer due between 8 and 1"
 * (issue 29, p-redo21 kind 7): a delivery's or a tradesperson's window is the time to be in for it,
 * the whole window ("8-12", as "delivery window 8 till 12" is), not an hour's task somewhere inside
 * it. Only after a word of delivery or a trade, at most LOOK_BACK tokens back in the item, and not
 * when the person contacts them ("call the electrician between 9 and 11").
 */

import { readClock, spanAsWritten, type Rule } from "../core/rules";
import { opensItem } from "../core/tags";

const COMES = new Set(
  (
    "delivery deliveries parcel parcels courier dpd ups dhl evri hermes amazon plumber electrician engineer " +
    "fitter fitters builder builders joiner installer technician boiler"
  ).split(" "),
);
/** "call the electrician between 9 and 11": the person contacts them then, a plain window. */
const CONTACT = new Set("call ring phone text email message book chase contact pay".split(" "));
const LOOK_BACK = 5;

export const DELIVERY_WINDOW: Rule = {
  name: "window/delivery-window",
  starts: { words: ["between"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "between") return null;
    let comes = false;
    for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK; k--) {
      if (CONTACT.has(tokens[k].lower)) return null;
      if (COMES.has(tokens[k].lower)) comes = true;
      if (opensItem(tokens, k, true)) break;
    }
    if (!comes) return null;
    const a = readClock(tokens, i + 1);
    if (!a || !tokens[a.end]?.tags.has("and")) return null;
    const b = readClock(tokens, a.end + 1);
    if (!b) return null;
    return { end: b.end, text: `${spanAsWritten(tokens, i + 1, a.end)}-${spanAsWritten(tokens, a.end + 1, b.end)}` };
  },
};
