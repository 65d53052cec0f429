/**
 * A list of bare hours after an item is its times (issue 29, kinds 1 and 2): "feeds 7, 10, 1, 4, 7",
 * "bottles: 7, 10, 1 and 4", "meds 8, 2, 8 (Sarah does nights)" are the item at each hour, never items
 * titled "10" or "1". Three hours or more (two could be a count and a time: "eggs 6, milk 2"), each a
 * bare number of one or two digits up to 24, written right after a short name (four words at most),
 * and closing the item. The hours go forward ("meds 8, 2, 8" is 8:00, 14:00, 20:00). It becomes "feeds at
 * 7, 10, 1pm, 4pm, 7pm" (rules/time-list.ts and the clock reader
 * take it from there); a bracket of words after the hours says something of them and goes.
 * Bounded: at most MOST_WORDS words and MOST_TIMES hours.
 */

import { readLength, resolveHour, spanText, type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";
import { NUMBERED_NOUN, REPS_NOUN } from "../segment-words";

const MOST_WORDS = 4;
const MOST_TIMES = 8;
const MOST_BRACKET = 8;
/** "feeds roughly 7, 10, 1": a hedge before the hours is no part of the name. */
const HEDGES = new Set(["roughly", "around", "about", "approx", "approximately", "circa", "~"]);

function hour(t: Tagged | undefined): boolean {
  return t?.kind === "number" && !t.glued && (t.digits ?? 0) <= 2 && (t.value ?? 0) >= 1 && (t.value ?? 0) <= 24;
}

/** A word of the item's name before its hours. */
const nameWord = (t: Tagged | undefined): boolean =>
  t?.kind === "word" && !t.tags.has("cue") && !t.tags.has("from") && !HEDGES.has(t.lower);

/** The end of a bracket of plain words at k ("(Sarah does nights)"), or -1. */
function wordBracket(tokens: readonly Tagged[], k: number): number {
  if (tokens[k]?.text !== "(") return -1;
  for (let j = k + 1; j < tokens.length && j - k <= MOST_BRACKET; j++) {
    if (tokens[j].text === ")") return j > k + 1 ? j + 1 : -1;
    if (tokens[j].kind !== "word") return -1;
  }
  return -1;
}

export const BARE_TIMES: Rule = {
  name: "list/bare-times",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    while (nameWord(tokens[k]) && k - i < MOST_WORDS) k++;
    if (k === i) return null;
    const named = k;
    if (tokens[k]?.text === ":" || HEDGES.has(tokens[k]?.lower ?? "")) k++;
    // (No hour after the name: no list, whatever the name.)
    if (!hour(tokens[k])) return null;
    const last = tokens[named - 1].lower;
    // "chapters 3, 4, 5", "squats 10, 10, 10": which ones, or how many.
    if (NUMBERED_NOUN.test(last) || REPS_NOUN.test(last)) return null;
    const name = spanText(tokens, i, named);
    const times: string[] = [];
    let prev = -1;
    for (;;) {
      if (!hour(tokens[k]) || readLength(tokens, k)) return null;
      // The hours go forward through the day: "meds 8, 2, 8" is 8:00, 14:00, 20:00.
      const h = tokens[k].value as number;
      let at = prev < 0 ? resolveHour(h, undefined) : h;
      while (prev >= 0 && at <= prev && at + 12 <= 24) at += 12;
      times.push(at >= 12 && h < 12 && prev >= 0 ? `${h}pm` : tokens[k].text);
      prev = at;
      k++;
      const sep = tokens[k];
      if (times.length >= MOST_TIMES) break;
      const and = sep?.tags.has("and") || sep?.text === "&";
      if (sep?.text === "," && tokens[k + 1]?.tags.has("and") && hour(tokens[k + 2])) k += 2;
      else if ((sep?.text === "," || and) && hour(tokens[k + 1])) k++;
      else break;
    }
    if (times.length < 3) return null;
    const bracket = wordBracket(tokens, k);
    const end = bracket > 0 ? bracket : k;
    const after = tokens[end];
    if (!closesItem(after) && after?.text !== "," && after?.kind !== "emoji") return null;
    return { end, text: `${name} at ${times.join(", ")}` };
  },
};
