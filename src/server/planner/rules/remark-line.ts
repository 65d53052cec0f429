/**
 * Remarks that are no tasks (issue 29, kind 4): "sleep at least 7h", "get at least 8 hours sleep"
 * (a goal for the night, no block of the day), "they eat at 6", "the kids have tea at 5" (someone
 * else's meal: context, not a block for me), "so basically 3 deadlines today", "that's 4 things"
 * (a sum of the day's items, no item of its own) plan nothing. Only a whole item: from where an
 * item opens to where it closes. Bounded: at most MOST tokens.
 */

import { readClock, readLength, type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

const MOST = 10;
const SLEEP = new Set(["sleep", "kip"]);
const AIM = new Set(["get", "aim", "for", "need", "want", "try", "to"]);
/** Someone else eating: "they eat at 6", "the kids have tea at 5". */
const OTHERS = new Set(["they", "he", "she", "kids", "the", "boys", "girls", "children"]);
const EATS = new Set(["eat", "eats", "dine", "dines"]);
const HAS = new Set(["have", "has"]);
const MEALS = new Set(["dinner", "tea", "lunch", "breakfast", "supper"]);
/** A sum of the day's items: "so basically 3 deadlines today". */
const SUM_LEAD = new Set(["so", "basically", "that's", "thats", "which", "is", "means", "like"]);
const SUMMED = new Set(["deadlines", "deadline", "things"]);
const SUM_TAIL = new Set(["today", "due", "tonight", "lol", "total", "in", "all"]);

const ends = (tokens: readonly Tagged[], k: number): boolean => closesItem(tokens[k]);

/** "sleep at least 7h", "get at least 8 hours sleep", "aim for 8h sleep": the end, or -1. */
function sleepGoal(tokens: readonly Tagged[], i: number): number {
  let k = i;
  while (k < i + 3 && AIM.has(tokens[k]?.lower ?? "")) k++;
  const first = SLEEP.has(tokens[k]?.lower ?? "");
  if (first) k++;
  if (tokens[k]?.lower !== "at" || tokens[k + 1]?.lower !== "least") return -1;
  const len = readLength(tokens, k + 2);
  if (!len || len.minutes < 240) return -1;
  k = len.end;
  if (!first && !SLEEP.has(tokens[k]?.lower ?? "")) return -1;
  if (!first) k++;
  return ends(tokens, k) ? k : -1;
}

/** "they eat at 6", "the kids have tea at 5": the end, or -1. */
function othersEat(tokens: readonly Tagged[], i: number): number {
  let k = i;
  while (k < i + 2 && OTHERS.has(tokens[k]?.lower ?? "")) k++;
  if (k === i || (tokens[i].lower === "the" && k < i + 2)) return -1;
  if (EATS.has(tokens[k]?.lower ?? "")) k++;
  else if (HAS.has(tokens[k]?.lower ?? "") && MEALS.has(tokens[k + 1]?.lower ?? "")) k += 2;
  else return -1;
  if (tokens[k]?.lower !== "at") return -1;
  const c = readClock(tokens, k + 1);
  return c && (ends(tokens, c.end) || tokens[c.end].text === ",") ? c.end : -1;
}

/** "so basically 3 deadlines today": the end, or -1. */
function sumOfItems(tokens: readonly Tagged[], i: number): number {
  let k = i;
  while (k < i + 3 && SUM_LEAD.has(tokens[k]?.lower ?? "")) k++;
  const lead = k > i;
  if (tokens[k]?.count === undefined || !SUMMED.has(tokens[k + 1]?.lower ?? "")) return -1;
  if (!lead && tokens[k + 1].lower === "things") return -1;
  k += 2;
  while (k < i + MOST && SUM_TAIL.has(tokens[k]?.lower ?? "")) k++;
  return ends(tokens, k) ? k : -1;
}

export const REMARK_LINE: Rule = {
  name: "aside/remark-line",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i) || tokens[i].kind !== "word") return null;
    const end = Math.max(sleepGoal(tokens, i), othersEat(tokens, i), sumOfItems(tokens, i));
    return end > i ? { end, text: "" } : null;
  },
};
