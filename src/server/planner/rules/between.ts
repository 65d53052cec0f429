/**
 * "between the two meetings", "between both calls", "entre las dos reuniones", "entre mis clases",
 * "بين الاجتماعين" (issue 29, kind 8): the item goes between the two timed items written before it.
 * The phrase becomes the plain "in between" (or "entre medias") the item reader knows.
 */

import { readClock, readLength, resolveHour, skipWord, spanText, type Rule } from "../core/rules";
import { fromMinutes } from "../time";
import type { Tagged } from "../core/tags";

const EVENTS = new Set(
  (
    "meetings calls classes lectures appointments interviews sessions shifts lessons seminars one-on-ones 1on1s " +
    "standups syncs catch-ups check-ins visits viewings exams tutorials " +
    // ("eat between the two jobs", "between the gigs": the day's timed work by its kind.)
    "jobs gigs shows matches games performances rehearsals " +
    // ("sterilise the station between clients", "notes between patients": the people booked, by their slots.)
    "clients patients customers students pupils appts bookings " +
    "reuniones llamadas clases citas entrevistas sesiones turnos clientes clientas pacientes alumnos"
  ).split(" "),
);
const DETERMINERS = new Set("the my both our those these las los mis ambas ambos esas esos".split(" "));
const TWO = new Set(["two", "2", "dos", "both", "ambas", "ambos"]);
const AR_BETWEEN = new Set(["بين", "وبين"]);
const AR_THEM = new Set(["بينهم", "بينهما", "وبينهم", "وبينهما"]);
const AR_DUAL = new Set(["الاجتماعين", "المحاضرتين", "الموعدين", "المكالمتين", "الحصتين", "الدرسين", "الكلاسين"]);

/**
 * "٣ زباين للقياس: الساعة ١٠ و ١٢ و ٤ ... وبين الزباين أخلص الفستان": "between the X" where X (with
 * its article) was written before it as the timed items themselves is in between them.
 */
function namedBefore(tokens: readonly Tagged[], i: number): boolean {
  const noun = tokens[i + 1];
  if (noun?.kind !== "word" || !noun.lower.startsWith("ال") || noun.lower.length < 5) return false;
  const bare = noun.lower.slice(2);
  return tokens.slice(0, i).some((x) => x.lower === bare || x.lower === noun.lower);
}

/** A length at k: "1h", "90 min", "1.5h" (a number, perhaps its decimals, then a unit). */
function lengthAt(tokens: readonly Tagged[], k: number): boolean {
  if (readLength(tokens, k) !== null) return true;
  const decimals = tokens[k + 1]?.text === "." && tokens[k + 2]?.kind === "number";
  return tokens[k]?.kind === "number" && decimals && tokens[k + 3]?.unitMinutes !== undefined;
}

/** The end of "1:1s" / "1-1s" at k (1, ":" or "-", 1, "s"), or 0. */
function oneOnOnes(tokens: readonly Tagged[], k: number): number {
  const [a, sep, b, s] = [tokens[k], tokens[k + 1], tokens[k + 2], tokens[k + 3]];
  const one = (t: Tagged | undefined): boolean => t?.kind === "number" && t.text === "1";
  return one(a) && (sep?.text === ":" || sep?.text === "-") && one(b) && s?.lower === "s" ? k + 4 : 0;
}

/**
 * "first route 6:45-9, ... between routes, ... second route 2:30-4:45", "between runs": a plural
 * whose singular names two items of the day (before or after it) is those items.
 */
function namedTwice(tokens: readonly Tagged[], k: number): boolean {
  const noun = tokens[k];
  if (noun.kind !== "word" || noun.lower.length < 4 || !noun.lower.endsWith("s")) return false;
  const one = noun.lower.slice(0, -1);
  let seen = 0;
  // (Within NEAR_ITEMS tokens either side: a bounded look per match keeps the pass linear.)
  for (let j = Math.max(0, k - NEAR_ITEMS); j < tokens.length && j < k + NEAR_ITEMS; j++)
    if (tokens[j].lower === one && ++seen >= 2) return true;
  return false;
}
const NEAR_ITEMS = 200;

export const BETWEEN_EVENTS: Rule = {
  name: "between/two-events",
  starts: { words: [...AR_THEM, ...AR_BETWEEN, "between", "entre"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "word") return null;
    if (AR_THEM.has(t.lower)) return { end: i + 1, text: "in between" };
    if (AR_BETWEEN.has(t.lower))
      return AR_DUAL.has(tokens[i + 1]?.lower) || namedBefore(tokens, i) ? { end: i + 2, text: "in between" } : null;
    const spanish = t.lower === "entre";
    if (t.lower !== "between" && !spanish) return null;
    let k = skipWord(tokens, i + 1, DETERMINERS);
    k = skipWord(tokens, k, TWO);
    // ("between the two 1:1s": "1:1s" is read as 1, ":", 1, "s".)
    const ones = oneOnOnes(tokens, k);
    if (ones) k = ones - 1;
    const noun = tokens[k];
    if (!noun || (!ones && !EVENTS.has(noun.lower) && !namedTwice(tokens, k))) return null;
    // "between meetings (10-11, 1-2)": the meetings are written here; segments.ts reads them.
    const after = tokens[k + 1];
    // ("between the two meetings (1h)": a length in brackets is the item's own.)
    // ("nap between shifts 1.5h": nor is a length after it.)
    const lengthNext = (after?.text === "(" && readLength(tokens, k + 2) !== null) || lengthAt(tokens, k + 1);
    if (after && !lengthNext && (after.text === "(" || after.kind === "number" || after.kind === "clock")) return null;
    // ("image analysis in between slots": the "in" goes with it, or the title keeps a stray "in".)
    const from = !spanish && tokens[i - 1]?.lower === "in" ? i - 1 : undefined;
    return { from, end: k + 1, text: spanish ? "entre medias" : "in between" };
  },
};

/** Words an item named by "the X" can start with; "between the tasting and lunch". */
const BETWEEN_WORDS = new Set(["between", "entre"]);
const REF_DETERMINERS = new Set("the my our his her their la el los las mi mis".split(" "));
/** Anchor words that name a moment of the day with no determiner ("between work and dinner"). */
const BARE_ANCHORS = new Set(
  "lunch lunchtime breakfast dinner work school class classes practice comida almuerzo cena desayuno trabajo clase colegio cole".split(
    " ",
  ),
);
/** Words that end the first item's name: order words, times and the like. */
const NOT_A_NAME = new Set("and y e before after until till then antes después despues hasta luego by".split(" "));

/**
 * "call the supplier between the tasting and lunch", "entre la cata y la comida" (issue 29, kind 8):
 * after the first item named and before the second, which the order reader knows as "after the
 * tasting before lunch". Only names (a determiner or an anchor word on one side, or two events by their
 * nouns: "between lecture and seminar"), never hours ("between 2 and 4") or counts.
 */
export const BETWEEN_TWO_NAMED: Rule = {
  name: "between/two-named",
  starts: { words: [...BETWEEN_WORDS] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "word" || !BETWEEN_WORDS.has(t.lower)) return null;
    const spanish = t.lower === "entre";
    let k = i + 1;
    const det = tokens[k] && REF_DETERMINERS.has(tokens[k].lower);
    if (det) k++;
    const first = k;
    while (k < tokens.length && k - first < 4 && tokens[k].kind === "word" && !NOT_A_NAME.has(tokens[k].lower)) k++;
    if (k === first || !tokens[k] || !tokens[k].tags.has("and")) return null;
    const name = spanText(tokens, first, k);
    const second = tokens[k + 1];
    if (!second || second.kind !== "word") return null;
    const det2 = REF_DETERMINERS.has(second.lower);
    const head = det2 ? tokens[k + 2] : second;
    if (!head || head.kind !== "word" || NOT_A_NAME.has(head.lower)) return null;
    // One of the two is named as an item ("the tasting") or a moment of the day ("lunch"), or both are
    // events by their nouns ("between lecture and seminar").
    const events = k === first + 1 && EVENT_NOUNS.has(tokens[first].lower) && EVENT_NOUNS.has(head.lower);
    if (!det && !det2 && !events && !BARE_ANCHORS.has(tokens[first].lower) && !BARE_ANCHORS.has(head.lower))
      return null;
    const the = det ? `${tokens[first - 1].text} ` : "";
    // "in between the lecture and seminar": the "in" goes with it.
    const from = tokens[i - 1]?.lower === "in" && !spanish ? i - 1 : undefined;
    return spanish
      ? { end: k + 1, text: `después de ${the}${name} antes de` }
      : { from, end: k + 1, text: `after ${the}${name} before` };
  },
};

/** Nouns of a timed item named by its hour: "the meeting at 10", "la reunión de las 10", "the 1 o'clock call". */
const EVENT_NOUNS = new Set(
  (
    "meeting call class lecture appointment interview session shift lesson seminar one standup stand-up " +
    "reunión reunion llamada clase cita entrevista sesión sesion turno"
  ).split(" "),
);
/** Small words around the hour: "at", "de las", "o'clock". */
const HOUR_WORDS = new Set("at of de las a la el the o'clock oclock h".split(" "));

/** What may follow the hour of a side: "o'clock", "h". */
const O_CLOCK = new Set(["o'clock", "oclock", "h"]);

/** One side of "between ... and ...": words, one of them a clock; its hour and whether an event noun was said. */
function hourSide(tokens: readonly Tagged[], i: number): { at: number; end: number; noun: boolean } | null {
  let k = i;
  let noun = false;
  let at: number | undefined;
  while (k < i + 7 && tokens[k]) {
    const t = tokens[k];
    if (at === undefined && (t.kind === "number" || t.kind === "clock")) {
      const c = readClock(tokens, k);
      if (!c) return null;
      at = resolveHour(c.h, c.mer) * 60 + c.m;
      k = c.end;
    } else if (t.kind === "word" && EVENT_NOUNS.has(t.lower)) {
      noun = true;
      k++;
    } else if (t.kind === "word" && HOUR_WORDS.has(t.lower)) k++;
    else break;
    // A side ends after its clock, its "o'clock" and a noun.
    const next = tokens[k]?.lower ?? "";
    if (at !== undefined && !EVENT_NOUNS.has(next) && !O_CLOCK.has(next)) break;
  }
  return at === undefined ? null : { at, end: k, noun };
}

/** "10am", "1:30pm": an English clock with its half of the day. */
function ampm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h % 12 || 12}${m ? `:${String(m).padStart(2, "0")}` : ""}${h < 12 ? "am" : "pm"}`;
}

/**
 * "between the meeting at 10 and the one at 1", "entre la reunión de las 10 y la de las 13",
 * "between the 10 o'clock and the 1 o'clock meeting" (issue 29, kind 8): timed items named by their
 * hours; the item goes after the first and before the second (the timed items keep their own hours).
 * An event noun or "the one" must be said, so "between 2 and 4" stays the plain window it is.
 */
export const BETWEEN_TWO_HOURS: Rule = {
  name: "between/two-hours",
  starts: { words: [...BETWEEN_WORDS] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "word" || !BETWEEN_WORDS.has(t.lower)) return null;
    const a = hourSide(tokens, i + 1);
    if (!a || !tokens[a.end]?.tags.has("and")) return null;
    const b = hourSide(tokens, a.end + 1);
    if (!b || b.at <= a.at || !(a.noun || b.noun)) return null;
    // A clock reads alone as the first side: the words before it must name the item ("the", "la").
    if (a.end === i + 2 && b.end === a.end + 2) return null;
    const from = fromMinutes(a.at);
    const to = fromMinutes(b.at);
    return t.lower === "entre"
      ? { end: b.end, text: `después de las ${from} antes de las ${to}` }
      : { end: b.end, text: `after ${ampm(a.at)} before ${ampm(b.at)}` };
  },
};
