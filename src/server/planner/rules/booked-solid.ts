/**
 * "booked solid 9-6 except lunch 1-2", "fully booked 10-5", "back to back clients 9-6 apart from lunch 1-1.30"
 * (issue 29, kind 4): a day of appointments said as one line is the day's work window, not one block titled
 * "Booked solid except lunch"; a lunch it keeps free is the lunch at that time. The line becomes "work 9-6,
 * lunch 1-2", which the reader knows. Only "booked" words right before the hours.
 */

import { readClock, spanAsWritten, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const BOOKED: readonly (readonly string[])[] = [
  ["booked", "solid"],
  ["fully", "booked"],
  ["booked", "up"],
  ["solidly", "booked"],
  ["booked", "out"],
  ["booked"],
];
const EXCEPT: readonly (readonly string[])[] = [["except"], ["apart", "from"], ["except", "for"], ["but"], ["minus"]];
const LUNCH = new Set(["lunch", "lunchtime", "comida", "almuerzo"]);

const at = (tokens: readonly Tagged[], k: number, words: readonly string[]): boolean =>
  words.every((w, n) => tokens[k + n]?.lower === w);

/** The end of a range "9-6", "9 to 6", "9am-6pm" at k, or -1. */
function rangeEnd(tokens: readonly Tagged[], k: number): number {
  const a = readClock(tokens, k);
  if (!a || !["-", "–", "to", "till", "until"].includes(tokens[a.end]?.lower ?? "")) return -1;
  const b = readClock(tokens, a.end + 1);
  return b ? b.end : -1;
}

export const BOOKED_SOLID: Rule = {
  name: "work/booked-solid",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    const booked = BOOKED.find((p) => at(tokens, i, p));
    if (!booked) return null;
    const from = i + booked.length;
    const end = rangeEnd(tokens, from);
    if (end < 0) return null;
    const work = `work ${spanAsWritten(tokens, from, end)}`;
    const except = EXCEPT.find((p) => at(tokens, end, p));
    if (!except) return { end, text: work };
    const lunch = end + except.length;
    if (!LUNCH.has(tokens[lunch]?.lower ?? "")) return { end, text: work };
    const lunchEnd = rangeEnd(tokens, lunch + 1);
    if (lunchEnd < 0) return { end, text: work };
    return { end: lunchEnd, text: `${work}, lunch ${spanAsWritten(tokens, lunch + 1, lunchEnd)}` };
  },
};
