/**
 * Times attach to the right item (issue 29, kinds 1 and 9): "dentist, appt at 3:45", "vet - the
 * appointment is at 10", "haircut (booking's 2:30)" give the item before it its time; never an
 * item of its own titled "Appt". The phrase becomes the plain "at 3:45" the reader knows.
 * And "(they close 4:30, ...)", "it opens at 9," said about a place are facts, not times of the
 * item: dropped (with "before they close at 5" left to rules/at-close.ts). Bounded: a few tokens.
 */

import { spanText, readClock, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const APPT = new Set(["appt", "appointment", "booking", "slot", "reservation", "booked", "appt's", "booking's"]);
const LINK = new Set(["is", "at", "'s", "’s", "@", "for"]);
const JOINS = new Set([",", "-", "–", "—", "("]);
const THEY = new Set(["they", "it", "shop", "store", "office", "place"]);
const OPEN_CLOSE = new Set(["close", "closes", "open", "opens", "shut", "shuts"]);

/** The clock after the link words at k, and its end. */
function clockAfter(tokens: readonly Tagged[], k: number): { text: string; end: number } | null {
  let c = k;
  while (c < k + 2 && (LINK.has(tokens[c]?.lower ?? "") || tokens[c]?.text === "@")) c++;
  const clock = readClock(tokens, c);
  if (!clock || (tokens[c].kind !== "clock" && clock.mer === undefined && c === k)) return null;
  const text = spanText(tokens, c, clock.end);
  return { text, end: clock.end };
}

export const APPOINTMENT_TIME: Rule = {
  name: "time/appointment-is",
  starts: { words: [...JOINS] },
  match: (tokens, i) => {
    const join = tokens[i];
    if (!JOINS.has(join.text) || tokens[i - 1] === undefined || tokens[i - 1].kind === "break") return null;
    let k = i + 1;
    if (tokens[k]?.lower === "the" || tokens[k]?.lower === "my") k++;
    if (!APPT.has(tokens[k]?.lower ?? "")) return null;
    const c = clockAfter(tokens, k + 1);
    if (!c) return null;
    let end = c.end;
    if (join.text === "(") {
      if (tokens[end]?.text !== ")") return null;
      end++;
    }
    return { end, text: ` at ${c.text}` };
  },
};

export const PLACE_HOURS: Rule = {
  name: "aside/place-hours",
  starts: { words: [...THEY] },
  match: (tokens, i) => {
    const prev = tokens[i - 1];
    if (!prev || (prev.text !== "(" && prev.text !== ",")) return null;
    if (!THEY.has(tokens[i].lower) || !OPEN_CLOSE.has(tokens[i + 1]?.lower ?? "")) return null;
    let k = i + 2;
    if (tokens[k]?.lower === "at") k++;
    const clock = readClock(tokens, k);
    if (!clock) return null;
    const comma = tokens[clock.end]?.text === ",";
    return { end: comma ? clock.end + 1 : clock.end, text: "" };
  },
};

const RANGE = new Set(["-", "–", "to", "till", "until"]);

/**
 * "dog grooming salon, open 9-5:30": the place and its hours are one line (the day's hours, read
 * as "salon open 9-5:30" is), not an item "Dog grooming salon" and the hours: the comma goes.
 */
export const PLACE_OPEN_RANGE: Rule = {
  name: "work/place-open-range",
  starts: { words: [","] },
  match: (tokens, i) => {
    if (tokens[i].text !== "," || tokens[i - 1]?.kind !== "word") return null;
    const open = tokens[i + 1]?.lower;
    if (open !== "open" && open !== "opening") return null;
    let k = i + 2;
    if (tokens[k]?.lower === "hours") k++;
    const from = readClock(tokens, k);
    if (!from || !RANGE.has(tokens[from.end]?.lower ?? "") || !readClock(tokens, from.end + 1)) return null;
    return { end: i + 1, text: " " };
  },
};

/**
 * "van MOT booked 5pm", "haircut booked for 2:30", "table booked at 8": the booking's hour is the
 * item's; "booked" is no part of its title ("Van MOT booked"). The phrase becomes "at 5pm".
 */
const RESERVED = new Set([
  "table",
  "room",
  "seat",
  "seats",
  "tickets",
  "ticket",
  "taxi",
  "cab",
  "uber",
  "court",
  "pitch",
]);

export const BOOKED_AT: Rule = {
  name: "time/booked-at",
  starts: { words: ["booked"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "booked" || tokens[i - 1]?.kind !== "word") return null;
    // "table booked for 8.30", "taxi booked 6am": the thing booked for something else keeps its word.
    if (RESERVED.has(tokens[i - 1].lower)) return null;
    const c = clockAfter(tokens, i + 1);
    return c ? { end: c.end, text: `at ${c.text}` } : null;
  },
};
