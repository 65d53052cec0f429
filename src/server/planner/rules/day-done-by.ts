/**
 * "I need to be done by 5", "gotta be finished by half 4 today", "want to be done for the day by 6"
 * (issue 29, p-seen19 kind 4): a sentence of its own about the person being done says when the
 * day's work ends, never a task titled "Done". It becomes the plain "free before 5" the item reader
 * turns into a limit on the whole day (read-items.ts, AVAILABLE). After a comma inside an item
 * ("payroll, needs to be done by 4") it is that item's deadline (rules/done-by.ts).
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";
import { HALF_HOUR } from "./half-hour";

/** Who is done: "I", "we" (or no one: "need to be done by 5"). */
const WHO = new Set(["i", "we", "i'd", "i'll", "we'll", "ill"]);
/** Words between who and "be": "need to", "gotta", "have to", "want to", "'d like to", "should really". */
const LEAD = new Set(
  "'d 'll need needs to gotta got have has must should want wanna like ideally really aim hope".split(" "),
);
const STATE = new Set(["done", "finished", "through", "wrapped"]);
/** After the state: "done for the day", "wrapped up", "finished today". */
const STATE_TAIL = new Set(["up", "for", "the", "day", "today"]);
const BY = new Set(["by", "before", "b4"]);
const NOON = new Set(["noon", "midday"]);
/** Words that close the sentence and mean nothing more. */
const CLOSING = new Set(["today", "latest", "pls", "please", "ideally", "tho", "though", "at", "the"]);
const MOST_LEAD = 6;

/** The clock at k ("5", "5pm", "half 4", "noon"): its plain text and end. */
function clockAt(tokens: readonly Tagged[], k: number): { text: string; end: number } | null {
  if (NOON.has(tokens[k]?.lower ?? "")) return { text: "12:00", end: k + 1 };
  const half = HALF_HOUR.match(tokens, k, {});
  if (half) return { text: half.text, end: half.end };
  const c = readClock(tokens, k);
  return c ? { text: spanText(tokens, k, c.end, ""), end: c.end } : null;
}

export const DAY_DONE_BY: Rule = {
  name: "deadline/day-done-by",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i)) return null;
    let k = WHO.has(tokens[i].lower) ? i + 1 : i;
    const leadFrom = k;
    while (k - leadFrom < MOST_LEAD && LEAD.has(tokens[k]?.lower ?? "")) k++;
    if (k === leadFrom || tokens[k]?.lower !== "be" || !STATE.has(tokens[k + 1]?.lower ?? "")) return null;
    k += 2;
    while (STATE_TAIL.has(tokens[k]?.lower ?? "")) k++;
    if (!BY.has(tokens[k]?.lower ?? "")) return null;
    const clock = clockAt(tokens, k + 1);
    if (!clock) return null;
    let end = clock.end;
    while (CLOSING.has(tokens[end]?.lower ?? "")) end++;
    const after = tokens[end];
    if (!closesItem(after) && after.text !== "," && after.lower !== "so") return null;
    return { end, text: `free before ${clock.text}` };
  },
};
