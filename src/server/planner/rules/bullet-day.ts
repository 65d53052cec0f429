/**
 * A bullet of a list that names another day (issue 29, kind 7): "- vet for Fluffy tmrw 4pm", "- pack
 * 2 hrs thurs night", "- dentista mañana a las 10". The bullet is that day's and plans nothing today.
 * The day is the item's time only where a time is written: at the end of the item, before an hour or
 * a part of the day ("thurs night", "mañana por la tarde"); "prep tmrw slides", "slides for
 * tomorrow", "confirm friday dinner", "text Mark re: deposition fri" are today's work, and the planned day's own weekday is today.
 * In Arabic "أنشطة بكرة" is tomorrow's activities: there only a bullet that opens with the day is.
 */

import { readClock, spanText, type OtherDay, type Rule } from "../core/rules";
import { bulletedAt, closesItem, lastTagged, opensItem, SHORTHAND, type Tagged } from "../core/tags";
import { DAY_LEAD, DAY_PARTS, dayWord, endsBefore, isTomorrow, weekdayAt, WEEKDAY_WORDS } from "./day-names";

/** Words before the day that make it the deadline or the subject of today's work. */
/** ("la mañana", "esta mañana": the morning.) */
const FOR = new Set([
  "for",
  "by",
  "until",
  "till",
  "due",
  "before",
  "about",
  "re",
  "para",
  "hasta",
  "antes",
  "de",
  "del",
  "la",
  "esta",
]);
/** Words before an hour: "a las 10", "at 4", "around 5". */
const AT = new Set(["a", "at", "@", "around", "sobre", "en", "in"]);
const MOST = 20;
/** Words earlier in the bullet that make the day what today's message is about: "text Mark re: deposition fri". */
const ABOUT = new Set(["re", "about", "regarding", "sobre", "acerca", "بخصوص", "بشأن"]);
const PARTS = new Set(["morning", "afternoon", "evening", "night", "noche"]);
/**
 * Work that gets ready for something: "prep vocab for the court booking tmrw, 45 min", "pack for the
 * trip fri" are today's, for the other day's thing, when no hour follows the day ("vet for Fluffy tmrw 4pm" is that day's).
 */
const READY = new Set(
  "prep prepare pack revise practise practice rehearse print iron charge study learn plan draft write read".split(" "),
);
/** An hour after the day: the item's own time that day. */
const hourAfter = (t: Tagged | undefined): boolean =>
  t?.kind === "number" || t?.kind === "clock" || AT.has(t?.lower ?? "");

/** "... tomorrow at 6am so load the van tonight", "así que": today's work for that day follows. */
const SO = new Set(["so", "así", "asi", "entonces"]);

/** The day named at k, if it is the item's time. */
function dayOf(tokens: readonly Tagged[], k: number, today: number | undefined): OtherDay | null {
  const t = tokens[k];
  // "hacer croquetas para el domingo", "for this Friday": the day's lead word sits between.
  const lead = DAY_LEAD.has(tokens[k - 1]?.lower ?? "") ? 2 : 1;
  // ("pay council tax b4 friday": the shorthand of "before" too.)
  const word = (j: number): string => SHORTHAND.get(tokens[j]?.lower ?? "") ?? tokens[j]?.lower ?? "";
  if (t.kind !== "word" || FOR.has(word(k - 1)) || FOR.has(word(k - lead)) || endsBefore(tokens, k)) return null;
  const tomorrow = isTomorrow(t);
  const weekday = tomorrow ? undefined : weekdayAt(tokens, k);
  if (!tomorrow && (weekday === undefined || weekday === today)) return null;
  const next = tokens[k + 1];
  const timed =
    next === undefined ||
    next.kind !== "word" ||
    DAY_PARTS.has(next.lower) ||
    AT.has(next.lower) ||
    // ("call coach tmrw about the relay team": what the call is about follows its day.)
    ABOUT.has(next.lower) ||
    DAY_LEAD.has(tokens[k - 1]?.lower ?? "");
  if (!timed) return null;
  return weekday === undefined ? { plus: 1 } : { weekday };
}

export const BULLET_DAY: Rule = {
  name: "other-day/bullet-day",
  starts: { kinds: ["word"], opens: true },
  match: (tokens, i, context) => {
    if (!bulletedAt(tokens, i) || tokens[i].kind !== "word") return null;
    // (A day read after i, or none is found.)
    if (lastTagged(tokens, dayWord) <= i) return null;
    let found: { day: OtherDay; at: number } | null = null;
    let depth = 0;
    let about = false;
    let readyFor = false;
    let k = i;
    for (; k < tokens.length && k < i + MOST && !closesItem(tokens[k]); k++) {
      const t = tokens[k];
      if (!found && ABOUT.has(t.lower)) about = true;
      // ("online shop for delivery tomorrow", "book the cab for the airport tmrw": "for" the other day's thing.)
      if (!found && t.lower === "for" && (READY.has(tokens[i].lower) || k > i + 1) && !ownFor(tokens, k))
        readyFor = true;
      if (t.text === "(") depth++;
      else if (t.text === ")") depth = Math.max(0, depth - 1);
      // (Past the first words: a bullet that opens with its day is rules/day-heading.ts's.)
      // "market stall tomorrow at 6am so load the van tonight": what follows "so" is today's.
      if (found && depth === 0 && SO.has(t.lower) && tokens[k + 1]?.kind === "word") break;
      // "partido el sabado: mandar la convocatoria hoy": what a colon after the day opens is today's too.
      if (found && depth === 0 && t.text === ":" && tokens[k + 1]?.kind === "word") break;
      if (found || depth > 0 || k < i + 1) continue;
      const day = dayOf(tokens, k, context.weekday);
      if (day) found = { day, at: k };
    }
    if (!found || k >= i + MOST || about) return null;
    if (readyFor && !hourAfter(tokens[found.at + 1])) return null;
    // (Its "so" opens today's part as a sentence of its own.)
    const so = SO.has(tokens[k]?.lower ?? "") || tokens[k]?.text === ":";
    let dayFrom = found.at;
    if (DAY_LEAD.has(tokens[dayFrom - 1].lower) && dayFrom - 1 > i) dayFrom--;
    // "thurs night": the part goes with the day, out of the title.
    const dayEnd = PARTS.has(tokens[found.at + 1]?.lower ?? "") ? found.at + 2 : found.at + 1;
    const past = so && tokens[k + 1]?.lower === "que" ? k + 2 : k + 1;
    return { end: so ? past : k, text: so ? ". " : "", note: { day: found.day, from: i, end: k, dayFrom, dayEnd } };
  },
};

/** Work that gets ready for the day: "prep the slides for friday's 3pm". */
const PREP = new Set(["prep", "prepare", "ready", "preparar", "organise", "organize", "plan", "pack", "preparo"]);

/** Arabic verbs of getting ready: "أجهز", "أحضّر", "أستعد". */
const AR_PREP = new Set(["أجهز", "اجهز", "أحضر", "احضر", "أحضّر", "أستعد", "استعد", "أجهّز"]);

/**
 * A word that makes a later day what today's work is for or about: "for", "re", "para", "prep",
 * "preparar", Arabic "للاجتماع" (its "لل" is "for the") or "أجهز".
 */
function forWord(t: Tagged): boolean {
  if (ABOUT.has(t.lower) || FOR.has(t.lower) || PREP.has(t.lower) || AR_PREP.has(t.text)) return true;
  return t.kind === "word" && t.text.startsWith("لل") && t.text.length > 3;
}

/** After "in", "off", "round": "take the car in for its service", the purpose of what is done that day. */
const PARTICLES = new Set(["in", "off", "round", "back"]);
/** People a thing is for: "xmas rota for the lads", "tea for the kids" (who, not the other day's event). */
const PEOPLE = new Set(
  "lads kids boys girls team staff family children guys crew class residents grandkids mum dad nan".split(" "),
);
/**
 * A "for" at k that says why or for whom the item is done, not what today's work gets ready for:
 * "take the car in for its service wednesday", "xmas rota for the lads wed" are that day's (p-seen19).
 */
function ownFor(tokens: readonly Tagged[], k: number): boolean {
  if (tokens[k]?.lower !== "for") return false;
  if (PARTICLES.has(tokens[k - 1]?.lower ?? "")) return true;
  const j = ["the", "my", "our"].includes(tokens[k + 1]?.lower ?? "") ? k + 2 : k + 1;
  return PEOPLE.has(tokens[j]?.lower ?? "");
}

/** Whether today's work is for what comes at i: a "for" or "prep" earlier in the same item. */
function forEarlier(tokens: readonly Tagged[], i: number): boolean {
  for (let j = i - 1; j >= 0 && i - j <= MOST && !closesItem(tokens[j]) && tokens[j].text !== ","; j--)
    if (forWord(tokens[j])) return true;
  return false;
}

/** A clock by its form in tokens [from, to): "3pm", "9:30", "14h" (not a bare number, which may be a count). */
function clockIn(tokens: readonly Tagged[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const t = tokens[k];
    if (t.kind === "clock" || (t.kind === "number" && (tokens[k + 1]?.tags.has("am") || tokens[k + 1]?.tags.has("pm"))))
      return true;
  }
  return false;
}

/**
 * The same for an item among today's written with commas or sentences, not bullets: "dentist friday
 * 3pm, emails 1h", "the 9:30 flight on friday, pack tonight", "email Sam on friday, then gym". Here the
 * day must be the item's time beyond doubt: an hour by its form in the item, or "on"/"el"/"يوم"
 * before the day, or what the item is about right after it ("ring Dave tmrw about the scaffolding",
 * "llamar a Dave mañana sobre el andamio": the call is that day's, p-en24). A text that is only that
 * item plans it (the planned day is the user's choice).
 */
export const CLAUSE_DAY: Rule = {
  name: "other-day/clause-day",
  starts: { kinds: ["word", "number"], opens: true },
  match: (tokens, i, context) => {
    // (A day read after i, or none is found.)
    if (lastTagged(tokens, dayWord) <= i) return null;
    // ("1:1 w/ my manager thurs 3": the meeting's "1:1" is two numbers, then the item's words.)
    const oneToOne = tokens[i + 1]?.text === ":" && tokens[i + 2]?.kind === "number" && tokens[i + 3]?.kind === "word";
    if (!opensItem(tokens, i, true) || (tokens[i].kind !== "word" && !oneToOne)) return null;
    const before = tokens[i - 1];
    if (before?.kind === "break" && before.text.trim() !== "") return null;
    let found: { day: OtherDay; at: number } | null = null;
    let about = false;
    let k = i;
    for (; k < tokens.length && k < i + MOST && !closesItem(tokens[k]); k++) {
      const t = tokens[k];
      if (t.text === "," || t.text === "،" || t.text === "(" || (t.text === ":" && found)) break;
      // ("prep for the friday 3pm meeting": today's work for that day.)
      // (Not "la", "de", "esta": before the day they make it a deadline or a morning, earlier they are
      // the item's own words: "la reunión con Ana es el jueves", "el cumple de Rocío es el sábado".)
      if (!found && forWord(t) && !DAY_ONLY.has(t.lower) && !ownFor(tokens, k)) about = true;
      if (found && SO.has(t.lower)) break;
      if (found || k < i + 1) continue;
      const day = dayOf(tokens, k, context.weekday);
      if (day && ("weekday" in day || aboutAfter(tokens, k))) found = { day, at: k };
    }
    if (!found || k >= i + MOST || about) return null;
    // (An item that opens with its day, "يوم الخميس ...", "on friday: ...", is a heading: rules/day-heading.ts.)
    if (found.at === i + 1 && DAY_LEAD.has(tokens[i].lower)) return null;
    const on = DAY_LEAD.has(tokens[found.at - 1]?.lower ?? "") && tokens[found.at - 1]?.lower !== "this";
    // "ring Lisa's mum Thursday": a weekday written out in full that closes the item is its day too (kind en14-3),
    // and so is a short one ("parents evening thurs", "bins out weds").
    // One word and its day ("yoga fri", "dentist thurs") too, but not a day's name ("happy friday", "good friday").
    const one = found.at === i + 1 && !DAY_NAMERS.has(tokens[i].lower) && tokens[found.at].lower !== "sun";
    const closing = CLOSING_DAY.has(tokens[found.at].lower) && found.at === k - 1 && (found.at > i + 1 || one);
    // "1:1 w/ my manager thurs 3": a bare hour right after the day that closes the item is its hour.
    const hour = readClock(tokens, found.at + 1);
    const hourAfterDay = hour !== null && hour.end === k && found.at > i;
    if (!on && !closing && !hourAfterDay && !aboutAfter(tokens, found.at) && !clockIn(tokens, i, k)) return null;
    // Only among other items: something of today's must be written before or after it.
    const rest = (from: number, to: number) => tokens.slice(from, to).some((t) => t.kind === "word");
    if (!rest(0, i) && !rest(k + 1, tokens.length)) return null;
    let dayFrom = found.at;
    if (DAY_LEAD.has(tokens[dayFrom - 1].lower) && dayFrom - 1 > i) dayFrom--;
    const dayEnd = PARTS.has(tokens[found.at + 1]?.lower ?? "") ? found.at + 2 : found.at + 1;
    return { end: k, text: "", note: { day: found.day, from: i, end: k, dayFrom, dayEnd } };
  },
};

/**
 * What the item is about, right after its day at k, to the item's end: "tmrw about the scaffolding",
 * "mañana sobre el andamio". No number in it ("tmrw about 6", "mañana sobre las 10" are its hour).
 */
function aboutAfter(tokens: readonly Tagged[], k: number): boolean {
  if (!ABOUT.has(tokens[k + 1]?.lower ?? "") || tokens[k + 2]?.kind !== "word") return false;
  for (let j = k + 2; j < tokens.length && !closesItem(tokens[j]) && tokens[j].text !== ","; j++)
    if (tokens[j].kind === "number" || tokens[j].kind === "clock" || tokens[j].count !== undefined) return false;
  return true;
}

/** English weekdays that close an item as its day: in full, or short ("thurs"; "Wed", "Sat" only as weekdayAt reads them). */
const CLOSING_DAY = new Set(
  "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed weds thu thur thurs fri sat sun".split(
    " ",
  ),
);

/** Words that make "<word> friday" the day's own name, not an item on that day. */
const DAY_NAMERS = new Set(["happy", "good", "black", "casual", "freaky", "manic", "ash", "easter", "cyber", "every"]);

/** Words of FOR that say what the day is only right before it ("de jueves", "esta mañana"). */
const DAY_ONLY = new Set(["de", "del", "la", "esta"]);

/** "at", "@", "a las": a cue before the other day's hour. */
const HOUR_CUE = new Set(["at", "@", "around", "sobre", "الساعة", "الساعه"]);

/**
 * "pack for the flight on friday at 9", "prep for the friday 3pm meeting", "slides for Thursday at
 * 10": today's work for another day's event. The day and its hour are that event's, never this
 * item's time, so they leave the item (its title reads "Pack for the flight", planned today).
 */
export const FOR_OTHER_DAY_HOUR: Rule = {
  name: "other-day/for-other-day-hour",
  // (The day, or its lead word: "on friday at 9".)
  starts: { words: [...[...DAY_LEAD].filter((w) => w !== "this"), ...WEEKDAY_WORDS] },
  match: (tokens, i, context) => {
    const lead = DAY_LEAD.has(tokens[i].lower) && tokens[i].lower !== "this" ? 1 : 0;
    const dayAt = i + lead;
    const day = weekdayAt(tokens, dayAt);
    if (day === undefined) return null;
    // Today's work for it: a "for" or "prep" earlier in the same item.
    if (!forEarlier(tokens, i)) return null;
    let k = dayAt + 1;
    if (HOUR_CUE.has(tokens[k]?.lower ?? "")) k++;
    else if (tokens[k]?.lower === "a" && (tokens[k + 1]?.lower === "las" || tokens[k + 1]?.lower === "la")) k += 2;
    const clock = readClock(tokens, k);
    if (!clock || (tokens[k].kind !== "clock" && !clock.mer && k === dayAt + 1)) return null;
    // Today's own event ("pack for the flight on friday at 9" on a Friday): its hour is the work's deadline.
    if (day === context.weekday) return { end: clock.end, text: `by ${spanText(tokens, k, clock.end)}` };
    // The day stays in the title ("Slides for thursday"); only its hour goes.
    return { end: clock.end, text: spanText(tokens, i, dayAt + 1) };
  },
};

/** Longest event named after its hour: "the 3pm client review with Sam". */
const MOST_EVENT = 6;

/**
 * "prep for the 3pm meeting", "pack for the 6:45 flight", "print handouts for the 10am class": today's
 * work for an event whose hour is written before its name. The hour is the work's deadline, not its
 * start (it read as an event "Prep for the meeting" at 15:00): "for the meeting by 3pm".
 */
export const FOR_THE_HOUR_EVENT: Rule = {
  name: "other-day/for-the-hour-event",
  starts: { words: ["the"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "the" || tokens[i - 1]?.lower !== "for") return null;
    const clock = readClock(tokens, i + 1);
    if (!clock || (tokens[i + 1].kind !== "clock" && !clock.mer)) return null;
    let k = clock.end;
    while (k < tokens.length && k - clock.end < MOST_EVENT && tokens[k].kind === "word" && !closesItem(tokens[k])) k++;
    if (k === clock.end || (k < tokens.length && !closesItem(tokens[k]) && tokens[k].text !== ",")) return null;
    return { end: k, text: `the ${spanText(tokens, clock.end, k)} by ${spanText(tokens, i + 1, clock.end)}` };
  },
};

/**
 * "dentist on friday at 3", "dentista el viernes a las 10", "دكتور يوم الجمعة الساعة ٣" written on a
 * Friday: the planned day's own weekday says today, so it leaves the item (the title read "Dentist on
 * friday") and the item stays. Only with its lead word ("on", "el", "يوم"), and not in what today's
 * work is for ("prep for the meeting on friday" keeps its words).
 */
/** Lead words of a weekday that can mean the planned day itself ("next friday" never does). */
const TODAY_LEADS = new Set(["on", "el", "this", "este", "يوم"]);

export const TODAY_NAMED: Rule = {
  name: "other-day/today-named",
  starts: { words: [...TODAY_LEADS] },
  match: (tokens, i, context) => {
    if (context.weekday === undefined || !TODAY_LEADS.has(tokens[i].lower) || opensItem(tokens, i)) return null;
    if (weekdayAt(tokens, i + 1) !== context.weekday || tokens[i - 1]?.kind !== "word") return null;
    return forEarlier(tokens, i) ? null : { end: i + 2, text: "" };
  },
};
