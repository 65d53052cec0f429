/**
 * A time after an exclamation is the exclaimed item's (issue 29, kind 1): "Concert tonight!! 7.30 at
 * St Mary's", "Party tonight! 8 at Jo's", "Interview today! 2pm at the office" are one item at that
 * time, never an item with no time and another titled "8 at Jo's". Only when the clock is followed by
 * nothing but where it is ("at ...", "in ...") before the line ends, and the words before the "!" name
 * something (not only a mood: "Busy day!! 9am standup" keeps its standup).
 */

import { readClock, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const PLACE = new Set(["at", "in", "@"]);
/** Longest place read after the clock. */
const MOST = 6;
/** Longest item read back before the "!". */
const BACK = 8;

const bang = (t: Tagged | undefined): boolean => t?.kind === "punct" && /^!+$/u.test(t.text);
const ends = (t: Tagged | undefined): boolean =>
  t === undefined || t.kind === "break" || t.kind === "emoji" || t.endsLine === true;

/** Whether the item before the "!" at i names something: a word of its own, not a mood or a header. */
function named(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - BACK; k--) {
    const t = tokens[k];
    if (t.kind === "word" && !t.tags.has("aside") && !t.tags.has("header") && !t.tags.has("filler")) return true;
    if (opensItem(tokens, k, true)) return false;
  }
  return false;
}

/** The clock after the "!"s ends the line, or only a place follows it. */
function placeOnly(tokens: readonly Tagged[], k: number): boolean {
  if (ends(tokens[k])) return true;
  if (!PLACE.has(tokens[k]?.lower ?? "")) return false;
  let j = k + 1;
  while (j < k + MOST && tokens[j]?.kind === "word") j++;
  return j > k + 1 && ends(tokens[j]);
}

export const EXCLAIMED_TIME: Rule = {
  name: "list/exclaimed-time",
  starts: { words: ["!"] },
  match: (tokens, i) => {
    if (!bang(tokens[i]) || i === 0 || tokens[i - 1].kind !== "word" || bang(tokens[i - 1])) return null;
    let k = i;
    while (bang(tokens[k])) k++;
    const clock = readClock(tokens, k);
    if (!clock || !placeOnly(tokens, clock.end) || !named(tokens, i)) return null;
    return { end: k, text: "" };
  },
};
