/**
 * Clock times and the time expressions of a segment: "9:30", "3pm", "noon", "a las 9 y media",
 * ranges ("9-11", "de 9 a 11"), "at", "by", "after", "between"; `takeTimes` finds them and returns
 * the text without them, `resolveClock` turns a bare hour into a time of day. Linear-time patterns.
 */

import { wordNumber, type Lang } from "./words";
import { timePatterns } from "./clock-patterns";
export { ES_HOURWORD, MER } from "./clock-patterns";

// ---------------------------------------------------------------------------------------------

export interface ClockAtom {
  h: number;
  m: number;
  mer?: "am" | "pm" | "noonish";
  /** 24-hour reading is certain ("14:00", "09:00", "17h", "noon"). */
  definite: boolean;
}

/** "9", "nine", "nueve" -> 9: digits, or an hour word (EN_HOURWORD / ES_HOURWORD) read by wordNumber. */
function hourValue(raw: string): number {
  const s = raw.toLowerCase();
  if (/^\d+$/.test(s)) return Number(s);
  const n = wordNumber(s);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : NaN;
}

function minuteWord(raw: string): number {
  const s = raw.toLowerCase().replace(/-/g, " ").trim();
  if (/^\d+$/.test(s)) return Number(s);
  if (s === "quarter" || s === "a quarter" || s === "cuarto") return 15;
  if (s === "half" || s === "media") return 30;
  if (/^o'?\s?five$/.test(s)) return 5;
  const n = wordNumber(s);
  return n;
}

function applyMeridiem(atom: ClockAtom, suffix: string): ClockAtom | null {
  const s = suffix.toLowerCase().replace(/\s+/g, " ").trim();
  if (!s || s === "en punto" || /^o'?\s?clock$/.test(s)) return atom;
  if (/^a\.?\s?m\.?$|^a$/.test(s) || /ma[ñn]ana|madrugada/.test(s)) return { ...atom, mer: "am" };
  if (/^p\.?\s?m\.?$|^p$/.test(s) || /tarde|noche/.test(s)) {
    if (/noche/.test(s) && atom.h === 12) return { ...atom, h: 0, mer: undefined, definite: true };
    if (/noche/.test(s) && atom.h <= 4) return { ...atom, mer: "am" };
    return { ...atom, mer: "pm" };
  }
  if (/mediod/.test(s)) return { ...atom, mer: "noonish" };
  if (/^h(rs?|s)?$|^horas$/.test(s)) return { ...atom, definite: true };
  return null;
}

/** Parses one clock phrase: "9:30", "quarter to five", "a las 3 y media de la tarde" (without "a las"). */
export function parseClockAtom(raw: string): ClockAtom | null {
  let s = raw.toLowerCase().replace(/\s+/g, " ").trim();
  s = s.replace(/^(?:a|sobre|hacia|las?|at|@)\s+/, "").replace(/^las?\s+/, "");
  if (/^(?:noon|midday|mid-day|mediod[ií]a|las doce del mediod[ií]a)$/.test(s)) return { h: 12, m: 0, definite: true };
  if (/^(?:midnight|medianoche)$/.test(s)) return { h: 24, m: 0, definite: true };
  let m = /^(?:a )?(quarter|half|\d{1,2}|[a-z]+(?:[- ][a-z]+)?) (?:minutes? )?(past|after|to) ([a-z0-9]+)\s*(.*)$/.exec(
    s,
  );
  if (m) {
    const minutes = minuteWord(m[1]);
    const hour = hourValue(m[3]);
    if (!Number.isFinite(minutes) || !Number.isFinite(hour) || minutes >= 60 || hour > 24) return null;
    const base: ClockAtom =
      m[2] === "to"
        ? { h: hour === 0 ? 23 : hour - 1, m: 60 - minutes, definite: false }
        : { h: hour, m: minutes, definite: false };
    if (m[2] === "to" && base.h === 0) base.h = 12;
    return applyMeridiem(base, m[4]);
  }
  m = /^(\d{1,2})(?:[:.](\d{2}))?(?:\s*(y|menos)\s+(media|cuarto|\d{1,2}|[a-z]+(?: y cinco)?))?\s*(.*)$/.exec(s);
  if (!m)
    m =
      /^([a-z]+)(?:[- ](thirty|fifteen|forty[- ]five|o'?[- ]?five))?(?:\s*(y|menos)\s+(media|cuarto|\d{1,2}|[a-z]+(?: y cinco)?))?\s*(.*)$/.exec(
        s,
      );
  if (!m) return null;
  const hour = hourValue(m[1]);
  if (!Number.isFinite(hour) || hour > 24) return null;
  let minutes = m[2] ? minuteWord(m[2]) : 0;
  if (!Number.isFinite(minutes) || minutes >= 60) return null;
  let h = hour;
  if (m[3]) {
    const mod = minuteWord(m[4]);
    if (!Number.isFinite(mod) || mod >= 60) return null;
    if (m[3] === "y") minutes += mod;
    else {
      h = hour === 1 ? 12 : hour - 1;
      if (hour === 0) h = 23;
      minutes = 60 - mod;
    }
  }
  const definite = hour === 0 || hour > 12 || /^0\d/.test(m[1]);
  if (hour === 24 && minutes > 0) return null;
  return applyMeridiem({ h, m: minutes, definite }, m[5]);
}

/** A day that starts before this (minutes) starts early enough for a bare 5 or 6 to be the morning. */
const EARLY_DAY = 7 * 60;

export interface ClockContext {
  dayStart: number;
  evening: boolean;
  morning: boolean;
  /** The evening is only a place's: "bar de 7 a 4" (lexicon.ts VENUE_HINT). */
  venueOnly?: boolean;
  /** The item says it is in the afternoon ("this afternoon ... at 8", "العشية ... 8 ونص"): a bare 7-11 is pm. */
  afternoon?: boolean;
  /** The item names the night ("night shift", "nights", "turno de noche"): a range may run through it. */
  night?: boolean;
  /** The item is a shift of work ("7.30-8pm shift", "placement 7.30-8pm"): a day's span, not half an hour. */
  shift?: boolean;
  /** Only the item's activity says evening ("bingo", "darts"), no part of the day: a bare 10 or 11 stays the morning's. */
  activityEvening?: boolean;
}

export interface ResolvedClock {
  minutes: number;
  /** Bare hour that could also be read 12 hours later. */
  ambiguous: boolean;
}

/** Turns an atom into minutes since midnight. Bare hours 1-6 are afternoon; 7-11 morning unless the context is evening or the day starts later. */
export function resolveClock(atom: ClockAtom, ctx: ClockContext): ResolvedClock {
  const { h, m } = atom;
  // A morning word makes 4-11 the morning ("wake up at 5"), not 1-3 ("school run at 3:15" is the pick-up).
  if (!atom.mer && !atom.definite && ctx.morning && !ctx.evening && h >= 4 && h < 12)
    return { minutes: h * 60 + m, ambiguous: false };
  if (atom.mer === "am") return { minutes: (h % 12) * 60 + m, ambiguous: false };
  if (atom.mer === "pm") return { minutes: ((h % 12) + 12) * 60 + m, ambiguous: false };
  if (atom.mer === "noonish") return { minutes: (h === 12 ? 12 : h < 6 ? h + 12 : h) * 60 + m, ambiguous: false };
  if (atom.definite || h === 0 || h >= 13) return { minutes: h * 60 + m, ambiguous: false };
  if (h === 12) return { minutes: 720 + m, ambiguous: false };
  // A day set to start before 7 ("--day-start 05:00") reads a bare hour in its first two hours as
  // that morning: the trucker's "load at 5:30", the farmer's "الساعة ٦".
  const early = ctx.dayStart < EARLY_DAY && h * 60 + m >= ctx.dayStart && h * 60 + m < ctx.dayStart + 120;
  if (h >= 1 && h <= 6)
    return (ctx.morning && h >= 4) || (early && !ctx.evening)
      ? { minutes: h * 60 + m, ambiguous: true }
      : { minutes: (h + 12) * 60 + m, ambiguous: false };
  const am = h * 60 + m;
  // "bingo in the lounge at half 10": 22:30 is past a day's end; an evening activity at 10 or 11
  // is the morning's unless the text says the evening ("drinks at 10 tonight").
  if (ctx.activityEvening && !ctx.venueOnly && h >= 10 && am >= ctx.dayStart) return { minutes: am, ambiguous: true };
  if (ctx.evening || (ctx.afternoon && !ctx.morning) || am < ctx.dayStart)
    return { minutes: am + 720, ambiguous: false };
  return { minutes: am, ambiguous: true };
}

/** A shift at least this long (minutes), and at most SHIFT_MOST, when its start's half of the day is not said. */
const SHIFT_LEAST = 2 * 60;
const SHIFT_MOST = 14 * 60;

/** The longest bare range read as the morning for ending inside it (resolveRange). */
const SHORT_RANGE = 3 * 60;

/** Resolves "9-11", "10-11:30am", "2 to 4", "9am to 5pm", "de 9 a 11" as a pair. */
/** A clock atom that says its half of the day itself ("7pm", "19:00", "0:30", "12"). */
const explicit = (x: ClockAtom): boolean => x.mer !== undefined || x.definite || x.h === 0 || x.h >= 12;

/**
 * A bare range read in the morning that could as well be the evening's ("class 7-8:30"): nothing
 * in it says which (order.ts reads it by the times written before it, as a bare hour).
 */
const rangeAmbiguous = (a: ClockAtom, b: ClockAtom, start: number, end: number): boolean =>
  !explicit(a) && !explicit(b) && start < 720 && end <= 720;

export function resolveRange(a: ClockAtom, b: ClockAtom, ctx: ClockContext): [number, number] {
  // "shift 6-2", "turno de 7 a 3": a bare range that runs backwards is a morning start, an afternoon end.
  // A place named with its hours ("bar de 7 a 4") is open then: the evening it hints at is no reading of them.
  if (!explicit(a) && !explicit(b) && (!ctx.evening || ctx.venueOnly) && a.h > b.h && a.h >= 4 && a.h <= 8)
    return [a.h * 60 + a.m, (b.h + 12) * 60 + b.m];
  // "match 11-6", "bar shift 11-5": an evening word with a bare range that would run to 4 a.m. or later
  // is a day's span, 11:00-18:00; only an item that names the night runs through it ("nights 10-6").
  if (!explicit(a) && !explicit(b) && ctx.evening && !ctx.night && a.h >= 7 && a.h <= 11 && b.h >= 4 && b.h < a.h)
    if (a.h * 60 + a.m >= ctx.dayStart) return [a.h * 60 + a.m, (b.h + 12) * 60 + b.m];
  // "crossing 1: 7:30-9:15" on a day that starts at 8: a bare range to the minute, of a few hours, that
  // starts before the day and ends inside its morning is that morning's, not 19:30-21:15 (no evening
  // word in the item). Whole hours stay as they were ("reception 6-11", "padel de 7 a 9").
  const amStart = a.h * 60 + a.m;
  const amEnd = b.h * 60 + b.m;
  const toMinute = a.m > 0 || b.m > 0;
  if (toMinute && !explicit(a) && !explicit(b) && !ctx.evening && a.h >= 5 && amStart < ctx.dayStart)
    if (amEnd > ctx.dayStart && amEnd - amStart <= SHORT_RANGE && amEnd <= 720) return [amStart, amEnd];
  let start: number;
  // "العرس من 8 لين 12 بالليل", "party 8 till midnight": a bare start before midnight is that evening's.
  const bMer = b.h === 24 && b.m === 0 && a.h < 12 ? "pm" : b.mer;
  if (!explicit(a) && (bMer === "am" || bMer === "pm")) {
    const same = resolveClock({ ...a, mer: bMer }, ctx).minutes;
    const endMin = resolveClock(b, ctx).minutes;
    start = same < endMin ? same : resolveClock({ ...a, mer: bMer === "am" ? "pm" : "am" }, ctx).minutes;
    if (start >= endMin) start = same;
    // "7.30-8pm shift": a shift of half an hour is no reading; from the morning it is a long day's (07:30-20:00).
    const morning = a.h * 60 + a.m;
    if (ctx.shift && bMer === "pm" && endMin - start < SHIFT_LEAST && a.h < 12 && endMin - morning <= SHIFT_MOST)
      start = morning;
  } else {
    start = resolveClock(a, { ...ctx, evening: ctx.evening && !ctx.morning }).minutes;
  }
  let end: number;
  if (explicit(b)) end = resolveClock(b, ctx).minutes;
  else {
    const base = b.h * 60 + b.m;
    const candidates = [base, base + 720, base + 1440].filter((c) => c > start && c <= 1440);
    end = candidates.length > 0 ? candidates[0] : base + 720;
  }
  // "turno de 6 a 14": a bare start read in the evening before a 24-hour end is that end's morning.
  if (!explicit(a) && explicit(b) && start >= end && a.h * 60 + a.m < end) start = a.h * 60 + a.m;
  // (Not an end that said its half: "5pm-1am" runs past midnight, never to 13:00.)
  if (end <= start && end + 720 <= 1440 && !(explicit(b) && end < 720)) end += 720;
  return [start, Math.min(end, 1440)];
}

// ---------------------------------------------------------------------------------------------
// Time expressions inside a segment
// ---------------------------------------------------------------------------------------------

export interface TimeFindings {
  fixedStart?: number;
  fixedEnd?: number;
  /** "between 2 and 4": a window rather than a block, if the task is shorter than it. */
  between?: boolean;
  deadline?: number;
  deadlineAmbiguous?: boolean;
  earliest?: number;
  /** "until 11" with no start. */
  untilOnly?: boolean;
  /** The start is a bare hour that could also be read 12 hours later ("call dad ~8"). */
  startAmbiguous?: boolean;
  /** The "until" hour could also be read 12 hours later. */
  endAmbiguous?: boolean;
  /** "before the 2pm pitch", "antes de la reunión de las 4": an event named only in passing. */
  refEvent?: { title: string; start: number };
  rest: string;
}

/** Every clock phrase has a digit or a clock word. */
const TIME_HINT =
  /\d|noon|midday|mid-day|midnight|mediod|medianoche|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce/i;
const ES_TIME_CUE =
  /\blas?\s|mediod|medianoche|de\s+la\s+(?:ma|tar|noc)|\d\s*h\b|\bdesde\b|\bentre\b|\bhasta\b|\bde\s+\d/i;

/**
 * Finds time phrases in a segment and removes them. Both languages' patterns apply (the given
 * one first): people mix "a las 9:30" and "meeting 9:30".
 */
/** "19h-20h30", "a las 9h15": clock times written with an h, as "19:00-20:30", "9:15". */
const H_CLOCK =
  /((?:^|[-–]|\b(?:a\s+las|las|at|from|de|desde|hasta|to|until|till)\s)\s*)(\d{1,2})h(?:([0-5]\d)|(?![\p{L}\p{N}]))/giu;

/** Verbs of something ending or going: its hour is a deadline and no event ("before the van leaves at 4"). */
const ENDING_VERB = /\s(?:leaves?|close[sd]?|shuts?|ends?)\s/i;

export function takeTimes(input: string, lang: Lang, ctx: ClockContext): TimeFindings {
  const h = /\dh/i.test(input)
    ? input.replace(H_CLOCK, (_m: string, pre: string, hh: string, m?: string) => `${pre}${hh}:${m ?? "00"}`)
    : input;
  // "lunch 12-2ish", "at 5ish": the time is approximate anyway.
  const ish = /\dish/i.test(h) ? h.replace(/(\d(?:\s*[ap]\.?m\.?)?)-?ish(?![\p{L}])/giu, "$1") : h;
  // "12 noon", "12 midnight": one time, not two.
  const text = /12\s+mid|12\s+noon/i.test(ish)
    ? ish.replace(/(?<![\d:.])12(?::00)?\s+(noon|midday|midnight)(?![\p{L}])/giu, "$1")
    : ish;
  const out: TimeFindings = { rest: text };
  if (!TIME_HINT.test(text)) return out;
  const order: Lang[] = lang === "es" ? ["es", "en"] : ["en", "es"];
  for (const l of order) {
    if (l === "es" && lang !== "es" && !ES_TIME_CUE.test(out.rest)) continue;
    for (const p of timePatterns[l]) {
      if (p.hint && !p.hint.test(out.rest)) continue;
      p.re.lastIndex = 0;
      out.rest = out.rest.replace(p.re, (whole: string, g1: string, g2: unknown) => {
        if (p.role === "by2" || p.role === "byEvent") {
          // "antes de la reunión de las 4" (time second), "before the 2pm pitch" (time first).
          const [timeText, noun] = p.role === "by2" ? [g2, g1] : [g1, g2];
          const atom = typeof timeText === "string" ? parseClockAtom(timeText) : null;
          if (!atom) return whole;
          if (out.deadline === undefined) {
            const r = resolveClock(atom, ctx);
            out.deadline = r.minutes;
            out.deadlineAmbiguous = r.ambiguous;
            // "before my 4pm with the VP": a meeting with someone. "before the courier leaves at 4", "before
            // the shop closes at 5": a moment, no event of its own.
            if (typeof noun === "string" && !ENDING_VERB.test(whole))
              out.refEvent = { title: /^with\s/i.test(noun) ? `meeting ${noun}` : noun, start: r.minutes };
          }
          // "prep for 2pm client call" stays "prep for client call".
          return p.keepNoun && typeof noun === "string" ? ` for ${noun} ` : " ";
        }
        const a = parseClockAtom(g1);
        const b = typeof g2 === "string" ? parseClockAtom(g2) : null;
        if (!a || ((p.role === "range" || p.role === "between") && !b)) return whole;
        if (p.role === "range" || p.role === "between") {
          if (out.fixedStart !== undefined) return " ";
          const [s, e0] = resolveRange(a, b as ClockAtom, ctx);
          // "22:00 a 06:00", a night shift: this day's part ends at midnight.
          // ("shift 5pm-1am", "17:00-01:00": from the afternoon past midnight, likewise.)
          const night = s >= 18 * 60 && ((b as ClockAtom).h <= 10 || e0 <= 10 * 60);
          const e = e0 <= s && (night || (s >= 12 * 60 && e0 <= 6 * 60)) ? 1440 : e0;
          if (e <= s) return whole;
          out.fixedStart = s;
          out.fixedEnd = e;
          if (rangeAmbiguous(a, b as ClockAtom, s, e)) out.startAmbiguous = true;
          if (p.role === "between") out.between = true;
          return " ";
        }
        const r = resolveClock(a, ctx);
        if (r.minutes > 1440) return whole;
        switch (p.role) {
          case "by":
            if (out.deadline === undefined) {
              out.deadline = r.minutes;
              out.deadlineAmbiguous = r.ambiguous;
            }
            break;
          case "after":
            if (out.earliest === undefined) out.earliest = r.minutes;
            break;
          case "until":
            if (out.fixedEnd === undefined) {
              out.fixedEnd = r.minutes;
              out.endAmbiguous = r.ambiguous;
              if (out.fixedStart === undefined) out.untilOnly = true;
            }
            break;
          case "from":
          case "at":
            if (out.fixedStart === undefined) {
              out.fixedStart = r.minutes === 1440 && p.role === "at" ? 1440 : r.minutes;
              out.startAmbiguous = r.ambiguous;
            } else if (out.untilOnly) {
              out.fixedStart = r.minutes;
              out.startAmbiguous = r.ambiguous;
              out.untilOnly = false;
            }
            break;
        }
        return " ";
      });
    }
  }
  if (out.untilOnly && out.fixedStart !== undefined) out.untilOnly = false;
  if (out.fixedStart !== undefined && out.fixedEnd !== undefined && out.fixedEnd <= out.fixedStart) {
    if (out.fixedEnd + 720 <= 1440 && out.fixedEnd + 720 > out.fixedStart) out.fixedEnd += 720;
    else if (out.fixedStart >= 18 * 60 && out.fixedEnd <= 10 * 60)
      out.fixedEnd = 1440; // a night shift: this day's part ends at midnight
    else out.fixedEnd = undefined;
  }
  return out;
}

/** A single clock phrase as minutes ("quarter past eight" -> 495), for tests. */
export function parseClock(
  text: string,
  ctx: ClockContext = { dayStart: 7 * 60, evening: false, morning: false },
): number | undefined {
  const atom = parseClockAtom(text);
  return atom ? resolveClock(atom, ctx).minutes : undefined;
}

// ---------------------------------------------------------------------------------------------
