/**
 * A limit on the day, not a task (issue 29, kind 8): "nothing before 1:30 pls", "nothing till 10",
 * "slept 8am-1pm", "slept till noon" say when the day's plan may begin: the plain "free after 1:30"
 * the item reader turns into every item's earliest start (read-items.ts, AVAILABLE), never a task
 * "Nothing" dropped with its hour nor an event "Slept" in the past. Bounded: a few tokens.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const UNTIL = new Set(["before", "till", "until", "til", "b4"]);
const RANGE = new Set(["-", "–", "to", "till", "until", "til"]);
const SLEPT = new Set(["slept", "crashed"]);
const NOON = new Set(["noon", "midday"]);
/** Words that close the remark and mean nothing more: "pls", "please", "ok". */
const POLITE = new Set(["pls", "plz", "please", "ok", "thx", "thanks", "today", "k"]);

/** The clock at k ("1:30", "1pm", "noon") as written, and where it ends. */
function clockAt(tokens: readonly Tagged[], k: number): { text: string; end: number } | null {
  if (NOON.has(tokens[k]?.lower ?? "")) return { text: "12:00", end: k + 1 };
  const c = readClock(tokens, k);
  return c ? { text: spanText(tokens, k, c.end, ""), end: c.end } : null;
}

export const FREE_AFTER: Rule = {
  name: "anchor/free-after",
  starts: { words: ["nothing", ...SLEPT] },
  match: (tokens, i) => {
    const t = tokens[i];
    let clock: { text: string; end: number } | null = null;
    if (t.lower === "nothing" && UNTIL.has(tokens[i + 1]?.lower ?? "")) clock = clockAt(tokens, i + 2);
    else if (SLEPT.has(t.lower)) {
      let k = i + 1;
      if (UNTIL.has(tokens[k]?.lower ?? "")) clock = clockAt(tokens, k + 1);
      else {
        // "slept 8am-1pm": until the end of the range.
        if (tokens[k]?.lower === "from") k++;
        const a = readClock(tokens, k);
        if (a && RANGE.has(tokens[a.end]?.lower ?? "")) clock = clockAt(tokens, a.end + 1);
      }
    }
    if (!clock) return null;
    let end = clock.end;
    while (POLITE.has(tokens[end]?.lower ?? "")) end++;
    return { end, text: `free after ${clock.text}` };
  },
};

const FREE = new Set(["free", "available", "off"]);
const AT = new Set(["at", "@"]);
/** Most words of the event named between "till" and its hour: "free till pickup at 3.20". */
const EVENT_WORDS = 3;

/**
 * "then free till pickup at 3.20", "free until the school run @ 3": the free time ends at the event's
 * hour ("free till 15:20", a limit the item reader knows), never a start at 3.20. The event stays an
 * item when the text does not name it again ("pick up the kids 3.20" later in the list).
 */
export const FREE_TILL_EVENT: Rule = {
  name: "anchor/free-till-event",
  starts: { words: [...FREE] },
  match: (tokens, i) => {
    if (!FREE.has(tokens[i].lower) || !UNTIL.has(tokens[i + 1]?.lower ?? "")) return null;
    let k = i + 2;
    const first = k;
    while (k - first < EVENT_WORDS && tokens[k]?.kind === "word" && !AT.has(tokens[k].lower)) k++;
    if (k === first || !AT.has(tokens[k]?.lower ?? "")) return null;
    const clock = clockAt(tokens, k + 1);
    if (!clock) return null;
    const named = tokens.slice(first, k).filter((t) => !t.tags.has("filler"));
    const stem = (w: string) => w.slice(0, 4);
    const again = tokens
      .slice(clock.end)
      .some((t) => t.kind === "word" && named.some((n) => n.lower.length >= 4 && stem(t.lower) === stem(n.lower)));
    const event = again ? "" : `, ${spanText(tokens, first, k)} at ${clock.text}`;
    return { end: clock.end, text: `free till ${clock.text}${event}` };
  },
};

const HEDGED_FREE = new Set(["free-ish", "freeish", "free-ishh"]);

/**
 * "im free-ish after 3", "free ish from 2" (issue 29): a hedged "free" says the same as "free", a limit
 * the item reader knows, never a task titled "Free-ish".
 */
export const FREE_ISH: Rule = {
  name: "anchor/free-ish",
  starts: { words: [...HEDGED_FREE, "free"] },
  match: (tokens, i) => {
    const t = tokens[i].lower;
    if (HEDGED_FREE.has(t)) return { end: i + 1, text: "free" };
    return t === "free" && tokens[i + 1]?.lower === "ish" ? { end: i + 2, text: "free" } : null;
  },
};
