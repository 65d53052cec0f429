/**
 * Anchors to the day's events hold (issue 29, kind 8): in "Night shift this week so sleeping till
 * 2pm" the sleep is an item of its own (read as "sleep until 2pm" is: a block from the start of the
 * day to that hour), never a seven-hour block titled "Night shift this week so sleeping". The "so"
 * (or "and") before it becomes a sentence break, so what came before is read on its own (a context
 * line). It runs in a pass of its own before the others (core/grammar-pass.ts), so that line is
 * seen as one. Bounded: a few tokens from the joining word.
 */

import { spanText, readClock, type Rule } from "../core/rules";

const SLEEP = new Set(["sleeping", "sleep", "asleep"]);
const UNTIL = new Set(["till", "until", "til"]);
const JOIN = new Set(["so", "and"]);
/** Words for the hour itself: "till noon", "until midday". */
const NOON = new Set(["noon", "midday"]);

export const SLEEP_UNTIL: Rule = {
  name: "anchor/sleep-until",
  starts: { words: [...JOIN] },
  match: (tokens, i) => {
    if (!JOIN.has(tokens[i].lower) || tokens[i - 1]?.kind !== "word") return null;
    let k = i + 1;
    if (!SLEEP.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (tokens[k]?.lower === "in") k++;
    if (!UNTIL.has(tokens[k]?.lower ?? "")) return null;
    k++;
    const end = NOON.has(tokens[k]?.lower ?? "") ? k + 1 : readClock(tokens, k)?.end;
    if (end === undefined) return null;
    const words = spanText(tokens, i + 1, end);
    return { end, text: `. ${words}` };
  },
};
