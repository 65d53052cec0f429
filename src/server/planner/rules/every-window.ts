/**
 * A repeat with its hours (issue 29, kind 2): "stretch every hour for 5 min (10-4)", "water the
 * seedlings every 2 hours from 9 to 5" repeat inside those hours; the range is their window, not one
 * block from 10 to 4. It becomes the plain "between 10 and 4" the repeat reader knows.
 */

import { spanText, readClock, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const TO = new Set(["-", "–", "to", "till", "til", "until"]);
const LOOK_BACK = 8;

function everyBefore(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && i - k <= LOOK_BACK; k--) {
    // "drink water every 2 hours, work 9-5": after a comma the range is the next item's.
    if (closesItem(tokens[k]) || tokens[k].text === "," || tokens[k].text === "،") return false;
    if (tokens[k].lower === "every" || tokens[k].lower === "hourly") return true;
  }
  return false;
}

export const EVERY_WINDOW: Rule = {
  name: "count/every-window",
  starts: { words: ["("], tags: ["from"], kinds: ["clock", "number"] },
  match: (tokens, i) => {
    const open = tokens[i].text === "(";
    const from = tokens[i].tags.has("from");
    const k = open || from ? i + 1 : i;
    const a = readClock(tokens, k);
    if (!a || !TO.has(tokens[a.end]?.lower ?? "")) return null;
    const b = readClock(tokens, a.end + 1);
    if (!b || !everyBefore(tokens, i)) return null;
    let end = b.end;
    if (open) {
      if (tokens[end]?.text !== ")") return null;
      end++;
    }
    return { end, text: `between ${spanText(tokens, k, a.end, "")} and ${spanText(tokens, a.end + 1, b.end, "")}` };
  },
};
