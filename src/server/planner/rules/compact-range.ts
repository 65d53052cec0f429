/**
 * Clocks typed without their colon, in a range (issue 29, kind en14-4): "lollipop 815 till 9",
 * "cleaning 930 til 1230", "crossing 3 till 345". A number of three or four digits that reads as an
 * hour and minutes (815, 1230), with a range word and another time right beside it, is that clock
 * ("8:15"): never a count, as "815 till 9" counts nothing ("250 to 300 flyers" does: a plural after it). Bounded: the two tokens either side.
 */

import { type Rule } from "../core/rules";
import { type Tagged } from "../core/tags";

const RANGE = new Set(["till", "til", "until", "to", "-", "–"]);

/** "815" -> "8:15", "1230" -> "12:30"; undefined when it is no hour and minutes. */
function compact(t: Tagged | undefined): string | undefined {
  if (t?.kind !== "number" || !/^\d{3,4}$/u.test(t.text)) return undefined;
  const h = Number(t.text.slice(0, -2));
  const m = Number(t.text.slice(-2));
  return h >= 1 && h <= 12 && m < 60 && m % 5 === 0 ? `${h}:${t.text.slice(-2)}` : undefined;
}
/** "250 to 300 flyers", "101 - 3 chairs": a range of a count, its plural noun right after. */
const counted = (t: Tagged | undefined): boolean =>
  t?.kind === "word" && !t.unitMinutes && t.tags.size === 0 && /s$/iu.test(t.text);
const time = (t: Tagged | undefined): boolean =>
  t?.kind === "clock" || (t?.kind === "number" && (t.digits ?? 0) <= 4 && !t.unitMinutes);

export const COMPACT_RANGE: Rule = {
  name: "clock/compact-range",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const clock = compact(tokens[i]);
    if (!clock || tokens[i + 1]?.unitMinutes) return null;
    const after = RANGE.has(tokens[i + 1]?.lower ?? "") && time(tokens[i + 2]) && !counted(tokens[i + 3]);
    const before = RANGE.has(tokens[i - 1]?.lower ?? "") && time(tokens[i - 2]) && !counted(tokens[i + 1]);
    return after || before ? { end: i + 1, text: clock } : null;
  },
};
