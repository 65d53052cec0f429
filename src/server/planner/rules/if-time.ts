/**
 * Only if there is time (issue 29, kind 3): "gym if time", "call Bea if poss", "tidy up time
 * permitting", "stretch if I get a chance", "bake if I get round to it" are optional items, read like
 * "if possible" (priority 1), and so are errands "if it's still open", events "if I'm lucky" or "if no one goes
 * into labour", with no stray "if time" (nor the "only" of "only if there's time") left in the title.
 */

import { spanText, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const CHANCE = new Set(["chance", "minute", "sec", "moment"]);
const ROUND = new Set(["round", "around"]);
const ORDER_WORDS = new Set(["after", "afterwards", "later", "then"]);

/** The end of an "if ..." phrase of chance at i (after "if"), or -1. */
function chanceEnd(tokens: readonly Tagged[], i: number): number {
  const w = (k: number): string => tokens[k]?.lower ?? "";
  if (w(i) === "time" || w(i) === "poss" || w(i) === "poss." || w(i) === "pos") {
    // "if time allows" is read already; "if time" alone ends the item.
    const next = tokens[i + 1];
    return next === undefined || next.kind !== "word" ? i + 1 : -1;
  }
  const mood = moodEnd(tokens, i);
  if (mood > 0) return mood;
  const open = openEnd(tokens, i);
  if (open > 0) return open;
  const weather = weatherEnd(tokens, i);
  if (weather > 0) return weather;
  const hope = hopeEnd(tokens, i);
  if (hope > 0) return hope;
  const nap = napEnd(tokens, i);
  if (nap > 0) return nap;
  // "if I survive", "if I'm still alive": how the day goes, not a part of the title.
  if (w(i) === "i" && w(i + 1) === "survive") {
    if (w(i + 2) === "today") return i + 3;
    return w(i + 2) === "the" && (w(i + 3) === "day" || w(i + 3) === "week") ? i + 4 : i + 2;
  }
  if (w(i) !== "i" || w(i + 1) !== "get") return -1;
  if (w(i + 2) === "a" && CHANCE.has(w(i + 3))) return i + 4;
  if (ROUND.has(w(i + 2)) && w(i + 3) === "to" && (w(i + 4) === "it" || w(i + 4) === "them")) return i + 5;
  return -1;
}

const FINISH = new Set(["finish", "finished", "done", "off", "out", "back"]);
const WORK_OF = new Set(["work", "up", "my", "the", "shift", "everything"]);

/**
 * "if I finish by 4", "if I get done early", "if I'm back by 6", "if I finish work on time": a
 * chance the day gives, as "if I get a chance" is, and the item comes after that finish ("if possible
 * after 4", "if possible after work"); the end of the phrase at i (after "if") and what it comes after.
 */
function finishEnd(tokens: readonly Tagged[], i: number): { end: number; after: string } | null {
  const w = (k: number): string => tokens[k]?.lower ?? "";
  let k = i;
  if (w(k) === "i" && (w(k + 1) === "get" || w(k + 1) === "am")) k += 2;
  else if (w(k) === "i" || I_AM.has(w(k))) k++;
  else return null;
  if (!FINISH.has(w(k))) return null;
  k++;
  while (WORK_OF.has(w(k)) && k < i + 6) k++;
  if (w(k) === "early") return { end: k + 1, after: "work" };
  if ((w(k) === "on" || w(k) === "in") && w(k + 1) === "time") return { end: k + 2, after: "work" };
  if (w(k) !== "by" && w(k) !== "before" && w(k) !== "b4") return null;
  const c = tokens[k + 1];
  if (c?.kind !== "clock" && c?.kind !== "number") return null;
  const end = tokens[k + 2]?.tags.has("pm") || tokens[k + 2]?.tags.has("am") ? k + 3 : k + 2;
  return { end, after: spanText(tokens, k + 1, end) };
}

/** "it's", "its", "they're": the shop or office the item goes to. */
const IT_IS = new Set(["it's", "its", "it’s", "they're", "theyre", "they’re"]);

/** "if it's still open", "if they're open", "if it's dry": the end of the phrase at i (after "if"), or -1. */
function openEnd(tokens: readonly Tagged[], i: number): number {
  const w = (k: number): string => tokens[k]?.lower ?? "";
  let k = i;
  if (IT_IS.has(w(k))) k++;
  else if ((w(k) === "it" || w(k) === "they") && (w(k + 1) === "is" || w(k + 1) === "are")) k += 2;
  else return -1;
  if (w(k) === "still") k++;
  if (w(k) === "open") return k + 1;
  // The weather: "if it's dry", "if it's not raining".
  if (w(k) === "not" && w(k + 1) === "raining") return k + 2;
  return FAIR.has(w(k)) ? k + 1 : -1;
}

const FAIR = new Set(["dry", "sunny", "nice", "fine", "warm"]);

const LITTLE = new Set(["baby", "babies", "kids", "twins", "toddler", "he", "she", "they", "bubs", "baby's"]);
const NAPS = new Set(["naps", "nap", "sleeps", "sleep", "asleep"]);
/**
 * "thank you cards maybe 20 mins if baby naps", "if the twins nap": a chance of the day, as "if I get a
 * chance" is (issue 29, p-seen19). The end of the phrase at i (after "if"), or -1.
 */
function napEnd(tokens: readonly Tagged[], i: number): number {
  const w = (k: number): string => tokens[k]?.lower ?? "";
  let k = i;
  if (w(k) === "the" || w(k) === "my") k++;
  if (!LITTLE.has(w(k))) return -1;
  k++;
  if (w(k) === "is" || w(k) === "are" || w(k) === "'s") k++;
  if (!NAPS.has(w(k))) return -1;
  const next = tokens[k + 1];
  return next === undefined || next.kind !== "word" ? k + 1 : -1;
}
const STAYS = new Set(["stays", "keeps", "holds"]);

/**
 * "if dry", "if it stays dry", "if the weather holds": weather permitting; the end of the phrase at i (after "if"), or -1.
 * ("if it's nice", "if it is dry" are openEnd's, which reads "it's" / "it is" and runs first.)
 */
function weatherEnd(tokens: readonly Tagged[], i: number): number {
  const w = (k: number): string => tokens[k]?.lower ?? "";
  let k = i;
  // "if the weather holds", "if the weather's nice", "if the weather is ok".
  if (w(k) === "the" && (w(k + 1) === "weather" || w(k + 1) === "weather's")) {
    k += 2;
    if (w(k - 1) === "weather" && (w(k) === "holds" || w(k) === "behaves")) return k + 1;
    if (w(k) === "is" || w(k) === "stays") k++;
    return FAIR.has(w(k)) || w(k) === "ok" || w(k) === "good" ? k + 1 : -1;
  }
  if (w(k) === "it") k++;
  if (k > i && STAYS.has(w(k))) k++;
  if (!FAIR.has(w(k))) return -1;
  // "if nice weather", "if sunny out": one more word of the sky at most; the item ends there.
  const next = tokens[k + 1];
  return next === undefined || next.kind !== "word" ? k + 1 : -1;
}

const NOBODY = new Set(["nobody", "noone", "no-one", "nothing"]);
/** Longest "if nothing comes up" clause read. */
const MOST_HOPE = 7;

/**
 * "if no one goes into labour", "if nobody calls in sick", "if nothing kicks off": a hope that
 * nothing gets in the way, to the item's end (a comma, an emoji, its line); the end, or -1.
 */
function hopeEnd(tokens: readonly Tagged[], i: number): number {
  const w = (k: number): string => tokens[k]?.lower ?? "";
  let k = i;
  if (w(k) === "no" && w(k + 1) === "one") k += 2;
  else if (NOBODY.has(w(k))) k++;
  else return -1;
  const from = k;
  while (k < from + MOST_HOPE && tokens[k]?.kind === "word") k++;
  const next = tokens[k];
  return k > from && (next === undefined || next.kind !== "word") ? k : -1;
}

const I_AM = new Set(["i'm", "im", "i’m"]);
const TOO = new Set(["too", "totally", "completely", "that", "so"]);
const STATES = new Set(["dead", "shattered", "up", "alive", "awake", "done", "ok", "okay", "able", "lucky"]);
const ENOUGH = new Set(["the", "any", "enough", "some"]);
/** States read with no "I'm" ("if not dead"): not "if not done", which is about a task. */
const BARE_STATES = new Set([
  "dead",
  "shattered",
  "tired",
  "knackered",
  "exhausted",
  "wrecked",
  "wiped",
  "sore",
  "sick",
  "busy",
  "late",
  "raining",
]);

/**
 * "if I'm not dead", "if I'm not too tired", "if not dead", "if I'm up for it", "if I have the energy", "if I feel
 * like it": the end of the phrase at i (after "if"), or -1.
 */
function moodEnd(tokens: readonly Tagged[], i: number): number {
  const w = (k: number): string => tokens[k]?.lower ?? "";
  let k = i;
  if (I_AM.has(w(k))) k++;
  else if (w(k) === "i" && w(k + 1) === "am") k += 2;
  else if (w(k) === "i" && (w(k + 1) === "have" || w(k + 1) === "still") && w(k + 2) !== "to") {
    k += w(k + 1) === "still" && w(k + 2) === "have" ? 3 : 2;
    if (ENOUGH.has(w(k))) k++;
    return w(k) === "energy" ? k + 1 : -1;
  } else if (w(k) === "i" && w(k + 1) === "feel" && w(k + 2) === "like" && w(k + 3) === "it") return k + 4;
  else if (w(k) === "not" && BARE_STATES.has(w(k + 1) === "too" ? w(k + 2) : w(k + 1))) {
    // "if not dead", "if not too tired": the "I'm" left out.
    const state = w(k + 1) === "too" ? k + 2 : k + 1;
    return state + 1;
  } else return -1;
  if (w(k) === "not") k++;
  if (TOO.has(w(k))) k++;
  const state = tokens[k];
  if (!state || (!STATES.has(state.lower) && !state.tags.has("aside"))) return -1;
  k++;
  // "up for it", "up to it"
  if ((w(k) === "for" || w(k) === "to") && w(k + 1) === "it") k += 2;
  return k;
}

export const IF_TIME: Rule = {
  name: "priority/if-time",
  starts: { words: ["only", "time", "weather", "if"] },
  match: (tokens, i) => {
    const t = tokens[i];
    // "nap 45m, only if there's time": "only" says no more than the "if" after it; no item of its own.
    if (t.lower === "only" && tokens[i + 1]?.lower === "if" && i > 0) return { end: i + 1, text: "" };
    if ((t.lower === "time" || t.lower === "weather") && tokens[i + 1]?.lower === "permitting")
      return { end: i + 2, text: "if possible" };
    if (t.lower !== "if") return null;
    const finish = finishEnd(tokens, i + 1);
    if (finish) return { end: finish.end, text: `if possible after ${finish.after}` };
    const end = chanceEnd(tokens, i + 1);
    if (end < 0) return null;
    // "gym after if I'm not knackered": the order word goes last, where the item reader looks for it.
    const order = tokens[i - 1];
    if (order && ORDER_WORDS.has(order.lower)) return { from: i - 1, end, text: `if possible ${order.text}` };
    return { end, text: "if possible" };
  },
};
