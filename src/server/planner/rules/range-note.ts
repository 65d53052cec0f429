/**
 * Times attach to the right item (issue 29, kinds 1 and 3): a note in brackets after an event's range
 * that gives lengths or counts of its parts ("parents' evening 4-7 (10 min slots, 15 parents)", "clinic
 * 2-5 (20 min appts)") says how the event is filled, not how long it is nor its title: the range holds.
 * The note goes; it was read as the event's length, leaving "Parents' evening ( slots, 15 parents)".
 * Only with a length inside and no clock (a break's hours are rules/with-break.ts'). Bounded: MOST tokens.
 */

import { readLength, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";
import { NUMBERED_NOUN } from "../segment-words";

const RANGE = new Set(["-", "–", "to", "till", "until", "til"]);
const MOST = 10;

/** Whether a range ends right before k: "4-7", "9 to 5", "2pm-5pm", "8.30-12". */
function rangeEndsAt(tokens: readonly Tagged[], k: number): boolean {
  let j = k - 1;
  if (tokens[j]?.tags.has("am") || tokens[j]?.tags.has("pm")) j--;
  if (tokens[j]?.kind !== "number" && tokens[j]?.kind !== "clock") return false;
  j--;
  if (!RANGE.has(tokens[j]?.lower ?? "")) return false;
  j--;
  if (tokens[j]?.tags.has("am") || tokens[j]?.tags.has("pm")) j--;
  if (tokens[j]?.kind !== "number" && tokens[j]?.kind !== "clock") return false;
  // "flashcards for ch 4-6 (45m)", "units 3-4": which ones, not hours.
  const before = tokens[j - 1];
  return !(before?.kind === "word" && NUMBERED_NOUN.test(before.lower));
}

/** A trip or a length "each" in the note is for the reader of trips and counts: "(40 min drive each way)". */
const KEEP = new Set(["drive", "driving", "travel", "commute", "bus", "train", "walk", "way", "each", "per", "ride"]);

export const RANGE_NOTE: Rule = {
  name: "aside/range-note",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(" || !rangeEndsAt(tokens, i)) return null;
    let close = i + 1;
    let length = false;
    for (; close < tokens.length && close <= i + MOST && tokens[close].text !== ")"; close++) {
      const t = tokens[close];
      if (t.kind === "clock" || t.kind === "break" || t.tags.has("am") || t.tags.has("pm")) return null;
      if (readLength(tokens, close)) length = true;
      if (KEEP.has(t.lower)) return null;
    }
    return tokens[close]?.text === ")" && length ? { end: close + 1, text: "" } : null;
  },
};
