/**
 * Asides are not tasks (issue 29, kind 3): "school run? no, Kate's doing it", "bins - Dad's got it", "cooking?
 * nah, Sam is doing it tonight" say an item is someone else's; the whole item plans nothing. And "visiting's
 * 2-3 only", "visiting hours 2-3" is when a ward lets people in, context and no visit of mine (a visit with
 * whom or where, "visiting Gran 2-3", stays). Only an item the remark closes. Bounded: MOST tokens.
 */

import { spanAsWritten, type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

const MOST = 16;
const NO = new Set(["no", "nope", "nah", "not"]);
const DOING = new Set(["doing", "got", "taking", "handling", "covering", "sorting", "on", "does", "has", "takes"]);
const OBJECTS = new Set(["it", "them", "that", "this", "those"]);
const IS = new Set(["is", "does", "has"]);
/** "I'm doing it", "it's on": the person's own item, or no one's. */
const MINE = new Set(["i'm", "i’m", "im", "we're", "we’re", "it's", "it’s", "that's", "that’s", "there's"]);
const SEPARATORS = new Set([",", "?", "-", "–", "—", ":"]);
const WHEN = new Set(["today", "tonight", "now", "this", "week", "morning", "afternoon", "evening", "instead"]);

/** The end of "Kate's doing it", "Sam is doing it tonight" at j (closing the item), or -1. */
function someoneElseAt(tokens: readonly Tagged[], j: number): number {
  const who = tokens[j];
  if (who?.kind !== "word" || MINE.has(who.lower)) return -1;
  let k = j + 1;
  if (/['’]s$/u.test(who.lower)) {
    // "Kate's doing it"
  } else if (IS.has(tokens[k]?.lower ?? "") && who.lower !== "i" && who.lower !== "we") k++;
  else return -1;
  if (!DOING.has(tokens[k]?.lower ?? "")) return -1;
  k++;
  // "Kate's on it", "Dad's got them".
  if (!OBJECTS.has(tokens[k]?.lower ?? "")) return -1;
  k++;
  while (WHEN.has(tokens[k]?.lower ?? "")) k++;
  while (tokens[k]?.kind === "emoji" || tokens[k]?.text === "!") k++;
  return closesItem(tokens[k]) || tokens[k]?.text === "," ? k : -1;
}

export const SOMEONE_ELSE: Rule = {
  name: "aside/someone-else",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    for (let j = i + 1; j < i + MOST && tokens[j] && tokens[j].kind !== "break"; j++) {
      const t = tokens[j];
      if (t.text === "." || t.text === ";" || t.text === "!") return null;
      if (!SEPARATORS.has(t.text)) continue;
      let k = j + 1;
      // "? no, Kate's doing it".
      if (NO.has(tokens[k]?.lower ?? "")) k++;
      if (tokens[k]?.text === ",") k++;
      const end = someoneElseAt(tokens, k);
      if (end > 0) return { end: tokens[end]?.text === "." || tokens[end]?.text === "!" ? end + 1 : end, text: "" };
      // ("bins, hoover, cooking? nah, Sam's doing it": a comma that says no such thing ends this item.)
      if (t.text === ",") return null;
    }
    return null;
  },
};

const VISITING = new Set(["visiting", "visiting's", "visiting’s"]);

/** "visiting's 2-3 only", "visiting hours 2-3", "visiting is 2 to 3": the ward's hours, no visit of mine. */
export const VISITING_HOURS: Rule = {
  name: "aside/visiting-hours",
  starts: { words: [...VISITING] },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true) || !VISITING.has(tokens[i].lower)) return null;
    let k = i + 1;
    if (tokens[k]?.lower === "hours") k++;
    if (tokens[k]?.lower === "is" || tokens[k]?.lower === "are") k++;
    const from = k;
    while (
      k < from + 5 &&
      tokens[k] &&
      (tokens[k].kind === "number" ||
        tokens[k].kind === "clock" ||
        tokens[k].tags.has("pm") ||
        tokens[k].tags.has("am") ||
        ["-", "–", "to", "till", "until"].includes(tokens[k].lower))
    )
      k++;
    if (k === from || (tokens[from].kind !== "number" && tokens[from].kind !== "clock")) return null;
    const rangeEnd = k;
    if (tokens[k]?.lower === "only") k++;
    while (tokens[k]?.kind === "emoji" || tokens[k]?.text === "!") k++;
    if (!closesItem(tokens[k]) && tokens[k]?.text !== ",") return null;
    // "visit gran in hospital, visiting's 2-3 only": the visit's hours.
    if (visitBefore(tokens, i)) return { end: k, text: spanAsWritten(tokens, from, rangeEnd) };
    return { end: tokens[k]?.text === "," ? k + 1 : k, text: "" };
  },
};

/** Whether the line before i names a visit ("visit gran", "go and see Dad in hospital"). */
function visitBefore(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - MOST && tokens[k].kind !== "break"; k--)
    if (tokens[k].lower.startsWith("visit") || tokens[k].lower === "see") return true;
  return false;
}
