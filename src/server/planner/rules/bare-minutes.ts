/**
 * A bare number in brackets after a call or a meeting is its length in minutes (issue 29, kind 6):
 * "half 3 call with Ana (30)", "sync w/ design (45)" are 30 and 45 minutes, never a title that ends
 * "(30)". Only a round number of minutes (10-120, in fives) and only after words of talking.
 */

import { type Rule } from "../core/rules";
import { opensItem } from "../core/tags";

const TALK = new Set([
  ...["call", "calls", "meeting", "meet", "chat", "sync", "catchup", "catch-up", "interview", "standup", "1:1"],
  ...["1-1", "one-to-one", "review", "session", "zoom", "teams", "demo", "huddle", "llamada", "reunión", "reunion"],
]);
const LOOK_BACK = 8;

export const BARE_MINUTES: Rule = {
  name: "length/bare-minutes",
  starts: { words: ["("] },
  match: (tokens, i) => {
    const n = tokens[i + 1];
    if (tokens[i].text !== "(" || n?.kind !== "number" || tokens[i + 2]?.text !== ")") return null;
    const v = n.value ?? 0;
    if (v < 10 || v > 120 || v % 5 !== 0) return null;
    let talk = false;
    for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK; k--) {
      if (TALK.has(tokens[k].lower)) talk = true;
      if (opensItem(tokens, k, true)) break;
    }
    return talk ? { end: i + 3, text: `(${v} min)` } : null;
  },
};
