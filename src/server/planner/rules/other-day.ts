/**
 * Other days stay on other days (issue 29, kind 7): "flight tomorrow at 6:45 so pack tonight",
 * "mañana tengo examen a las 9, así que hoy repasar", "بكرة سفر الساعة ٦": the timed event of
 * tomorrow is no block today; what the text plans for today because of it stays. An item written
 * for tomorrow ("slides for tomorrow", "para mañana") is today's work and is left alone.
 */

import { readClock, type Rule, type RuleNote } from "../core/rules";
import { afterTomorrowEndsAt } from "./day-names";
import { closesItem, lastTagged, opensItem, SHORTHAND, type Tagged } from "../core/tags";

const TOMORROW = new Set(["tomorrow", "mañana", "bukra", "بكرة", "بكره", "بكرا"]);
/** The parts of the day a window names ("in the evening after 7:30pm", from the Arabic "بالليل"). */
const PART_WORDS = new Set(["morning", "afternoon", "evening", "night"]);

/** Words before "tomorrow" that make it the deadline of today's work. */
const FOR = new Set([
  "for",
  "by",
  "until",
  "till",
  "due",
  "before",
  "para",
  "hasta",
  "antes",
  "de",
  "la",
  "por",
  "del",
]);
/** Words that close the clause about tomorrow and open today's: "so", "así que", "فاليوم". */
const SO = new Set([
  "so",
  "then",
  "así",
  "asi",
  "entonces",
  "luego",
  "فاليوم",
  "واليوم",
  "اليوم",
  "عشان",
  "علشان",
  "لذلك",
  "فعشان",
]);
/** "عشان كذا", "علشان كده": "so", with its "that". */
const SO_THAT = new Set(["كذا", "كده", "هيك", "ذلك", "هذا"]);
const TODAY = new Set(["today", "hoy"]);
/** "tomorrow is ...", "tomorrow's ...", "mañana es ...": a word saying what the day is. */
const COPULA = new Set(["is", "'s", "’s", "will", "es", "será", "sera", "va"]);
const MOST = 10;
/** Longest bracket read for another day's event. */
const MOST_BRACKET = 8;
const TONIGHT = new Set(["tonight", "tonite", "today", "hoy"]);
const THIS = new Set(["this", "esta", "este"]);
const PARTS = new Set(["morning", "afternoon", "evening", "noche", "tarde", "mañana"]);

/** "so today", "así que hoy", "فاليوم": today's list follows. */
function soToday(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k]?.lower ?? "";
  if (t === "فاليوم" || t === "واليوم" || t === "اليوم") return true;
  // ", hoy: comprar ...", ", today: ...": today's list, as plain as "so today"; so is today's first item
  // right after it ("tomorrow exam, today revise 3h", "mañana tengo examen, hoy estudiar 4 horas").
  if (TODAY.has(t) && (tokens[k + 1]?.text === ":" || tokens[k + 1]?.kind === "word")) return true;
  if (!SO.has(t)) return false;
  const n = tokens[k + 1]?.lower === "que" || tokens[k + 1]?.lower === "q" ? k + 2 : k + 1;
  return TODAY.has(tokens[n]?.lower ?? "");
}

/** "tonight", "today", "this evening", "esta noche", "in the evening": a part of today. */
function todayPart(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k]?.lower ?? "";
  if (TONIGHT.has(t)) return true;
  if (THIS.has(t)) return PARTS.has(tokens[k + 1]?.lower ?? "");
  return t === "in" && tokens[k + 1]?.lower === "the" && PARTS.has(tokens[k + 2]?.lower ?? "");
}

function isTomorrow(t: Tagged | undefined): boolean {
  return t?.kind === "word" && (TOMORROW.has(t.lower) || SHORTHAND.get(t.lower) === "tomorrow");
}

const AND_WORDS = new Set(["and", "y", "و"]);

/** "at", "a las", "from": a word before a clock time. */
const cued = (t: Tagged | undefined): boolean => t !== undefined && (t.tags.has("cue") || t.tags.has("from"));

/** "7:10", "7am", "7 pm", "9-11" at k: a clock by its form, not a bare number. */
function clockAfterDay(tokens: readonly Tagged[], k: number): boolean {
  const c = readClock(tokens, k);
  if (c === null) return false;
  const range = tokens[c.end]?.text === "-" && readClock(tokens, c.end + 1) !== null;
  return tokens[k].kind === "clock" || c.mer !== undefined || range;
}

/** "physio tomorrow 9 so ...": a bare hour right after the day that ends its clause is its hour (issue 29, en18). */
function bareHourEnding(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  if (t?.kind !== "number" || t.glued || (t.digits ?? 0) > 2 || (t.value ?? 0) < 1 || (t.value ?? 0) > 12) return false;
  const next = tokens[k + 1];
  return !next || next.kind === "break" || (next.kind === "punct" && ",;.".includes(next.text)) || SO.has(next.lower);
}

/** Whether the bracket opening at k names an event of its own: a word besides the day, cues and a.m./p.m. */
function namesOwnEvent(tokens: readonly Tagged[], k: number): boolean {
  for (let j = k + 1; j < tokens.length && j <= k + MOST_BRACKET && tokens[j].text !== ")"; j++) {
    const t = tokens[j];
    if (t.kind === "word" && !isTomorrow(t) && !cued(t) && !t.tags.has("am") && !t.tags.has("pm")) return true;
  }
  return false;
}

export const TOMORROW_EVENT: Rule = {
  name: "other-day/tomorrow-event",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true) || lastTagged(tokens, isTomorrow) < i) return null;
    let k = i;
    let tomorrow = false;
    let dayAt = i;
    let timed = false;
    // "train at 7:40 tmrw": the hour may come before the day.
    let clocked = false;
    while (k < tokens.length && k - i < MOST) {
      const t = tokens[k];
      if (t.kind === "break" || (t.kind === "punct" && ",;.،!?:".includes(t.text))) break;
      // "revise 2h (exam tomorrow at 9)": a bracket naming an event of its own is that event's
      // (BRACKET_TOMORROW), not this item's day.
      if (t.text === "(" && k > i && namesOwnEvent(tokens, k)) break;
      if (t.kind === "word" && SO.has(t.lower) && tomorrow) break;
      // (Once it is tomorrow, "mañana por la mañana": the second "mañana" is that day's morning.)
      if (isTomorrow(t) && !tomorrow) {
        if (FOR.has(tokens[k - 1]?.lower ?? "")) return null;
        // "the day after tomorrow", "pasado mañana": two days on (rules/other-day-item.ts).
        if (afterTomorrowEndsAt(tokens, k)) return null;
        // "اليوم راحة وبكرة دوام من ٨": after an "and", tomorrow's clause is its own (TOMORROW_ITEM).
        if (k > i + 1 && AND_WORDS.has(tokens[k - 1].lower)) return null;
        if (k > i && tokens[k - 1]?.kind !== "word" && !clocked) return null;
        tomorrow = true;
        dayAt = k;
      }
      // ("بالليل أحضر معلومات جولة بكرا", read "in the evening after 7:30pm ...": the window of today's part, no hour.)
      const partWindow = tokens[k - 1]?.lower === "after" && PART_WORDS.has(tokens[k - 2]?.lower ?? "");
      if ((cued(t) || cued(tokens[k - 1])) && !partWindow && readClock(tokens, k)) {
        if (tomorrow) timed = true;
        else clocked = true;
      } else if (!tomorrow && k > i && !partWindow && !FOR.has(tokens[k - 1]?.lower ?? "") && clockAfterDay(tokens, k))
        clocked = true;
      // ("the 6:45 flight tomorrow", "meeting 3pm tmrw": an hour by its form, uncued, before the day.)
      if (isTomorrow(t) && clocked) timed = true;
      // "the flight tmrw 7:10am": a clock written right after the day is its hour too.
      if (isTomorrow(tokens[k - 1]) && (clockAfterDay(tokens, k) || bareHourEnding(tokens, k))) timed = true;
      k++;
    }
    if (!tomorrow) return null;
    // Only when today's part follows ("so pack tonight", ", así que hoy", "، فاليوم"): a description
    // that opens with "Tomorrow I'd like to ..." plans that day itself.
    const stop = tokens[k];
    const comma = stop?.kind === "punct" && ",;،".includes(stop.text);
    const next = comma ? tokens[k + 1] : stop;
    if (next?.kind !== "word") return null;
    // What is taken out is tomorrow's item, listed for that day (core/rules.ts, RuleNote); the part of
    // the day right after the day goes with it ("dentist tomorrow morning at 9" is the dentist at 9).
    const dayEnd = dayAt + (PART_WORDS.has(tokens[dayAt + 1]?.lower ?? "") ? 2 : 1);
    // ("tomorrow is the big day, today pack": what tomorrow is, said of the day, is no item of it; it goes.)
    const remark = dayAt === i && COPULA.has(tokens[dayAt + 1]?.lower ?? "");
    const note: RuleNote | undefined = remark
      ? undefined
      : { day: { plus: 1 }, from: i, end: k, dayFrom: dayAt, dayEnd };
    // "exam tomorrow at 9, revise 3h": an event named, then its day and hour, is tomorrow's
    // whatever follows ("Tomorrow at 9 gym" opening the text plans tomorrow itself).
    // (Its "so", "así que hoy" goes with it: "vuelo mañana a las 6, así que hoy la maleta".)
    if (timed && !isTomorrow(tokens[i]) && !SO.has(next.lower)) return { end: k + (comma ? 1 : 0), text: ".", note };
    // An untimed event tomorrow is left off today only before an explicit "so today" ("mañana examen,
    // así que hoy: ...").
    if (!timed && !soToday(tokens, k + (comma ? 1 : 0))) return null;
    // ", pack tonight", ", esta noche la maleta", "، الليلة تجهيز الشنطة" (read as "in the evening"):
    // today's part starts right away, with no "so".
    if (!SO.has(next.lower))
      return todayPart(tokens, k + (comma ? 1 : 0)) ? { end: k + (comma ? 1 : 0), text: ".", note } : null;
    // "، فاليوم أجهز الشنطة": the "and today" goes with the clause, not into the first title.
    if (next.lower.includes("اليوم")) {
      const after = k + (comma ? 2 : 1);
      return { end: tokens[after]?.text === ":" ? after + 1 : after, text: "", note };
    }
    // ", así que hoy:", "so today": today's part starts after them.
    let end = k + (comma ? 2 : 1);
    if (tokens[end]?.lower === "que" || tokens[end]?.lower === "q" || SO_THAT.has(tokens[end]?.lower ?? "")) end++;
    if (TODAY.has(tokens[end]?.lower ?? "")) end++;
    if (tokens[end]?.text === ":" || tokens[end]?.text === ",") end++;
    return { end, text: "", note };
  },
};

/**
 * "tonight: pack, iron shirt; tomorrow morning flight", "..., tmrw dentist": an item that opens with
 * "tomorrow", after today's items, is tomorrow's and plans nothing today. (Opening the description,
 * "Tomorrow I'd like to ..." plans that day itself, and "mañana" is also the morning.)
 */
/** Words that may come before "tomorrow" opening tomorrow's item: "so tomorrow", "then tomorrow", "and tomorrow". */
const LINK_TO_TOMORROW = new Set(["so", "then", "and", "also", "plus"]);

export const TOMORROW_ITEM: Rule = {
  name: "other-day/tomorrow-item",
  starts: { kinds: ["word"], opens: true },
  match: (tokens, i) => {
    // "emails 1h, so tomorrow dentist at 9", "then tomorrow ...": the link word goes with tomorrow's item.
    const d = i + (LINK_TO_TOMORROW.has(tokens[i].lower) ? 1 : 0);
    const t = tokens[d];
    if (i === 0 || t?.kind !== "word" || !(t.lower === "tomorrow" || SHORTHAND.get(t.lower) === "tomorrow"))
      return null;
    if (!opensItem(tokens, i, true) || tokens[d + 1]?.text === ":" || tokens[d + 1]?.text === "'") return null;
    let k = d + 1;
    while (k < tokens.length && k - d < MOST && !closesItem(tokens[k]) && tokens[k].text !== ",") k++;
    if (k === d + 1 || k - d >= MOST) return null;
    return { end: k, text: "", note: { day: { plus: 1 }, from: d, end: k, dayFrom: d, dayEnd: d + 1 } };
  },
};

/**
 * "tonight: pack for Lisbon (flight tmrw 6am)", "revise (exam tomorrow at 9)": an event of another
 * day said in brackets inside today's item is that day's, listed for it; its hour is never the
 * item's (packing at 6:00 because the flight is at 6 tomorrow). Only a bracket with the day and an
 * hour in it.
 */
export const BRACKET_TOMORROW: Rule = {
  name: "other-day/bracket-tomorrow",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(" || i === 0 || tokens[i - 1].kind === "break" || !namesOwnEvent(tokens, i)) return null;
    let dayAt = -1;
    let timed = false;
    let k = i + 1;
    for (; k < tokens.length && k <= i + MOST_BRACKET && tokens[k].text !== ")"; k++) {
      if (closesItem(tokens[k])) return null;
      if (isTomorrow(tokens[k]) && dayAt < 0) dayAt = k;
      if (readClock(tokens, k) && (tokens[k].kind === "clock" || cued(tokens[k - 1]) || clockAfterDay(tokens, k)))
        timed = true;
    }
    if (tokens[k]?.text !== ")" || dayAt < 0 || !timed || k === i + 1) return null;
    const note: RuleNote = { day: { plus: 1 }, from: i + 1, end: k, dayFrom: dayAt, dayEnd: dayAt + 1 };
    return { end: k + 1, text: "", note };
  },
};

/** Longest aside about tomorrow read in brackets, in tokens. */
const MOST_ASIDE = 16;
/** After "(mañana": words that make it a part of a day or a choice ("(mañana o tarde)", "(mañana temprano)"). */
const NOT_NAMED = new Set(["o", "y", "u", "or", "and", "temprano", "pronto", "tarde", "noche", "early", "late"]);
/** Of NOT_NAMED, the words that may open a name: "early shift", "late shift", "turno de noche" is read as its own. */
const EARLY_LATE = new Set(["early", "late", "temprano"]);
/** A word at k (before the bracket closes) that names something: "(tomorrow: early shift)". */
const namedAfter = (tokens: readonly Tagged[], k: number): boolean =>
  tokens[k]?.kind === "word" &&
  !MARKER_WORDS.has(tokens[k].lower) &&
  !NOT_NAMED.has(tokens[k].lower) &&
  !cued(tokens[k]);

/**
 * "hoy libro (mañana guardia de 24h en el parque 🚒)", "اليوم راحة (بكرة مناوبة ٢٤ ساعة)": a bracket
 * that opens with tomorrow and names something is an aside about that day,
 * with an hour or not; it is listed for that day and nothing of it is today's (it was an event today at
 * 23:00 titled with the bracket, or a break "راحة بكرة مناوبة"). A bracket of only the day and its hour
 * or part is BRACKET_DAY_ITEM's.
 */
export const BRACKET_TOMORROW_ASIDE: Rule = {
  name: "other-day/bracket-tomorrow-aside",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(" || !isTomorrow(tokens[i + 1])) return null;
    const j = tokens[i + 2]?.text === ":" ? i + 3 : i + 2;
    const first = tokens[j];
    if (first?.kind !== "word" || MARKER_WORDS.has(first.lower) || cued(first)) return null;
    // "(mañana temprano)" is a time of that day; "(tomorrow: early shift)" names the shift.
    if (NOT_NAMED.has(first.lower) && !(EARLY_LATE.has(first.lower) && namedAfter(tokens, j + 1))) return null;
    let k = j;
    for (; k < tokens.length && k <= i + MOST_ASIDE && tokens[k].text !== ")"; k++)
      if (closesItem(tokens[k])) return null;
    if (tokens[k]?.text !== ")") return null;
    return { end: k + 1, text: "", note: { day: { plus: 1 }, from: i + 1, end: k, dayFrom: i + 1, dayEnd: i + 2 } };
  },
};

/** Words a day's marker in brackets may have besides the day and its hour: "(tomorrow morning)", "(mañana por la tarde)". */
const MARKER_WORDS = new Set([...PARTS, "por", "la", "a", "de", "the", "in", "am", "pm", "a.m.", "p.m."]);

/** The day's marker in the brackets at k: "(tomorrow at 9)", "(tmrw)", "(بكرة الساعة ٩)"; the index of its ")". */
function dayMarker(tokens: readonly Tagged[], k: number): number {
  if (tokens[k]?.text !== "(" || !isTomorrow(tokens[k + 1])) return -1;
  for (let j = k + 2; j < tokens.length && j <= k + MOST_BRACKET; j++) {
    const t = tokens[j];
    if (t.text === ")") return j;
    if (closesItem(t) || (t.kind === "word" && !cued(t) && !MARKER_WORDS.has(t.lower) && !t.tags.has("pm"))) return -1;
  }
  return -1;
}

/**
 * "dentist (tomorrow at 9)", "(tmrw) call the bank", "MOT (tomorrow 8.30am)", "dentista (mañana a
 * las 9)" (issue 29, kind 7): a bracket with only another day (and its hour) in it moves the item it
 * marks to that day's list, with the hour it gives; nothing is planned today. The item runs from its
 * opening (or the bracket, when the bracket opens it) to its comma or the end of its sentence.
 * ("revise (exam tomorrow at 9)": a bracket naming an event of its own is BRACKET_TOMORROW's.)
 */
export const BRACKET_DAY_ITEM: Rule = {
  name: "other-day/bracket-day-item",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    while (k < tokens.length && k < i + MOST && tokens[k].text !== "(") {
      if (closesItem(tokens[k]) || tokens[k].text === "," || tokens[k].text === "،") return null;
      k++;
    }
    const close = dayMarker(tokens, k);
    if (close < 0) return null;
    let end = close + 1;
    while (
      end < tokens.length &&
      end < close + MOST &&
      !closesItem(tokens[end]) &&
      ![",", "،"].includes(tokens[end].text)
    )
      end++;
    // "(tmrw) call the bank": the words after the bracket are the item.
    if (k === i) {
      if (end === close + 1) return null;
      return { end, text: "", note: { day: { plus: 1 }, from: i, end, dayFrom: i, dayEnd: close + 1 } };
    }
    // "dentist (tomorrow at 9)": the words before it, and its hour ("(tomorrow morning)": the part is the day's).
    let dayEnd = k + 2;
    while (dayEnd < close && MARKER_WORDS.has(tokens[dayEnd].lower) && !cued(tokens[dayEnd])) dayEnd++;
    const note: RuleNote = {
      day: { plus: 1 },
      from: i,
      end: end === close + 1 ? close : end,
      dayFrom: k,
      dayEnd,
    };
    return { end, text: "", note };
  },
};
