/**
 * A second time offered as the other choice (issue 29, kind 9): "call client B at 11:30 or 12",
 * "a las 5 o 6", "الساعة ٤ أو ٥" plan the first time, said first; "or 12" is no part of the title
 * ("Call client B or 12" was). Only after a time (a clock, a.m./p.m. or "at"/"a las"/"الساعة"
 * before it) and only a time that closes the item: "1 or 2 hours" and "2 or 3 emails" are left alone.
 */

import { readClock, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const OR = new Set(["or", "o", "u", "أو", "او"]);
const AT = new Set(["at", "@", "around", "la", "las", "sobre", "الساعة", "الساعه", "ساعة"]);
/** What may follow the second time: the item's end, or a comma, dash or bracket after it. */
const CLOSERS = new Set([",", "،", "-", "–", "—", "?", "!", ")"]);

/** The first token of a time that ends just before i (after any "??"), if one does. */
function timeBefore(tokens: readonly Tagged[], i: number): number {
  let p = i - 1;
  while (p >= 0 && tokens[p].text === "?") p--;
  if (p >= 0 && (tokens[p].tags.has("am") || tokens[p].tags.has("pm"))) p--;
  const clock = readClock(tokens, p);
  if (!clock) return -1;
  const timed = tokens[p].kind === "clock" || clock.mer !== undefined || AT.has(tokens[p - 1]?.lower ?? "");
  return timed ? p : -1;
}

export const TIME_OR: Rule = {
  name: "clock/time-or",
  starts: { words: [...OR] },
  match: (tokens, i) => {
    if (!OR.has(tokens[i]?.lower ?? "") || timeBefore(tokens, i) < 0) return null;
    const next = readClock(tokens, i + 1);
    if (!next) return null;
    const after = tokens[next.end];
    if (after && (after.unitMinutes !== undefined || (!closesItem(after) && !CLOSERS.has(after.text)))) return null;
    return { end: next.end, text: "" };
  },
};
