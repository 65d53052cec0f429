/**
 * Why an item is today's, said after it (issue 29): "renew car insurance, ends tmrw!!", "tax the car,
 * runs out tomorrow", "renew the railcard, it expires Fri", "return the library books, they're due
 * back thurs" name the day something ends; the item is today's work, and the remark is neither
 * an item of its own ("Runs out") nor another day's (rules/day-names.ts, endsBefore). It goes.
 * Only after a comma or dash, and only when the day closes the item. Bounded: a few tokens.
 */

import type { Rule } from "../core/rules";
import { closesItem, SHORTHAND, type Tagged } from "../core/tags";
import { endsBefore, weekdayAt } from "./day-names";

/** What may stand before the verb: "it", "it's", "they", "which". */
const SUBJECT = new Set([
  "it",
  "its",
  "it's",
  "it’s",
  "they",
  "they're",
  "theyre",
  "they’re",
  "which",
  "that",
  "cos",
  "coz",
  "as",
]);
const ENDS = new Set("ends ending expires expiring lapses closes closing renews runs run due".split(" "));
const MOST = 6;
const STARTS = [",", "-", "–"];

function isDay(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  if (t?.kind !== "word") return false;
  if (t.lower === "tomorrow" || SHORTHAND.get(t.lower) === "tomorrow") return true;
  return weekdayAt(tokens, k) !== undefined;
}

export const ENDS_ON_DAY: Rule = {
  name: "other-day/ends-on-day",
  starts: { words: STARTS },
  match: (tokens, i) => {
    // (Its own start: "vat return due fri" has no comma or dash before its "due".)
    if (i === 0 || tokens[i - 1].kind !== "word" || !STARTS.includes(tokens[i].text)) return null;
    let k = i + 1;
    while (k < i + 3 && SUBJECT.has(tokens[k]?.lower ?? "")) k++;
    if (!ENDS.has(tokens[k]?.lower ?? "")) return null;
    let end = k + 1;
    while (end < i + MOST && !isDay(tokens, end)) {
      const t = tokens[end];
      if (!t || t.kind !== "word" || closesItem(t)) return null;
      end++;
    }
    // "due back thurs" reads its own "due"; the verb must stand right before the day otherwise.
    if (!isDay(tokens, end) || (tokens[k].lower !== "due" && !endsBefore(tokens, end))) return null;
    const next = tokens[end + 1];
    if (next && !closesItem(next) && next.kind === "word") return null;
    return { end: end + 1, text: "" };
  },
};
