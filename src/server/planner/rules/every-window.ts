/**
 * A repeat with its hours (issue 29, kind 2): "stretch every hour for 5 min (10-4)", "water the
 * seedlings every 2 hours from 9 to 5" repeat inside those hours; the range is their window, not one
 * block from 10 to 4. It becomes the plain "between 10 and 4" the repeat reader knows. A start alone
 * ("check the ewes every 3 hours from 6am", "starting at 7") is the window's start, never a block of
 * that many hours from it: "after 6am".
 */

import { spanText, readClock, type Rule, type RuleMatch } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const TO = new Set(["-", "–", "to", "till", "til", "until"]);
const LOOK_BACK = 8;
const STARTING_AT = new Set(["at", "from"]);

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
  starts: { words: ["(", "starting"], tags: ["from"], kinds: ["clock", "number"] },
  match: (tokens, i) => {
    const open = tokens[i].text === "(";
    const starting = tokens[i].lower === "starting" && STARTING_AT.has(tokens[i + 1]?.lower ?? "");
    const from = tokens[i].tags.has("from") || starting;
    const k = starting ? i + 2 : open || from ? i + 1 : i;
    const a = readClock(tokens, k);
    if (!a) return null;
    if (from && !TO.has(tokens[a.end]?.lower ?? "")) return startOnly(tokens, i, k, a.end);
    if (!TO.has(tokens[a.end]?.lower ?? "")) return null;
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

/** "every 3 hours from 6am": the repeat's window opens then (the item closes after the clock). */
function startOnly(tokens: readonly Tagged[], i: number, k: number, end: number): RuleMatch | null {
  const next = tokens[end];
  if (!(closesItem(next) || next?.text === "," || next?.text === "،") || !everyBefore(tokens, i)) return null;
  return { end, text: `after ${spanText(tokens, k, end, "")}` };
}
