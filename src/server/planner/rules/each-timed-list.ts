/**
 * A count with a length each, then the things at their times (issue 29, kind 1): "3 full valets (2h
 * each): 8am Ford Focus, 11 BMW on Elm St, 2pm Range Rover", "3 interviews, 45 min each: 10am Sam,
 * 11 Priya, 2pm Leo" are three timed items, each that long from its own time, never one block from the
 * first time to the last titled with the count. Written out as ranges under the things' name ("full
 * valets: 08:00-10:00 Ford Focus, ..."), which the list reader knows. Only when as many items follow as
 * the count says, each opening with a time; a bare hour earlier than the one before is the afternoon's.
 */

import { readClock, resolveHour, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";
import { eachLength } from "./count-after";

const MOST_NOUN = 3;
const MOST_ITEM = 8;
const SEP = new Set([",", "&", "and"]);

const pad = (n: number): string => String(n).padStart(2, "0");
const clock = (m: number): string => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
const plain = (t: Tagged | undefined): boolean =>
  t?.kind === "word" && t.unitMinutes === undefined && t.count === undefined && !SEP.has(t.lower);

/** The length each, "(2h each)" or ", 45 min each", at k, then a colon: its minutes and the token after the colon. */
function lengthThenColon(tokens: readonly Tagged[], k: number): { minutes: number; end: number } | null {
  const open = tokens[k]?.text === "(";
  if (!open && tokens[k]?.text !== ",") return null;
  const each = eachLength(tokens, k + 1);
  if (!each || each.noun) return null;
  let end = each.end;
  if (open && tokens[end]?.text !== ")") return null;
  if (open) end++;
  return tokens[end]?.text === ":" ? { minutes: each.minutes, end: end + 1 } : null;
}

interface Item {
  start: number;
  words: string;
}

/** The timed items from k on, "8am Ford Focus, 11 BMW on Elm St": their starts (minutes) and words, and where they end. */
function timedItems(tokens: readonly Tagged[], k: number, n: number): { items: Item[]; end: number } | null {
  const items: Item[] = [];
  let last = -1;
  while (items.length < n) {
    const c = readClock(tokens, k);
    if (!c) return null;
    let h = resolveHour(c.h, c.mer);
    if (!c.mer && h * 60 + c.m <= last && h < 12) h += 12;
    const start = h * 60 + c.m;
    if (start <= last || start >= 24 * 60) return null;
    let j = c.end;
    const from = j;
    while (j < from + MOST_ITEM && plain(tokens[j])) j++;
    if (j === from) return null;
    items.push({
      start,
      words: tokens
        .slice(from, j)
        .map((t) => t.text)
        .join(" "),
    });
    last = start;
    if (items.length < n) {
      if (!SEP.has(tokens[j]?.lower ?? "")) return null;
      j++;
      if (tokens[j]?.lower === "and") j++;
    }
    k = j;
  }
  return { items, end: k };
}

export const EACH_TIMED_LIST: Rule = {
  name: "list/each-timed-list",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const n = tokens[i].count;
    if (tokens[i].kind !== "number" || n === undefined || n < 2 || n > 8 || tokens[i].glued) return null;
    let k = i + 1;
    while (k < i + 1 + MOST_NOUN && plain(tokens[k])) k++;
    if (k === i + 1) return null;
    const noun = tokens
      .slice(i + 1, k)
      .map((t) => t.text)
      .join(" ");
    const length = lengthThenColon(tokens, k);
    if (!length) return null;
    const list = timedItems(tokens, length.end, n);
    if (!list) return null;
    const items = list.items.map((it) => `${clock(it.start)}-${clock(it.start + length.minutes)} ${it.words}`);
    return { end: list.end, text: `${noun}: ${items.join(", ")}` };
  },
};
