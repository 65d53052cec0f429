/**
 * A deadline on another day (issue 29, kinds 6 and 7): "2 rush transcripts due by 9am thurs",
 * "essay due fri 5pm", "report due by 9am tomorrow", "slides due thursday", "by friday" are work
 * for today with no deadline today: the hour belongs to that day, so it is neither the item's start
 * ("essay due fri 5pm" was an event at 5pm) nor a deadline this morning. The phrase goes; the item
 * keeps its words ("2 rush transcripts"). A weekday that is the planned day's is today's deadline.
 */

import { spanText, readClock, type Rule } from "../core/rules";
import { closesItem, SHORTHAND, type Tagged } from "../core/tags";
import { weekdayAt } from "./day-names";

const LEADS = new Set(["due", "deadline", "by"]);
/**
 * "pay council tax b4 friday", "before fri 5pm", "pagar el IBI antes del viernes" ("para el sábado"
 * keeps its words: what today's work is for):
 * leads that only say "by that day" when the day (and its hour) closes the item.
 */
const CLOSING_LEADS = new Set(["before", "b4", "bfr", "antes", "hasta"]);
const SPANISH_LINKS = new Set(["de", "del", "el"]);
const LINKS = new Set(["by", "at", "on", ":", "is", "@", "before", "this", "next"]);
const CLOCK_LINKS = new Set(["by", "at", "@"]);

function isTomorrow(t: Tagged | undefined): boolean {
  return t?.kind === "word" && (t.lower === "tomorrow" || SHORTHAND.get(t.lower) === "tomorrow");
}

/** A clock after k (past "by", "at"), or null. */
function clockAt(tokens: readonly Tagged[], k: number): { end: number; text: string } | null {
  let j = k;
  while (j < k + 2 && CLOCK_LINKS.has(tokens[j]?.lower ?? "")) j++;
  const c = readClock(tokens, j);
  // A bare number must look like an hour ("due fri 5", not "due fri 2 reports").
  const next = tokens[c?.end ?? j];
  const word =
    next?.kind === "word" && !next.tags.size && !LINKS.has(next.lower) && weekdayAt(tokens, c?.end ?? j) === undefined;
  if (!c || (tokens[j].kind === "number" && !c.mer && word)) return null;
  return {
    end: c.end,
    text: spanText(tokens, j, c.end, ""),
  };
}

export const DUE_OTHER_DAY: Rule = {
  name: "deadline/other-day",
  starts: { words: [...LEADS, ...CLOSING_LEADS] },
  match: (tokens, i, context) => {
    const t = tokens[i];
    const closing = CLOSING_LEADS.has(t.lower);
    if (t.kind !== "word" || !(LEADS.has(t.lower) || closing)) return null;
    let k = i + 1;
    while (closing && k < i + 3 && SPANISH_LINKS.has(tokens[k]?.lower ?? "")) k++;
    while (k < i + 4 && LINKS.has(tokens[k]?.lower ?? "")) k++;
    const before = clockAt(tokens, k);
    if (before) {
      k = before.end;
      while (k < before.end + 2 && LINKS.has(tokens[k]?.lower ?? "")) k++;
    }
    const weekday = weekdayAt(tokens, k);
    const tomorrow = isTomorrow(tokens[k]);
    if (weekday === undefined && !tomorrow) return null;
    // (A bare "by" needs the day right after it or after its hour: "by friday", "by 9am thurs".)
    let end = k + 1;
    const after = before ? null : clockAt(tokens, end);
    if (after) end = after.end;
    if (closing && !closesItem(tokens[end]) && tokens[end]?.text !== "," && tokens[end]?.kind !== "emoji") return null;
    if (!tomorrow && weekday === context.weekday) {
      const clock = before ?? after;
      return { end, text: clock ? `by ${clock.text}` : "" };
    }
    return { end, text: "" };
  },
};
