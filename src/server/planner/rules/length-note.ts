/**
 * Lengths a careful person would give (issue 29, kind 6): "gym 1h incl travel", "mens div 2 game at 2,
 * call it 2h w/ half time", "dentist, 1h with travel" give the item's length and what it takes in; the
 * note is no part of the title ("Gym incl travel", "Meeting with travel") and "call it 2h" is no item
 * "Call it". The phrase becomes the plain length "(120 min)". With "with", only what a length takes in
 * (travel, breaks, set-up...): "1h with Sam" is whom the item is with.
 */

import { readLength, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const INCL = new Set(["incl", "including", "inc", "incl.", "plus"]);
const WITH = new Set(["with", "w/"]);
/** What a length takes in, after "with": "w/ half time", "with travel", "with set-up". */
const TAKES_IN = new Set(
  (
    "travel travelling traveling driving parking commute half half-time halftime breaks break setup set-up " +
    "prep warm-up warmup changing queues queue transfers faff"
  ).split(" "),
);
/** Words of the note at most. */
const MOST = 3;

/** The end of a note at k ("incl travel", "w/ half time"), or k when there is none. */
function noteEnd(tokens: readonly Tagged[], k: number): number {
  let j = k;
  const w = tokens[j]?.lower ?? "";
  const slash = w === "w" && tokens[j + 1]?.text === "/";
  if (INCL.has(w)) j++;
  else if (WITH.has(w) || slash) {
    j += slash ? 2 : 1;
    if (!TAKES_IN.has(tokens[j]?.lower ?? "")) return k;
  } else return k;
  if (tokens[j]?.text === ".") j++;
  const from = j;
  while (j - from < MOST && tokens[j]?.kind === "word") j++;
  const after = tokens[j];
  return j > from && (closesItem(after) || after.text === "," || after.text === ")") ? j : k;
}

export const LENGTH_NOTE: Rule = {
  name: "duration/length-note",
  starts: { words: ["call", "for", "a", "half", "an"], count: true },
  match: (tokens, i) => {
    const callIt = tokens[i].lower === "call" && tokens[i + 1]?.lower === "it";
    const len = readLength(tokens, callIt ? i + 2 : i);
    if (!len) return null;
    const end = noteEnd(tokens, len.end);
    if (end === len.end && !callIt) return null;
    if (callIt && !(closesItem(tokens[end]) || tokens[end].text === "," || tokens[end].text === ")")) return null;
    return { end, text: `(${len.minutes} min)` };
  },
};
