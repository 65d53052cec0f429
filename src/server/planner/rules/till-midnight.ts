/**
 * "party 8 till midnight", "shift 6 to midnight": a bare hour before "till midnight" is that hour of
 * the evening, the start of a span ending at midnight, said as "from 8pm" (never an hour-long event at 8).
 */

import type { Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const TILL = new Set(["till", "til", "until", "to"]);
const NOT_BEFORE = new Set(["from", "at", "by", "since", "after", "before", "around", "about"]);

const bareHour = (t: Tagged | undefined): boolean =>
  t?.kind === "number" && !t.glued && (t.value ?? 0) >= 1 && (t.value ?? 0) <= 11;

export const TILL_MIDNIGHT: Rule = {
  name: "range/till-midnight",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const prev = tokens[i - 1];
    if (!bareHour(tokens[i]) || prev?.kind !== "word" || NOT_BEFORE.has(prev.lower)) return null;
    if (!TILL.has(tokens[i + 1]?.lower ?? "") || tokens[i + 2]?.lower !== "midnight") return null;
    return { end: i + 1, text: `from ${tokens[i].text}pm` };
  },
};
