/**
 * "show call 6.15pm till ~10.30", "clinic 9 to about 12", "2-~4": a hedge on a range's end is
 * still its end (issue 29, kind 1). The hedge goes, so the item reader reads the range ("6.15pm
 * till 10.30"); read as it was, "~10.30" made a second start in the morning. Only after a time.
 */

import type { Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const RANGE = new Set(["till", "til", "until", "to", "-", "–"]);
const HEDGES = new Set(["~", "about", "around", "approx", "roughly", "maybe", "ish"]);

const timeBefore = (t: Tagged | undefined): boolean =>
  t !== undefined && (t.kind === "number" || t.kind === "clock" || t.tags.has("pm") || t.tags.has("am"));

export const RANGE_HEDGE: Rule = {
  name: "clock/range-hedge",
  starts: { words: [...RANGE] },
  match: (tokens, i) => {
    if (!RANGE.has(tokens[i].lower) || !timeBefore(tokens[i - 1]) || !HEDGES.has(tokens[i + 1]?.lower ?? ""))
      return null;
    const end = tokens[i + 2];
    if (end?.kind !== "number" && end?.kind !== "clock") return null;
    // ("till ~10.30": the hedge held the space the end needs; "to about 12" keeps its own.)
    const glued = tokens[i].kind === "word" && end.start === tokens[i + 1].end;
    return { end: i + 2, text: glued ? `${tokens[i].text} ` : tokens[i].text };
  },
};
