/**
 * An item that ends with its day (issue 29, kind 7): "do the books tmrw", "- ring the council
 * tomorrow", "..., finish the quote tomorrow morning" is that day's work and plans nothing today; the
 * plan lists it for tomorrow. The day must close the item (its line, sentence or comma), and the item
 * must be work for that day, not work for today about it: "slides for tomorrow", "prep for the
 * meeting tomorrow", "due tomorrow", "email Sam about tomorrow", "renew the insurance, ends tmrw"
 * stay today's. A text that is that one item plans tomorrow itself.
 */

import { readClock, type Rule } from "../core/rules";
import { closesItem, lastTagged, opensItem, SHORTHAND, type Tagged } from "../core/tags";
import { endsBefore } from "./day-names";
import { textFacts } from "./opening-line";

/** Longest item read before its day. */
const MOST = 12;
/** Words that make the day what today's work is for or about ("so the kids have lunch tomorrow": its purpose). */
const FOR_TODAY = new Set(
  "for by due before until till til about of on from ahead prep prepare ready re regarding since so".split(" "),
);
/** Marks written inside an item's words. */
const JOINTS = new Set(["+", "&", "@", "/"]);
/** "tomorrow morning", "tmrw night": the day's part goes with it. */
const PARTS = new Set(["morning", "afternoon", "evening", "night", "am", "pm"]);

function isTomorrow(t: Tagged | undefined): boolean {
  return t?.kind === "word" && (t.lower === "tomorrow" || SHORTHAND.get(t.lower) === "tomorrow");
}

/** The end of the item at its day k (past a part of the day), or -1 when the day does not close it. */
function itemEnd(tokens: readonly Tagged[], k: number): number {
  let end = k + 1;
  if (PARTS.has(tokens[end]?.lower ?? "")) end++;
  // ("supervision w/ Kerry tmrw 11", "train back to London tmrw 7.05": its hour after the day, with the item.)
  else end = readClock(tokens, end)?.end ?? end;
  const t = tokens[end];
  return closesItem(t) || t.text === "," || t.kind === "emoji" ? end : -1;
}

export const TRAILING_TOMORROW: Rule = {
  name: "other-day/trailing-tomorrow",
  starts: { kinds: ["word"], opens: true },
  match: (tokens, i) => {
    const first = tokens[i];
    if (first.kind !== "word" || isTomorrow(first) || !opensItem(tokens, i, true)) return null;
    if (lastTagged(tokens, isTomorrow) <= i) return null; // (no day after it)
    let k = i;
    for (; k < tokens.length && k - i < MOST; k++) {
      const t = tokens[k];
      if (isTomorrow(t)) break;
      // ("b4 tomorrow", "bfr tmrw": the shorthand of "before" too.)
      const word = SHORTHAND.get(t.lower) ?? t.lower;
      // ("invoice Sarah + Jon tmrw", "drinks @ the Crown tmrw": the joints and marks inside an item's words.)
      const inside = t.kind === "word" || t.kind === "number" || JOINTS.has(t.text);
      if (closesItem(t) || !inside || FOR_TODAY.has(word) || t.tags.has("cue")) return null;
    }
    if (!isTomorrow(tokens[k]) || endsBefore(tokens, k)) return null;
    const end = itemEnd(tokens, k);
    if (end < 0) return null;
    // The item alone is the whole text: it plans that day itself.
    const facts = textFacts(tokens);
    const before = facts.firstWord < i;
    const after = facts.lastWord >= end;
    if (!before && !after) return null;
    // Its comma goes with it when it opens the text ("do the books tmrw, then ...").
    const close = !before && tokens[end]?.text === "," ? end + 1 : end;
    return { end: close, text: "", note: { day: { plus: 1 }, from: i, end, dayFrom: k, dayEnd: end } };
  },
};
