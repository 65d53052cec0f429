/**
 * A day said aloud, as a voice note types it (issue 29, kinds 1 and 3): "ok so first job is a leaking
 * cylinder in Didsbury at 8 that's probably two hours then ... after that I'm free till 3 when I've got
 * the bathroom quote". Three phrase families of speech, each rewritten to what the item reader knows:
 * - FIRST_IS: "first job is X", "the next thing's X", "last stop is X" name the item X (the intro goes);
 * - THATS_LENGTH: "that's probably two hours", "that'll take about an hour", "which is 45 mins" after an
 *   item is its length ("(120 min)");
 * - FREE_TILL: "I'm free till 3 when I've got X", "free until 2 then X" is X at that hour (never an event
 *   "Free" nor a deadline of 3 for X).
 * - RIGHT_SO: "right, so ..." opening the day is no item "Right".
 * Bounded: a few tokens each.
 */

import { readClock, readLength, spanText, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const ORDINALS = new Set(["first", "next", "last", "second", "third", "final", "then"]);
const THINGS = new Set([
  "job",
  "thing",
  "stop",
  "one",
  "client",
  "call",
  "appointment",
  "task",
  "visit",
  "meeting",
  "up",
]);
const IS = new Set(["is", "'s", "’s", "will", "be"]);

/** Spoken leads an item may open with before its intro: "ok so first job is", "right, then the next one's". */
const SPOKEN = new Set(["ok", "okay", "so", "right", "um", "erm", "and", "then", "well", "alright"]);

/** The item opens at i, or only spoken leads stand between its opening and i. */
function afterOpening(tokens: readonly Tagged[], i: number): boolean {
  let k = i;
  while (k > 0 && i - k < 4 && (SPOKEN.has(tokens[k - 1].lower) || tokens[k - 1].text === ",")) k--;
  return opensItem(tokens, k, true) || SPOKEN.has(tokens[i - 1]?.lower ?? "");
}

/** "first job is", "the next thing's", "my last stop is", "next up is": the intro before the item's name. */
export const FIRST_IS: Rule = {
  name: "voice/first-is",
  starts: { words: ["the", "my", "and", "then", ...ORDINALS] },
  match: (tokens, i) => {
    if (!afterOpening(tokens, i)) return null;
    let k = i;
    if (["the", "my", "and", "then"].includes(tokens[k].lower) && ORDINALS.has(tokens[k + 1]?.lower ?? "")) k++;
    if (!ORDINALS.has(tokens[k].lower) || !THINGS.has(tokens[k + 1]?.lower ?? "")) return null;
    k += 2;
    // "thing's": the tokenizer may keep the "'s" on the noun.
    if (IS.has(tokens[k]?.lower ?? "")) k++;
    else if (!/['’]s$/u.test(tokens[k - 1].text)) return null;
    if (tokens[k]?.lower === "be") k++;
    const next = tokens[k];
    // "my first client is at 9": the name is the intro's own ("First client").
    if (next?.kind !== "word" || next.tags.has("cue") || next.tags.has("connector")) return null;
    return { end: k, text: "" };
  },
};

const THATS = new Set(["that's", "that’s", "thats", "that'll", "that’ll", "which", "it's", "it’s", "its"]);
const HEDGE = new Set([
  "probably",
  "prob",
  "about",
  "around",
  "roughly",
  "maybe",
  "like",
  "only",
  "usually",
  "is",
  "take",
  "takes",
  "be",
]);

const OF_WORK = new Set(["work", "time", "focus", "effort", "it", "driving", "travel"]);

/** "that's probably two hours", "that'll take about an hour", "which is 45 mins": the item's length. */
export const THATS_LENGTH: Rule = {
  name: "voice/thats-length",
  starts: { words: [...THATS] },
  match: (tokens, i) => {
    if (!THATS.has(tokens[i].lower) || tokens[i - 1]?.kind === "break" || i === 0) return null;
    let k = i + 1;
    while (HEDGE.has(tokens[k]?.lower ?? "") && k - i < 4) k++;
    const len = readLength(tokens, k);
    if (!len || len.minutes < 5 || len.minutes > 10 * 60) return null;
    let end = len.end;
    let minutes = len.minutes;
    // "an hour and a half", "2 hours and a half": the half hour too.
    if (
      tokens[end]?.lower === "and" &&
      tokens[end + 1]?.lower === "a" &&
      tokens[end + 2]?.lower === "half" &&
      minutes >= 60
    ) {
      minutes += 30;
      end += 3;
    }
    // "that'll take 90 minutes of focused work": what the time is of goes with it.
    if (tokens[end]?.lower === "of") {
      const of = [1, 2, 3].find((n) => OF_WORK.has(tokens[end + n]?.lower ?? ""));
      if (of !== undefined) end += of + 1;
    }
    const from = tokens[i - 1]?.text === "," ? i - 1 : i;
    return { from, end, text: ` (${minutes} min)` };
  },
};

const FREE_LEAD = new Set(["i'm", "i’m", "im", "free"]);
const TILL = new Set(["till", "til", "until", "'til"]);
const WHEN = new Set(["when", "then", "and"]);
/** "I've got", "I have", "there's", "it's": what comes at that hour. */
const GOT: readonly (readonly string[])[] = [
  ["i've", "got"],
  ["i’ve", "got"],
  ["ive", "got"],
  ["i", "have"],
  ["i", "got"],
  ["i've"],
  ["there's"],
  ["it's"],
  ["then"],
];

function pastGot(tokens: readonly Tagged[], k: number): number {
  for (const g of GOT) if (g.every((w, j) => tokens[k + j]?.lower === w)) return k + g.length;
  return k;
}

/** "I'm free till 3 when I've got the bathroom quote": the quote at 3. */
export const FREE_TILL: Rule = {
  name: "voice/free-till",
  starts: { words: [...FREE_LEAD] },
  match: (tokens, i) => {
    let k = i;
    if (tokens[k].lower !== "free") {
      if (!FREE_LEAD.has(tokens[k].lower)) return null;
      k++;
    }
    if (tokens[k]?.lower !== "free" || !TILL.has(tokens[k + 1]?.lower ?? "")) return null;
    const clock = readClock(tokens, k + 2);
    if (!clock) return null;
    let j = clock.end;
    if (tokens[j]?.text === ",") j++;
    if (!WHEN.has(tokens[j]?.lower ?? "")) return null;
    j = pastGot(tokens, j + 1);
    if (tokens[j]?.kind !== "word") return null;
    return { end: j, text: `at ${spanText(tokens, k + 2, clock.end, "")} ` };
  },
};

const RIGHT = new Set(["right", "alright", "aight"]);

/** "right, so ...", "alright then, ...": a spoken opening before the day, no item "Right". */
export const RIGHT_SO: Rule = {
  name: "voice/right-so",
  starts: { words: [...RIGHT] },
  match: (tokens, i) => {
    if (!RIGHT.has(tokens[i].lower) || !opensItem(tokens, i, true)) return null;
    const next = tokens[i + 1];
    if (next?.text === ",") return { end: i + 2, text: "" };
    return next?.lower === "so" || next?.lower === "then" ? { end: i + 1, text: "" } : null;
  },
};
