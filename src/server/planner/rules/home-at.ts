/**
 * "back home at 5:30", "should be home around 7", "home at 6" (issue 29, kind 8): the moment the
 * person gets home, an event the items after it follow ("home at 6, then cook"), read as the plain
 * "get home at 6". Never dropped as a state of the day, which left the cooking in the morning. After
 * "all day" ("on site all day, back ~7"), "back" at an hour is getting home too.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const LEAD = new Set(["back", "be", "i'm", "im", "should", "will", "i'll", "get", "getting"]);
// ("home by 6" standing alone is the end of a day out: rules/home-by.ts.)
const WHEN = new Set(["at", "around", "about", "~", "@"]);

/** How far back "all day" is looked for (tokens): bounded, so the pass stays linear. */
const LOOK_BACK = 40;

/** "all day" (or "todo el día") written before i: the person is out for the day. */
function awayAllDay(tokens: readonly Tagged[], i: number): boolean {
  for (let j = i - 1; j > 0 && j >= i - LOOK_BACK; j--)
    if (tokens[j].lower === "day" && (tokens[j - 1].lower === "all" || tokens[j - 1].lower === "whole")) return true;
  return false;
}

export const HOME_AT: Rule = {
  name: "anchor/home-at",
  starts: { opens: true, words: [...LEAD, "home", "back"] },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    while (k < i + 3 && LEAD.has(tokens[k]?.lower ?? "")) k++;
    // "on site all day, back ~7": after a day away, "back" is getting home (refiners/day-away.ts).
    const back =
      tokens[k - 1]?.lower === "back" && k - 1 === i && WHEN.has(tokens[k]?.lower ?? "") && awayAllDay(tokens, i);
    if (back) k--;
    else if (tokens[k]?.lower !== "home" || !WHEN.has(tokens[k + 1]?.lower ?? "")) return null;
    const c = readClock(tokens, k + 2);
    if (!c) return null;
    return { end: c.end, text: `get home at ${spanText(tokens, k + 2, c.end)}` };
  },
};
