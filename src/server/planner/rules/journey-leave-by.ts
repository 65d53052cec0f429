/**
 * "drive to Leeds, leave by 10.30", "train to York, 2 hours, leave by 9.30" (issue 29, p-redo21 kind 2):
 * leaving is the journey's start, so "leave by" is the latest start of the journey itself, not a
 * second item "Leave" with the journey squeezed before it. The journey starts then ("at 10.30").
 * Only after a travel word at most LOOK_BACK tokens back in the item.
 */

import { readClock, spanAsWritten, type Rule } from "../core/rules";
import { opensItem } from "../core/tags";

const TRAVEL = new Set("drive driving train flight fly bus coach ferry ride cycle journey trip".split(" "));
const LEAVE = new Set(["leave", "leaving", "set"]);
const LOOK_BACK = 10;

export const JOURNEY_LEAVE_BY: Rule = {
  name: "travel/journey-leave-by",
  starts: { words: [","] },
  match: (tokens, i) => {
    if (tokens[i].text !== ",") return null;
    let k = i + 1;
    if (!LEAVE.has(tokens[k]?.lower ?? "")) return null;
    if (tokens[k].lower === "set" && tokens[k + 1]?.lower === "off") k++;
    if (tokens[k + 1]?.lower !== "by") return null;
    const c = readClock(tokens, k + 2);
    if (!c) return null;
    let travel = false;
    for (let j = i - 1; j >= 0 && j >= i - LOOK_BACK; j--) {
      if (TRAVEL.has(tokens[j].lower)) travel = true;
      // (Past a comma inside the item: "train to York, 2 hours, leave by 9.30".)
      if (opensItem(tokens, j, true) && tokens[j].text !== "," && tokens[j - 1]?.text !== ",") break;
    }
    return travel ? { end: c.end, text: ` at ${spanAsWritten(tokens, k + 2, c.end)}` } : null;
  },
};
