/**
 * Clock times written the short way (issue 29, kind 9): "soundcheck 1430" is 14:30 and "a las 22h"
 * is 22:00, written out as HH:MM for the item reader.
 */

import { readClock, readLength, spanText, type Rule } from "../core/rules";
import { closesItem, opensItem, singular, type Tagged } from "../core/tags";
import { fromMinutes } from "../time";

/** Words after which four digits are a quantity or a year, not a time. */
const QUANTITY = new Set(["in", "of", "since", "year", "room", "page", "pages", "en", "año", "desde", "número"]);

/** Between two four-digit times: "0545-0930", "1500 to 1900", "0700 til 1500". */
const RANGE_JOIN = new Set(["-", "–", "to", "til", "till", "until"]);

/** A four-digit clock time (HHMM, minutes under 60) at k. */
function fourDigitClock(t: Tagged | undefined): boolean {
  if (t?.kind !== "number" || t.digits !== 4 || t.glued) return false;
  return Math.floor((t.value ?? 0) / 100) <= 23 && (t.value ?? 0) % 100 <= 59;
}

/** "split turn 0545-0930 then 1500-1900": each end of a range of two four-digit times is a time, whatever is beside it. */
function rangeEnd(tokens: readonly Tagged[], i: number): boolean {
  if (RANGE_JOIN.has(tokens[i + 1]?.lower ?? "") && fourDigitClock(tokens[i + 2])) return true;
  return RANGE_JOIN.has(tokens[i - 1]?.lower ?? "") && fourDigitClock(tokens[i - 2]);
}

export const MILITARY_TIME: Rule = {
  name: "clock/four-digits",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "number" || t.digits !== 4 || t.glued) return null;
    const h = Math.floor((t.value ?? 0) / 100);
    const m = (t.value ?? 0) % 100;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (h > 23 || m > 59) return null;
    if (rangeEnd(tokens, i) && !QUANTITY.has(prev?.lower ?? "")) return { end: i + 1, text: fromMinutes(h * 60 + m) };
    // "1430 dentista" opening an item: the item's hour, then its name (not "2026 budget": no 19/20).
    // ("target: 1500 words", "2000 steps": a plural after it counts things.)
    if (
      opensItem(tokens, i, true) &&
      next?.kind === "word" &&
      !next.unitMinutes &&
      !singular(next.text) &&
      h >= 6 &&
      h <= 22 &&
      h !== 19 &&
      h !== 20
    )
      return { end: i + 1, text: fromMinutes(h * 60 + m) };
    if (!prev || prev.kind !== "word" || QUANTITY.has(prev.lower)) return null;
    // "Mr Jones 1230 for 45 min": a length said after it leaves it a time.
    const lengthNext = (next?.lower === "for" || next?.lower === "durante") && readLength(tokens, i + 1) !== null;
    if ((next?.kind === "word" && !lengthNext) || next?.kind === "number") return null;
    if ((h === 19 || h === 20) && !prev.tags.has("cue")) return null; // "since 2019", "in 2026"
    return { end: i + 1, text: fromMinutes(h * 60 + m) };
  },
};

/** Words after which three digits are a clock time: "mtg @ 930", "call at 1030" has four. */
const AT_WORDS = new Set(["at", "@", "a", "las", "around", "~"]);

/** "mtg w/ Jen @ 930", "meeting at 930": three digits after "at" are H:MM (9:30), never a count. */
export const THREE_DIGIT_TIME: Rule = {
  name: "clock/three-digits",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "number" || t.digits !== 3 || t.glued || !AT_WORDS.has(tokens[i - 1]?.lower ?? "")) return null;
    const h = Math.floor((t.value ?? 0) / 100);
    const m = (t.value ?? 0) % 100;
    if (h < 1 || h > 9 || m > 59) return null;
    const next = tokens[i + 1];
    // ("at 100 km/h", "at 250 words": a unit or a plural after it counts.)
    if (next?.kind === "word" && (next.unitMinutes || singular(next.text))) return null;
    return { end: i + 1, text: `${h}:${String(m).padStart(2, "0")}` };
  },
};

/** Tokens looked at either side for another clock time. */
const NEAR = 40;

/**
 * "visita piso Chamberí 10h" in a list of times ("... 11:30", "a las 13h"): "Nh" of 7 to 23 closing an
 * item that opens with a noun, not a verb ("estudiar 8h" is a length), with another clock time near.
 */
function closingHour(tokens: readonly Tagged[], i: number): boolean {
  const v = tokens[i].value ?? 0;
  const next = tokens[i + 2];
  if (v < 7 || v > 23 || !(closesItem(next) || next.text === "," || next.text === "،")) return false;
  let s = i - 1;
  while (s > 0 && i - s < NEAR && !opensItem(tokens, s, true)) s--;
  const first = tokens[s];
  if (first?.kind !== "word" || /(?:ar|er|ir|ír)(?:me|se|lo|la|los|las)?$/u.test(first.lower)) return false;
  for (let k = Math.max(0, i - NEAR); k < tokens.length && k < i + NEAR; k++) {
    if (k === i) continue;
    const t = tokens[k];
    if (t.kind === "clock" || (t.kind === "number" && tokens[k - 1]?.tags.has("cue"))) return true;
  }
  return false;
}

/** The minutes glued after the h of "11h30", "9h15": their value, or undefined. */
function hMinutes(tokens: readonly Tagged[], i: number): number | undefined {
  const h = tokens[i + 1];
  const m = tokens[i + 2];
  if (m?.kind !== "number" || m.digits !== 2 || m.start !== h.end || (m.value ?? 99) > 59) return undefined;
  return m.value;
}

/**
 * "videollamada con la agencia 11h30" closing an item with no cue: an hour of 7 or more with its
 * minutes is a clock time ("2h30" stays a length), unless the item opens with a verb ("estudiar 8h30").
 */
function closingHourMinutes(tokens: readonly Tagged[], i: number): boolean {
  if ((tokens[i].value ?? 0) < 7 || !closesItem(tokens[i + 3]) || opensItem(tokens, i, true)) return false;
  let s = i - 1;
  while (s > 0 && i - s < NEAR && !opensItem(tokens, s, true)) s--;
  while (tokens[s]?.kind === "number" || tokens[s]?.kind === "punct") s++;
  const first = tokens[s];
  return first?.kind === "word" && !/(?:ar|er|ir|ír)(?:me|se|lo|la|los|las)?$/u.test(first.lower);
}

/** Words that go on to a range's end: "de 8h a 15h", "de 8h hasta las 3". */
const RANGE_ON = new Set(["a", "al", "hasta", "-", "–", "to"]);

/** "guardia de 24h", "un turno de 12h": "de" and an hour count with no range's end after it is a length. */
function lengthOf(tokens: Parameters<Rule["match"]>[0], i: number): boolean {
  if (tokens[i - 1]?.lower !== "de" || tokens[i + 2]?.lower === ":" || tokens[i + 2]?.glued) return false;
  return !RANGE_ON.has(tokens[i + 2]?.lower ?? "");
}

export const HOUR_H: Rule = {
  name: "clock/hour-h",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const t = tokens[i];
    const h = tokens[i + 1];
    if (t.kind !== "number" || !t.glued || (t.value ?? 99) > 24 || h?.lower !== "h") return null;
    if (lengthOf(tokens, i)) return null;
    const minutes = hMinutes(tokens, i);
    const opens = opensItem(tokens, i, true) && (t.value ?? 0) >= 7 && tokens[i + 3]?.kind === "word";
    if (minutes !== undefined && (tokens[i - 1]?.tags.has("cue") || opens || closingHourMinutes(tokens, i)))
      return { end: i + 3, text: fromMinutes((t.value ?? 0) * 60 + minutes) };
    // "2h" alone is a length; "9h reunión", "11h médico" opening an item are clock times (a length of
    // seven hours or more is not how an item opens).
    const opening = opensItem(tokens, i, true) && (t.value ?? 0) >= 7 && tokens[i + 2]?.kind === "word";
    const of = ["de", "of", "y", "and", "para", "for"].includes(tokens[i + 2]?.lower ?? "");
    if (!tokens[i - 1]?.tags.has("cue") && !(opening && !of) && !closingHour(tokens, i)) return null;
    return { end: i + 2, text: fromMinutes((t.value ?? 0) * 60) };
  },
};

/** Words before a range's end: "12 to 2ish", "10.30 til 3ish". */
const RANGE_END = new Set(["to", "till", "til", "until", "hasta"]);

/** "brunch 11ish", "at 7ish", "sleep till 1 ish", "a eso de las 4": about that hour ("around 11"), never part of a title. */
export const HOUR_ISH: Rule = {
  name: "clock/hour-ish",
  starts: { kinds: ["number", "clock"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "number" && t.kind !== "clock") return null;
    // "2pm-ish": one word
    const glued = tokens[i + 1]?.lower;
    const oneWord = glued === "pm-ish" || glued === "am-ish";
    // "11ish", "1 ish", "1-ish", "2pm ish"
    const mer = tokens[i + 1]?.tags.has("pm") || tokens[i + 1]?.tags.has("am") ? 1 : 0;
    const dash = tokens[i + 1 + mer]?.text === "-" ? 1 : 0;
    if (!oneWord && tokens[i + 1 + mer + dash]?.lower !== "ish") return null;
    if (!oneWord && t.kind === "number" && ((t.value ?? 99) > 24 || (t.digits ?? 0) > 2)) return null;
    const end = oneWord ? i + 2 : i + 2 + mer + dash;
    const clock = oneWord ? `${t.text}${glued.slice(0, 2)}` : mer ? `${t.text}${tokens[i + 1].text}` : t.text;
    // "sleep till 1 ish", "done by 5-ish": the word before already says how the hour is meant.
    // "12-2ish": the end of a range is the hour itself.
    const before = tokens[i - 1];
    // "sale 10.30 til 3ish": the end of a range said with "til" too.
    if (
      before?.tags.has("connector") ||
      before?.text === "-" ||
      before?.text === "–" ||
      RANGE_END.has(before?.lower ?? "")
    )
      return { end, text: clock };
    const cue = tokens[i - 1]?.tags.has("cue");
    return { from: cue ? i - 1 : i, end, text: `around ${clock}` };
  },
};

const DASH = new Set(["-", "–", "—"]);

/**
 * "meeting 9am - 11am", "call 10:30am – 12:00pm": a range written with spaces round its dash is one
 * range, as "9am-11am" is, never two items at 9 and at 11. Both ends need a clock or a.m./p.m.
 */
export const SPACED_RANGE: Rule = {
  name: "clock/spaced-range",
  starts: { kinds: ["number", "clock"] },
  match: (tokens, i) => {
    const a = readClock(tokens, i);
    if (!a || (tokens[i].kind !== "clock" && !a.mer)) return null;
    const dash = tokens[a.end];
    if (!dash || !DASH.has(dash.text)) return null;
    const b = readClock(tokens, a.end + 1);
    if (!b || (tokens[a.end + 1].kind !== "clock" && !b.mer)) return null;
    return { end: b.end, text: `${spanText(tokens, i, a.end, "")}-${spanText(tokens, a.end + 1, b.end, "")}` };
  },
};
