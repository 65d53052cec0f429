/**
 * Lengths a careful person would give (issue 29, kind 6): "answer slack + emails, 45min total",
 * "errands 2h altogether", "emails 45 min in total" are one length for the item before it, written
 * as that length alone (the item reader attaches it); "total" is never an item or a title word.
 * Bounded: a length and at most two words after it.
 */

import { LENGTH_STARTS, readLength, type Rule } from "../core/rules";

const TOTAL = new Set(["total", "altogether", "overall", "combined"]);

export const TOTAL_LENGTH: Rule = {
  name: "length/total",
  starts: LENGTH_STARTS,
  match: (tokens, i) => {
    const len = readLength(tokens, i);
    if (!len) return null;
    const a = tokens[len.end];
    const b = tokens[len.end + 1];
    let end = -1;
    if (TOTAL.has(a?.lower ?? "")) end = len.end + 1;
    else if ((a?.lower === "in" || a?.lower === "all") && (b?.lower === "total" || b?.lower === "together"))
      end = len.end + 2;
    if (end < 0) return null;
    return { end, text: `${len.minutes} min` };
  },
};
