/**
 * Anchors to the day's events hold (issue 29, kind 8): "up at 4:30", "up by 6", "i'm up at 5"
 * opening an item is getting up, read like "wake up at 4:30" (the day starts then), never an
 * event titled "Up". So is "up around 11"; and "wake up late obvs, up around 11" is one wake-up.
 */

import { readClock, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const LEAD = new Set(["i'm", "im", "i", "be"]);
/** "up around 11", "up about 7", "up ~6": a hedged hour of getting up. */
const HEDGES = new Set(["around", "about", "roughly", "approx", "~", "circa"]);
/** "wake up late", "waking up late", "sleep in", "lie in": a late start said before its hour. */
const LATE_WAKE: readonly (readonly string[])[] = [
  ["wake", "up", "late"],
  ["waking", "up", "late"],
  ["sleep", "in"],
  ["sleeping", "in"],
  ["lie", "in"],
  ["lie-in"],
];
const MOST_BACK = 6;

/** Where a late wake-up clause opens, just before the comma at i - 1, or -1. */
function lateWakeBefore(tokens: readonly Tagged[], i: number): number {
  if (tokens[i - 1]?.text !== ",") return -1;
  for (let s = i - 2; s >= 0 && i - s <= MOST_BACK; s--) {
    if (!opensItem(tokens, s, true)) continue;
    const words = LATE_WAKE.find((w) => w.every((x, j) => tokens[s + j]?.lower === x));
    if (!words) return -1;
    // (Only asides after it: "obvs", "lol", an emoji.)
    for (let j = s + words.length; j < i - 1; j++)
      if (tokens[j].kind === "clock" || tokens[j].kind === "number") return -1;
    return s;
  }
  return -1;
}

export const UP_AT: Rule = {
  name: "anchor/up-at",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    if (LEAD.has(tokens[k].lower)) k++;
    if (tokens[k]?.lower === "am") k++;
    if (tokens[k]?.lower !== "up") return null;
    const cue = tokens[k + 1];
    if (!cue?.tags.has("cue") && cue?.lower !== "by" && !HEDGES.has(cue?.lower ?? "")) return null;
    const c = readClock(tokens, k + 2);
    if (!c) return null;
    const clock = tokens
      .slice(k + 2, c.end)
      .map((t) => t.text)
      .join(" ");
    // "wake up late obvs, up around 11": the late wake-up said first is this one, no item of its own.
    const late = lateWakeBefore(tokens, i);
    return late >= 0
      ? { from: late, end: c.end, text: `wake up at ${clock}` }
      : { end: c.end, text: `wake up at ${clock}` };
  },
};
