/**
 * Anchors to the day's events hold (issue 29, kind 8): "lunch w/ Tom at 12:30 downtown, takes 20 min
 * to get there", "dentist at 4, it's 15 min to walk there" give the trip to the item written next to
 * it, never an item titled "Takes to get there". The phrase becomes the plain "travel there 20 min",
 * which the reader puts right before that appointment (extract.ts, roundTrips). "Get there 30 min
 * early" is the arrival note of rules/be-there.ts. Bounded: a few tokens.
 */

import { readLength, type Rule } from "../core/rules";

const LEAD = new Set(["takes", "take", "it's", "its", "it", "which", "about", "~"]);
const GO = new Set(["get", "drive", "walk", "cycle", "bike", "ride", "go", "travel"]);

export const GET_THERE: Rule = {
  name: "anchor/takes-to-get-there",
  match: (tokens, i) => {
    let k = i;
    while (k < i + 3 && LEAD.has(tokens[k]?.lower ?? "")) k++;
    if (tokens[k]?.lower === "takes") k++;
    const len = readLength(tokens, k);
    if (!len || tokens[len.end]?.lower !== "to" || !GO.has(tokens[len.end + 1]?.lower ?? "")) return null;
    if (tokens[len.end + 2]?.lower !== "there") return null;
    return { end: len.end + 3, text: `travel there ${len.minutes} min` };
  },
};
