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

/** The words of a bound on an item: "until 3", "by 5", "before 2pm". */
const BOUND = new Set(["till", "til", "until", "by", "before"]);
const BOUND_HEDGES = new Set(["~", "about", "around", "approx", "approximately", "roughly", "like", "circa"]);

/**
 * "library until about 3", "report by around 5", "gym till approx 2pm" (issue 29, kind 5): a hedged
 * bound is the same bound as without the hedge ("until 3"); read as it was, "about 3" made a start at
 * 3 and the item ran on past it. Only before an hour (a clock, or a number of one or two digits).
 */
export const BOUND_HEDGE: Rule = {
  name: "clock/bound-hedge",
  starts: { words: [...BOUND] },
  match: (tokens, i) => {
    if (!BOUND.has(tokens[i].lower) || timeBefore(tokens[i - 1])) return null;
    let k = i + 1;
    while (k < i + 3 && BOUND_HEDGES.has(tokens[k]?.lower ?? "")) k++;
    const end = tokens[k];
    if (k === i + 1 || (end?.kind !== "clock" && (end?.kind !== "number" || (end.digits ?? 9) > 2))) return null;
    if ((end.value ?? 0) < 1 || (end.value ?? 0) > 24 || tokens[k + 1]?.unitMinutes) return null;
    const glued = end.start === tokens[k - 1].end;
    return { end: k, text: glued ? `${tokens[i].text} ` : tokens[i].text };
  },
};
