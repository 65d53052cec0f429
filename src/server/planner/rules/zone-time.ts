/**
 * A clock time given in someone else's time zone with our own beside it (issue 29, kind 9): "due 5pm
 * their time (4pm here)", "call at 9 NY time (2pm ours)", "5pm there / 4pm here" is the time here;
 * the other zone's clock and its words go. Only when the here-clock is said: a lone "5pm their time"
 * stays as written. Bounded: a few tokens.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

/** Whose time it is: "their time", "NY time", "UK time", "Lyon time", "there". */
const WHOSE = new Set(["their", "his", "her", "client's", "uk", "us", "ny", "la", "cet", "est", "pst", "gmt"]);
/** What says the other clock is ours: "here", "ours", "our time", "my time", "local". */
const HERE = new Set(["here", "ours", "local"]);
const OUR = new Set(["our", "my", "local", "uk"]);
const OPEN = new Set(["(", "/", "=", "-", "–", ","]);

/** The end of "their time" / "<Name> time" / "there" at k, or null. */
function otherZone(tokens: readonly Tagged[], k: number): number | null {
  const t = tokens[k];
  if (!t) return null;
  if (t.lower === "there") return k + 1;
  if (tokens[k + 1]?.lower !== "time") return null;
  const named = t.kind === "word" && /^\p{Lu}/u.test(t.text);
  return WHOSE.has(t.lower) || named ? k + 2 : null;
}

/** The end of "here" / "ours" / "our time" at k, or null. */
function hereWords(tokens: readonly Tagged[], k: number): number | null {
  const t = tokens[k]?.lower ?? "";
  if (HERE.has(t)) return tokens[k + 1]?.lower === "time" ? k + 2 : k + 1;
  return OUR.has(t) && tokens[k + 1]?.lower === "time" ? k + 2 : null;
}

export const ZONE_TIME: Rule = {
  name: "clock/zone-time",
  starts: { kinds: ["clock", "number"] },
  match: (tokens, i) => {
    const theirs = readClock(tokens, i);
    if (!theirs) return null;
    const zoneEnd = otherZone(tokens, theirs.end);
    if (zoneEnd === null || !OPEN.has(tokens[zoneEnd]?.text ?? "")) return null;
    const open = tokens[zoneEnd].text;
    const ours = readClock(tokens, zoneEnd + 1);
    if (!ours) return null;
    const end = hereWords(tokens, ours.end);
    if (end === null) return null;
    const close = open === "(" ? (tokens[end]?.text === ")" ? end + 1 : null) : end;
    if (close === null) return null;
    return { end: close, text: spanText(tokens, zoneEnd + 1, ours.end) };
  },
};
