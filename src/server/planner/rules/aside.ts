/**
 * Headers, moods and asides plan nothing (issue 29, kind 3): "Monday plan:", "ok so today:",
 * "ugh so tired", "late start today!!", "Busy day 😅", "Feeling unwell, taking it easy",
 * "estoy agotada 😩", "تعبان اليوم 😴". An item made only of such words (and emoji and "!") is
 * dropped; so is a heading of such words before a colon. A few remarks of several plain words count as one
 * such word: "interview at 2, wish me luck", "call NY at 4 - time difference!", "fingers crossed".
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

/** Longest aside read; a longer run is a sentence of its own. */
const MOST = 8;

/** "annual leave", "sick leave": a day off, where "leave" alone is a verb ("leave at 5"). */
const LEAVE_KINDS = new Set(["annual", "sick", "parental", "maternity", "paternity", "study", "compassionate"]);

/** Remarks made of plain words (none tagged alone): each is one aside word of the run. */
const PHRASES: readonly (readonly string[])[] = [
  ["wish", "me", "luck"],
  ["time", "difference"],
  ["time", "zones"],
  ["fingers", "crossed"],
  ["send", "help"],
  ["here", "we", "go"],
  ["pray", "for", "me"],
  // "اليوم راحة", "يوم راحة": a rest day, not a break ("راحة" alone is one).
  ["اليوم", "راحة"],
  ["اليوم", "راحه"],
  ["يوم", "راحة"],
  ["يوم", "راحه"],
];

/** The length of a remark of PHRASES at k, or 0. */
function phraseAt(tokens: readonly Tagged[], k: number): number {
  for (const p of PHRASES) if (p.every((w, j) => tokens[k + j]?.lower === w)) return p.length;
  return 0;
}

function asideWord(t: Tagged, prev?: Tagged): boolean {
  if (t.lower === "leave" && LEAVE_KINDS.has(prev?.lower ?? "")) return true;
  // "I am tired": the verb, not the morning.
  if (t.lower === "am" && prev?.lower === "i") return true;
  return (
    (t.kind === "word" || t.text === "&") &&
    (t.tags.has("aside") || t.tags.has("header") || t.tags.has("filler") || t.tags.has("label") || t.tags.has("and"))
  );
}

interface Run {
  /** The token after the run. */
  k: number;
  strong: number;
  labels: number;
  words: number;
}

/** The run of aside words, emoji and "!" from i (at most MOST tokens). */
function asideRun(tokens: readonly Tagged[], i: number): Run {
  const run: Run = { k: i, strong: 0, labels: 0, words: 0 };
  while (run.k < tokens.length && run.k - i < MOST) {
    const t = tokens[run.k];
    const phrase = phraseAt(tokens, run.k);
    if (phrase > 0) {
      run.words++;
      run.strong++;
      run.k += phrase;
      continue;
    }
    if (asideWord(t, tokens[run.k - 1])) {
      run.words++;
      if (t.tags.has("aside") || t.tags.has("header")) run.strong++;
      if (t.tags.has("label")) run.labels++;
    } else if (t.kind !== "emoji" && t.text !== "!") break;
    run.k++;
    // "Busy day 😅 work 9-5": the emoji (or "!!") closes the aside.
    const closer = t.kind === "emoji" || t.text === "!";
    if (closer && tokens[run.k]?.kind !== "emoji" && tokens[run.k]?.text !== "!") break;
  }
  return run;
}

/** Tomorrow after an aside and its "and". */
const TOMORROW = new Set(["tomorrow", "tmrw", "mañana", "بكرة", "بكره", "بكرا"]);

const DASHES = new Set(["-", "–", "—"]);
/** Words of order that may open an aside: "luego libre!!", "then free". */
const THEN = new Set(["luego", "después", "despues", "then"]);

export const ASIDE: Rule = {
  name: "aside/mood-or-header",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    // "... salgo a las 5 🍻 luego libre!!", "then free 🎉": the word of order before a mood is the mood's.
    const seq = THEN.has(tokens[i].lower) && tokens[i + 1]?.kind === "word" ? 1 : 0;
    const { k, strong, labels, words } = asideRun(tokens, i + seq);
    // ("3 calls: Sam, Jo, Priya": a capitalised word alone in a list after a comma is a name, not Spanish "jo".)
    const name = /^\p{Lu}/u.test(tokens[i].text) && tokens[i - 1]?.text === "," && words === 1 && k === i + 1;
    if (name && (tokens[k]?.text === "," || tokens[k]?.tags.has("and") || closesItem(tokens[k]))) return null;
    if (seq && (strong === 0 || labels > 0 || !(closesItem(tokens[k]) || tokens[k - 1].text === "!"))) return null;
    const stop = tokens[k];
    if (stop?.text === ":" && labels > 0 && words <= 4) return { end: k + 1, text: "" };
    if (strong === 0 || words === 0) return null;
    const emojiEnded = tokens[k - 1].kind === "emoji" || tokens[k - 1].text === "!";
    if (stop && [":", ",", "،", "-", "–", "—"].includes(stop.text)) return { end: k + 1, text: "" };
    if (closesItem(stop) || emojiEnded) return { end: k, text: "" };
    // "اليوم راحة وبكرة دوام": the "and" that brings in tomorrow's item (rules/other-day-item.ts) is not the aside's.
    if (k - 1 > i && tokens[k - 1].tags.has("and") && TOMORROW.has(stop?.lower ?? "")) return { end: k - 1, text: "" };
    return null;
  },
};

/**
 * An aside after a dash that ends the line: "dinner w/ the couple at 8 - wish me luck", "call NY at 4 - time
 * difference!" are the dinner and the call, the dash and the remark dropped. Only a remark (a strong aside word or
 * a phrase of PHRASES) that closes the item.
 */
export const DASH_ASIDE: Rule = {
  name: "aside/after-dash",
  starts: { words: [...DASHES] },
  match: (tokens, i) => {
    const dash = tokens[i];
    if (dash.kind !== "punct" || !DASHES.has(dash.text) || opensItem(tokens, i)) return null;
    const prev = tokens[i - 1];
    if (prev.kind !== "word" && prev.kind !== "number" && prev.kind !== "clock") return null;
    const { k, strong, words } = asideRun(tokens, i + 1);
    if (strong === 0 || words === 0 || k === i + 1) return null;
    const emojiEnded = tokens[k - 1].kind === "emoji" || tokens[k - 1].text === "!";
    return closesItem(tokens[k]) || emojiEnded ? { end: k, text: "" } : null;
  },
};

/** Words that say what kind of day it is, before "day" (English) or after "día" (Spanish). */
const DAY_KINDS = new Set([
  ...["long", "busy", "big", "full", "packed", "hectic", "crazy", "mad", "manic", "heavy", "quiet", "slow", "easy"],
  ...["largo", "movido", "intenso", "liado", "completo", "tranquilo", "pesado", "duro", "ajetreado", "lleno"],
]);
const DAY_WORDS = new Set(["day", "día", "dia"]);
const PLACE_PREPOSITIONS = new Set(["at", "in", "on", "en", "a"]);
/** At most this many words name the place: "the office", "la tienda de mi tía". */
const PLACE_WORDS = 4;

/** The end of "long day" / "día largo" (with "a"/"un" before and "today"/"hoy" after) at i, or -1. */
function dayKindEnd(tokens: readonly Tagged[], i: number): number {
  let k = ["a", "un", "another", "otro"].includes(tokens[i]?.lower) ? i + 1 : i;
  const en = DAY_KINDS.has(tokens[k]?.lower) && DAY_WORDS.has(tokens[k + 1]?.lower);
  const es = DAY_WORDS.has(tokens[k]?.lower) && DAY_KINDS.has(tokens[k + 1]?.lower);
  if (!en && !es) return -1;
  k += 2;
  return ["today", "hoy"].includes(tokens[k]?.lower) ? k + 1 : k;
}

/**
 * "Long day at the office, meeting at 10", "big day at work!", "Día largo en la oficina, reunión a las 10": what
 * kind of day it is and where is a heading (issue 29, kind 3), as "Long day today" already was; the place is not
 * a task. Only when the place closes the item ("long day at work 9-5" keeps its hours).
 */
export const DAY_AT_PLACE: Rule = {
  name: "aside/day-at-place",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    const k = dayKindEnd(tokens, i);
    if (k < 0 || !PLACE_PREPOSITIONS.has(tokens[k]?.lower)) return null;
    let end = k + 1;
    while (end - k <= PLACE_WORDS && tokens[end]?.kind === "word" && !closesItem(tokens[end])) end++;
    if (end === k + 1) return null;
    const stop = tokens[end];
    if (stop && [":", ",", "-", "–", "—"].includes(stop.text)) return { end: end + 1, text: "" };
    if (!stop || closesItem(stop) || stop.kind === "emoji" || stop.text === "!") {
      while (tokens[end]?.kind === "emoji" || tokens[end]?.text === "!") end++;
      return { end, text: "" };
    }
    return null;
  },
};
