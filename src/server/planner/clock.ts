/**
 * Clock times and the time expressions of a segment: "9:30", "3pm", "noon", "a las 9 y media",
 * ranges ("9-11", "de 9 a 11"), "at", "by", "after", "between"; `takeTimes` finds them and returns
 * the text without them, `resolveClock` turns a bare hour into a time of day. Linear-time patterns.
 */

import { L, R, rx, wordNumber, type Lang } from "./words";

// Clock times
// ---------------------------------------------------------------------------------------------

const EN_HOURWORD = "(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";
export const ES_HOURWORD = "(?:una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)";
const EN_MINWORD = "(?:five|ten|fifteen|twenty(?:[- ]five)?|thirty|forty(?:[- ]five)?|fifty(?:[- ]five)?)";
export const MER = "(?:a\\.?\\s?m\\.?|p\\.?\\s?m\\.?)(?![\\p{L}])";
const HNUM = `(?:[01]?\\d|2[0-4]|${EN_HOURWORD})`;

const EN_STRONG = [
  "noon|midday|mid-day|midnight",
  `(?:a\\s+)?quarter\\s+(?:past|after|to)\\s+${HNUM}(?:\\s*${MER})?`,
  `half\\s+past\\s+${HNUM}(?:\\s*${MER})?`,
  `(?:\\d{1,2}|${EN_MINWORD})\\s+(?:minutes?\\s+)?past\\s+${HNUM}(?:\\s*${MER})?`,
  `(?:\\d{1,2}|${EN_MINWORD})\\s+minutes?\\s+to\\s+${HNUM}(?:\\s*${MER})?`,
  `(?:five|ten|twenty|twenty[- ]five)\\s+to\\s+${EN_HOURWORD}(?![\\p{L}])(?:\\s*${MER})?`,
  `(?:[01]?\\d|2[0-4])[:.][0-5]\\d(?:\\s*${MER})?`,
  `(?:1[0-2]|0?[1-9])\\s*${MER}`,
  `(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?[ap](?![\\p{L}\\p{N}])`,
  `${EN_HOURWORD}\\s*${MER}`,
  `${HNUM}\\s+o'?\\s?clock(?:\\s*${MER})?`,
].join("|");
const EN_WEAK = `${EN_HOURWORD}(?:[- ](?:thirty|fifteen|forty[- ]five|o'?[- ]?five))?|(?:[01]?\\d|2[0-4])(?![:.]\\d)`;
const EN_ATOM = `(?:${EN_STRONG}|${EN_WEAK})`;
const EN_STRONG_ATOM = `(?:${EN_STRONG})`;
/** The second word of a two-word event name ("client meeting", "design review"). */
const EVENT_NOUN =
  "(?:call|meeting|review|interview|pitch|presentation|demo|sync|appointment|session|class|lecture|flight|train|workshop|standup|stand-up)";

const ES_MOD =
  `(?:\\s+y\\s+(?:media|cuarto|\\d{1,2}|cinco|diez|quince|veinte|veinticinco|treinta|` +
  `cuarenta(?:\\s+y\\s+cinco)?|cincuenta)|\\s+menos\\s+(?:cuarto|\\d{1,2}|cinco|diez|veinte|` +
  `veinticinco))`;
const ES_SUFFIX = `(?:\\s*(?:de\\s+la\\s+(?:ma[ñn]ana|tarde|noche|madrugada)|del\\s+mediod[ií]a|en\\s+punto|h(?:rs?|s)?${R}|horas${R}|${MER}))`;
const ES_STRONG = [
  "mediod[ií]a|medianoche",
  `(?:[01]?\\d|2[0-4])[:.][0-5]\\d(?:\\s*(?:h(?:rs?|s)?${R}|horas${R}|${MER}))?`,
  `(?:[01]?\\d|2[0-4])\\s*(?:h${R}|${MER})`,
  `(?:[01]?\\d|${ES_HOURWORD})${ES_MOD}?\\s+(?:de\\s+la\\s+(?:ma[ñn]ana|tarde|noche|madrugada)|del\\s+mediod[ií]a)`,
].join("|");
const ES_ATOM = `(?:mediod[ií]a|medianoche|(?:(?:[01]?\\d|2[0-4])(?:[:.][0-5]\\d)?|${ES_HOURWORD})${ES_MOD}?${ES_SUFFIX}?)`;
const ES_STRONG_ATOM = `(?:${ES_STRONG})`;

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

export interface ClockContext {
  dayStart: number;
  evening: boolean;
  morning: boolean;
}

export interface ResolvedClock {
  minutes: number;
  /** Bare hour that could also be read 12 hours later. */
  ambiguous: boolean;
}

/** Turns an atom into minutes since midnight. Bare hours 1-6 are afternoon; 7-11 morning unless the context is evening or the day starts later. */
export function resolveClock(atom: ClockAtom, ctx: ClockContext): ResolvedClock {
  const { h, m } = atom;
  if (!atom.mer && !atom.definite && ctx.morning && !ctx.evening && h >= 1 && h < 12)
    return { minutes: h * 60 + m, ambiguous: false };
  if (atom.mer === "am") return { minutes: (h % 12) * 60 + m, ambiguous: false };
  if (atom.mer === "pm") return { minutes: ((h % 12) + 12) * 60 + m, ambiguous: false };
  if (atom.mer === "noonish") return { minutes: (h === 12 ? 12 : h < 6 ? h + 12 : h) * 60 + m, ambiguous: false };
  if (atom.definite || h === 0 || h >= 13) return { minutes: h * 60 + m, ambiguous: false };
  if (h === 12) return { minutes: 720 + m, ambiguous: false };
  if (h >= 1 && h <= 6)
    return ctx.morning ? { minutes: h * 60 + m, ambiguous: true } : { minutes: (h + 12) * 60 + m, ambiguous: false };
  const am = h * 60 + m;
  if (ctx.evening || am < ctx.dayStart) return { minutes: am + 720, ambiguous: false };
  return { minutes: am, ambiguous: true };
}

/** Resolves "9-11", "10-11:30am", "2 to 4", "9am to 5pm", "de 9 a 11" as a pair. */
export function resolveRange(a: ClockAtom, b: ClockAtom, ctx: ClockContext): [number, number] {
  const explicit = (x: ClockAtom): boolean => x.mer !== undefined || x.definite || x.h === 0 || x.h >= 12;
  // "shift 6-2", "turno de 7 a 3": a bare range that runs backwards is a morning start, an afternoon end.
  if (!explicit(a) && !explicit(b) && !ctx.evening && a.h > b.h && a.h >= 4 && a.h <= 8)
    return [a.h * 60 + a.m, (b.h + 12) * 60 + b.m];
  let start: number;
  if (!explicit(a) && (b.mer === "am" || b.mer === "pm")) {
    const same = resolveClock({ ...a, mer: b.mer }, ctx).minutes;
    const endMin = resolveClock(b, ctx).minutes;
    start = same < endMin ? same : resolveClock({ ...a, mer: b.mer === "am" ? "pm" : "am" }, ctx).minutes;
    if (start >= endMin) start = same;
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
  if (end <= start && end + 720 <= 1440) end += 720;
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
  /** The "until" hour could also be read 12 hours later. */
  endAmbiguous?: boolean;
  /** "before the 2pm pitch", "antes de la reunión de las 4": an event named only in passing. */
  refEvent?: { title: string; start: number };
  rest: string;
}

type Role = "range" | "between" | "at" | "by" | "by2" | "byEvent" | "after" | "from" | "until";

interface TimePattern {
  re: RegExp;
  role: Role;
  hint?: RegExp;
  /** The event's name stays in the title. */
  keepNoun?: boolean;
}

const SEP_EN = "(?:-|–|—|to|till|until|til|through|thru)";
const timePatterns: Record<Lang, TimePattern[]> = {
  en: [
    { re: rx(`${L}between\\s+(${EN_ATOM})\\s*(?:and|-|–|&)\\s*(${EN_ATOM})${R}`), role: "between", hint: /between/i },
    {
      re: rx(`${L}(?:from|starting\\s+at)\\s+(${EN_ATOM})\\s*${SEP_EN}\\s*(${EN_ATOM})${R}`),
      role: "range",
      hint: /from|starting/i,
    },
    { re: rx(`${L}(?:(?:at|@)\\s*)?(${EN_ATOM})\\s*(?:-|–|—)\\s*(${EN_ATOM})${R}`), role: "range", hint: /[-–—]/ },
    {
      re: rx(`${L}(?:(?:at|@)\\s*)?(${EN_STRONG_ATOM})\\s+(?:to|till|until|til|through)\\s+(${EN_ATOM})${R}`),
      role: "range",
      hint: /\sto\s|till|until|\stil\s|through/i,
    },
    {
      re: rx(
        `${L}(?:(?:at|@)\\s*)?(\\d{1,2})\\s+to\\s+(\\d{1,2}(?:[:.][0-5]\\d)?(?:\\s*${MER})?)${R}(?!\\s+(?:people|persons|pages|items|tasks|things|of))`,
      ),
      role: "range",
      hint: /\d\s+to\s/i,
    },
    {
      re: rx(
        `(?<!\\s)\\s+for(?<=(?:prep|prepare|preparing|get\\s+ready|ready|practi[cs]e|` +
          `rehearse)(?:\\s+[\\p{L}'’-]+){0,3}\\s+for)\\s+(?:the\\s+|my\\s+|our\\s+|` +
          `this\\s+)?(${EN_STRONG_ATOM})\\s+([\\p{L}][\\p{L}'’-]*(?:\\s+(?:call|meeting|review|interview|pitch|` +
          `presentation|demo))?)`,
      ),
      role: "byEvent",
      hint: /prep|ready|practi|rehears/i,
      keepNoun: true,
    },
    {
      re: rx(
        `${L}(?:by|before|ahead\\s+of)\\s+(?:the|my|our|your|this)\\s+(${EN_STRONG_ATOM})\\s+((?:with\\s+(?:the\\s+|my\\s+|our\\s+)?)?[\\p{L}][\\p{L}'’-]*(?:\\s+${EVENT_NOUN})?)`,
      ),
      role: "byEvent",
      hint: /before|\bby\b|ahead/i,
    },
    {
      re: rx(`${L}(?:antes\\s+de\\s+la|antes\\s+del)\\s+([\\p{L}]+)\\s+de\\s+las?\\s+(${ES_ATOM})${R}`),
      role: "by2",
      hint: /antes/i,
    },
    {
      re: rx(
        `${L}(?:by|before|ahead\\s+of)\\s+(?:the|my|our|your|` +
          `this)\\s+([\\p{L}][\\p{L}'’-]*(?:\\s+${EVENT_NOUN})?)\\s+(?:(?:arrive|arrives|come|comes|start|` +
          `starts|begin|begins|land|lands|leave|leaves|open|opens|close|closes)\\s+)?(?:at|` +
          `@)\\s*(${EN_ATOM})${R}`,
      ),
      role: "by2",
      hint: /before|\bby\b|ahead/i,
    },
    {
      re: rx(
        `${L}(?:by|before)\\s+(?:it|they|she|he)\\s+(?:closes?|shuts?|ends?|finish(?:es)?|leaves?|gets?\\s+(?:here|back|home))\\s+(?:at|@)\\s*(${EN_ATOM})${R}`,
      ),
      role: "by",
      hint: /before|\bby\b/i,
    },
    {
      re: rx(
        `${L}(?:by|before|no\\s+later\\s+than|not\\s+later\\s+than|due(?:\\s+(?:at|by))?|latest(?:\\s+by)?|at\\s+the\\s+latest\\s+by)\\s+(${EN_ATOM})${R}(?:\\s+at\\s+the\\s+latest)?`,
      ),
      role: "by",
      hint: /\bby\b|before|later|due|latest/i,
    },
    {
      re: rx(
        `${L}(?:after|not\\s+before|no\\s+earlier\\s+than|any\\s*time\\s+after|some\\s*time\\s+after|later\\s+than)\\s+(${EN_ATOM})${R}`,
      ),
      role: "after",
      hint: /after|before|earlier|later/i,
    },
    {
      re: rx(`${L}(?:from|starting(?:\\s+at)?|beginning\\s+at)\\s+(${EN_ATOM})${R}(?:\\s+on(?:wards?)?)?`),
      role: "from",
      hint: /from|starting|beginning/i,
    },
    {
      re: rx(`${L}(?:until|till|til|'til|up\\s+to)\\s+(${EN_ATOM})${R}`),
      role: "until",
      hint: /until|till|\btil|up\s+to/i,
    },
    {
      re: rx(`${L}(?:at|@|around|circa|~)\\s*(${EN_ATOM})${R}(?:\\s+sharp)?`),
      role: "at",
      hint: /\bat\b|@|around|circa|~/i,
    },
    {
      re: rx(`${L}(${EN_STRONG_ATOM})${R}(?:\\s+sharp)?`),
      role: "at",
      hint: /\d|noon|midday|mid-day|midnight|clock|past|quarter|half|minutes? to|[ap]\.?\s?m/i,
    },
  ],
  es: [
    {
      re: rx(`${L}entre\\s+(?:las?\\s+)?(${ES_ATOM})\\s+y\\s+(?:las?\\s+)?(${ES_ATOM})${R}`),
      role: "between",
      hint: /entre/i,
    },
    {
      re: rx(`${L}(?:de|desde)\\s+(?:las?\\s+)?(${ES_ATOM})\\s*(?:a|hasta|-|–)\\s*(?:las?\\s+)?(${ES_ATOM})${R}`),
      role: "range",
      hint: /\bde\b|desde/i,
    },
    {
      re: rx(`${L}(?:a\\s+las?\\s+)?(${ES_ATOM})\\s*(?:-|–|—)\\s*(?:las?\\s+)?(${ES_ATOM})${R}`),
      role: "range",
      hint: /[-–—]/,
    },
    {
      re: rx(
        `${L}(?:antes\\s+de\\s+la|antes\\s+del|antes\\s+de\\s+mi)\\s+([\\p{L}]+)\\s+(?:de|a)\\s+las?\\s+(${ES_ATOM})${R}`,
      ),
      role: "by2",
      hint: /antes/i,
    },
    {
      re: rx(
        // "para las 5" / "para 5:30" is a deadline; a bare "para 4" is a count ("para 4 personas", "mesa para 6").
        `${L}(?:(?:antes\\s+de(?:l)?|no\\s+m[aá]s\\s+tarde\\s+de(?:l)?|como\\s+m[aá]ximo\\s+a)\\s+(?:las?\\s+)?|para\\s+(?:las?\\s+|(?=\\d{1,2}[:.][0-5]\\d)))(${ES_ATOM})${R}`,
      ),
      role: "by",
      hint: /antes|para|tarde\s+de|m[aá]ximo/i,
    },
    {
      re: rx(
        `${L}(?:despu[eé]s\\s+de(?:l)?|a\\s+partir\\s+de(?:l)?|tras|no\\s+antes\\s+de(?:l)?)\\s+(?:las?\\s+)?(${ES_ATOM})${R}`,
      ),
      role: "after",
      hint: /despu|partir|tras|antes/i,
    },
    { re: rx(`${L}desde\\s+(?:las?\\s+|el\\s+)?(${ES_ATOM})${R}`), role: "from", hint: /desde/i },
    { re: rx(`${L}hasta\\s+(?:las?\\s+|el\\s+)?(${ES_ATOM})${R}`), role: "until", hint: /hasta/i },
    {
      re: rx(
        `${L}(?:a|sobre|hacia|alrededor\\s+de|a\\s+eso\\s+de)\\s+(?:las?\\s+)(${ES_ATOM})${R}(?:\\s+en\\s+punto)?`,
      ),
      role: "at",
      hint: /\blas?\s/i,
    },
    { re: rx(`${L}(?:al|a)\\s+(mediod[ií]a|medianoche)${R}`), role: "at", hint: /mediod|medianoche/i },
    { re: rx(`${L}(${ES_STRONG_ATOM})${R}`), role: "at", hint: /\d|mediod|medianoche|de\s+la\s+(?:ma|tar|noc)/i },
  ],
};

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
            // "before my 4pm with the VP": a meeting with someone.
            if (typeof noun === "string")
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
          const e = e0 <= s && s >= 18 * 60 && ((b as ClockAtom).h <= 10 || e0 <= 10 * 60) ? 1440 : e0;
          if (e <= s) return whole;
          out.fixedStart = s;
          out.fixedEnd = e;
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
            if (out.fixedStart === undefined) out.fixedStart = r.minutes === 1440 && p.role === "at" ? 1440 : r.minutes;
            else if (out.untilOnly) {
              out.fixedStart = r.minutes;
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
