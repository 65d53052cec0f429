/**
 * The parts of an evening event said after its time (issue 29, round 2, kind 7): "gig at the Crown
 * tonight, on at 9.30 for 2 sets", "panto tonight, we're on at 7 for two halves" are the event at
 * that hour; "for 2 sets" says what it is made of, never an item "2 sets" taking the time and
 * leaving a loose hour-long "Gig at the Crown" at 19:00 beside it. The words go. Only right after a
 * clock, a count and a noun of the parts of a show, closing the item or before a comma.
 */

import type { Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const PARTS = new Set(
  "set sets half halves act acts round rounds slot slots session sessions part parts show shows".split(" "),
);

export const FOR_SETS: Rule = {
  name: "aside/for-sets",
  starts: { words: ["for"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "for") return null;
    const prev = tokens[i - 1];
    if (!prev || !(prev.kind === "clock" || prev.kind === "number" || prev.tags.has("pm") || prev.tags.has("am")))
      return null;
    const n = tokens[i + 1];
    if (n?.count === undefined || n.count < 1 || n.count > 6 || n.kind === "clock" || n.glued) return null;
    if (!PARTS.has(tokens[i + 2]?.lower ?? "")) return null;
    const after = tokens[i + 3];
    if (!closesItem(after) && after.text !== ",") return null;
    return { end: i + 3, text: "" };
  },
};
