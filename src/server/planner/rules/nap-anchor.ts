/**
 * A nap as an anchor (issue 29, kind 8): "once the baby naps (around 1) - finish the thank you
 * cards", "when the twins nap (about 2) sort the wardrobe", "while she naps: emails" wait for the
 * nap, not an event titled "Once the baby naps". The phrase becomes the plain "after 13:00" the item
 * reader knows: the hour in brackets when given (a nap's bare hour is p.m. up to 7, a.m. from 8,
 * "naps (around 10)" is the morning nap), else about 13:00. SLEEP_ANCHOR reads "asleep" and "in
 * bed", the night. Bounded: MOST words name who naps.
 */

import { readClock, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const OPEN = new Set(["once", "when", "while", "whilst"]);
const NAP = new Set(["naps", "nap", "napping"]);
const AROUND = new Set(["around", "about", "at", "~", "ca", "approx", "roughly", "usually", "normally"]);
const MOST = 5;

/** "(around 1)", "around 1", "(~1:30)": the nap's hour in minutes, and where it ends. */
function napHour(tokens: readonly Tagged[], k: number): { minutes: number; end: number } | null {
  let j = k;
  const paren = tokens[j]?.text === "(";
  if (paren) j++;
  let cue = false;
  while (j < k + 4 && AROUND.has(tokens[j]?.lower ?? "")) {
    j++;
    cue = true;
  }
  if (!cue && !paren) return null;
  const c = readClock(tokens, j);
  if (!c) return null;
  let h = c.h;
  if (c.mer === "pm" && h < 12) h += 12;
  else if (!c.mer && h >= 1 && h <= 7) h += 12;
  let end = c.end;
  if (paren && tokens[end]?.text === ")") end++;
  return { minutes: h * 60 + c.m, end };
}

export const NAP_ANCHOR: Rule = {
  name: "anchor/nap",
  match: (tokens, i) => {
    if (!OPEN.has(tokens[i].lower)) return null;
    for (let k = i + 1; k <= i + MOST && k < tokens.length; k++) {
      const w = tokens[k];
      if (w.kind !== "word") return null;
      if (!NAP.has(w.lower)) continue;
      // "once the baby naps": someone naps (a word or more names who).
      if (k === i + 1) return null;
      const at = napHour(tokens, k + 1);
      const minutes = at ? at.minutes : 13 * 60;
      const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
      const mm = String(minutes % 60).padStart(2, "0");
      return { end: at ? at.end : k + 1, text: `after ${hh}:${mm}` };
    }
    return null;
  },
};
