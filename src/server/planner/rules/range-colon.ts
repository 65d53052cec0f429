/**
 * A heading with its own hours, then items with theirs (issue 29, kind 1): "Clinic 9-5: morning list
 * 9-12, afternoon list 2-5", "Surgery 8-6: clinic 8-12, ops 2-6" are the day's hours and two timed
 * items; the heading's range never becomes the first item's ("Morning list" 9:00-17:00 over the
 * afternoon's), nor does "work 9-5: emails 1h" make an 8-hour "Emails". The colon after the heading's
 * range closes it like a full stop, only when the item after it has a range or a length of its own, or
 * when the heading is the day's work ("work 9-5: emails, calls": the work window, then two items).
 */

import { readLength, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const TO = new Set(["-", "–", "to", "till", "til", "until", "a", "hasta"]);
/** Longest name read between the colon and the item's range. */
const MOST = 6;

const hour = (t: Tagged | undefined): boolean => t?.kind === "clock" || (t?.kind === "number" && (t.digits ?? 0) <= 2);

/** A range ending at k ("9-5", "9 to 5"): its hours either side of the "to" word. */
function rangeAt(tokens: readonly Tagged[], k: number): boolean {
  let end = k;
  if (tokens[end]?.tags.has("pm") || tokens[end]?.tags.has("am")) end--;
  return hour(tokens[end]) && TO.has(tokens[end - 1]?.lower ?? "") && hour(tokens[end - 2]);
}

/** The day's work named before its hours: "work 9-5: emails, calls", "shift 7-3: ...", "curro de 8 a 3: ...". */
const WORK = new Set([
  "work",
  "working",
  "shift",
  "office",
  "wfh",
  "trabajo",
  "curro",
  "turno",
  "jornada",
  "دوام",
  "دوامي",
]);

const FROM = new Set(["from", "de", "desde"]);

/** The line before the range at `end` (exclusive) is the day's work and at most one more word ("my shift", "day shift"). */
function workHeading(tokens: readonly Tagged[], end: number): boolean {
  // ("curro de 8 a 3", "work from 9 to 5": the word that opens the range is the range's.)
  if (FROM.has(tokens[end - 1]?.lower ?? "")) end--;
  let s = end;
  while (s > 0 && tokens[s - 1].kind === "word") s--;
  if (s > 0 && tokens[s - 1].kind !== "break") return false;
  return end - s >= 1 && end - s <= 2 && WORK.has(tokens[end - 1].lower);
}

export const RANGE_COLON: Rule = {
  name: "list/range-colon",
  starts: { words: [":"] },
  match: (tokens, i) => {
    if (tokens[i].text !== ":" || !rangeAt(tokens, i - 1)) return null;
    // ("work 9-5: emails, calls": the work window, whatever the items say; the start of the range is at i - 3 or i - 4.)
    const first = tokens[i - 1]?.tags.has("pm") || tokens[i - 1]?.tags.has("am") ? i - 4 : i - 3;
    if (tokens[i + 1]?.kind === "word" && workHeading(tokens, first)) return { end: i + 1, text: "." };
    let k = i + 1;
    while (k < i + 1 + MOST && tokens[k]?.kind === "word" && !tokens[k].unitMinutes) k++;
    if (k === i + 1) return null;
    const ranged = hour(tokens[k]) && TO.has(tokens[k + 1]?.lower ?? "") && hour(tokens[k + 2]);
    if (!ranged && !readLength(tokens, k)) return null;
    return { end: i + 1, text: "." };
  },
};
