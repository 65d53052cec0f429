/**
 * The rules grammar: durations, clock times, time ranges and list splitting, for English and
 * Spanish (Arabic is rewritten into their terms by arabic.ts first). Pure functions; every regular expression is compiled once at module load.
 */

import { isMostlyArabic } from "./arabic";

/** The languages of the grammar's own patterns. */
export type Lang = "en" | "es";
/** The languages of a description. */
export type Language = Lang | "ar";

const L = "(?<![\\p{L}\\p{N}])";
const R = "(?![\\p{L}\\p{N}])";
const rx = (source: string, flags = "giu"): RegExp => new RegExp(source, flags);

// ---------------------------------------------------------------------------------------------
// Numbers written as words
// ---------------------------------------------------------------------------------------------

const EN_SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  a: 1,
  an: 1,
  couple: 2,
  "a couple": 2,
  "a couple of": 2,
  "couple of": 2,
  "a few": 3,
  few: 3,
  several: 3,
};
const ES_SMALL: Record<string, number> = {
  cero: 0,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  veinte: 20,
  veinticinco: 25,
  treinta: 30,
  cuarenta: 40,
  "cuarenta y cinco": 45,
  cincuenta: 50,
  sesenta: 60,
  noventa: 90,
  "un par de": 2,
  unas: 1,
  media: 0.5,
};

/** "2", "1.5", "1,5", "two", "twenty-five", "una", "a couple of" -> number (NaN if unknown). */
export function wordNumber(raw: string): number {
  const s = raw.trim().toLowerCase().replace(/\s+/g, " ");
  if (/^\d+(?:[.,]\d+)?$/.test(s)) return Number(s.replace(",", "."));
  if (s in EN_SMALL) return EN_SMALL[s];
  if (s in ES_SMALL) return ES_SMALL[s];
  const m = /^(twenty|thirty|forty|fifty)[- ](one|two|three|four|five|six|seven|eight|nine)$/.exec(s);
  if (m) return EN_SMALL[m[1]] + EN_SMALL[m[2]];
  return NaN;
}

const EN_NUMWORD =
  "(?:(?:twenty|thirty|forty|fifty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|sixty|ninety)";
const ES_NUMWORD =
  "(?:cuarenta\\s+y\\s+cinco|veinticinco|un[oa]?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|veinte|treinta|cuarenta|cincuenta|sesenta|noventa)";
const NUMD = "\\d+(?:[.,]\\d+)?";
const EN_QTY = `(?:${NUMD}|${EN_NUMWORD}|(?:a\\s+)?couple(?:\\s+of)?|(?:a\\s+)?few|several|an?(?!\\s*\\.?\\s*m(?![\\p{L}])))`; // "11 am" is no "a minute"
const ES_QTY = `(?:${NUMD}|${ES_NUMWORD}|un\\s+par\\s+de)`;

// ---------------------------------------------------------------------------------------------
// Durations
// ---------------------------------------------------------------------------------------------

// At most four lead words ("for about another 2 hours"): an unbounded run of them ("for for for …")
// would be read again from each of its words, quadratic in the length of the text.
const EN_DUR_PRE =
  "(?:(?:for|about|around|roughly|approx\\.?|approximately|like|some|another|an\\s+extra|extra|a\\s+good|a\\s+solid|solid|good|at\\s+least|at\\s+most|max(?:imum)?|min(?:imum)?|up\\s+to|~)\\s*){0,4}";
const EN_DUR_POST = "(?:\\s*(?:-\\s*)?long)?(?:\\s+(?:of|on|for|doing|working\\s+on)(?![\\p{L}\\p{N}]))?";
const ES_DUR_PRE =
  "(?:(?:durante|por|unos|unas|como|alrededor\\s+de|otra|otros|otras|m[aá]s\\s+o\\s+menos|de|~)\\s+){0,4}";
const ES_DUR_POST =
  "(?:\\s+(?:de(?!\\s+la\\s+(?:ma|tar|noc))|del|al|a(?!\\s+las?\\s)|en|para(?!\\s+las?\\s))(?![\\p{L}\\p{N}]))?";
/** The preposition a duration phrase swallowed ("3 hours on", "2 horas de"). */
const DURATION_TAIL = /\s+(of|on|for|doing|working\s+on|de|del|al|a|en|para)$/iu;
/** Text before a duration that leaves it at the start of the item ("spend 3 hours on ..."). */
const DURATION_LEAD_OK =
  /^[\s\p{P}\p{S}]*(?:(?:i|we|i'?ll|i\s+will|need\s+to|have\s+to|want\s+to|must|should|spend|spending|put\s+in|block(?:\s+out)?|allocate|then|and|also|plus|first|another|tengo\s+que|necesito|quiero|dedicar(?:le)?|pasar|echar|luego|despu[eé]s|y|primero|otras?)\s+)*$/iu;

/** "a las 14h", "at 9 h": a clock time, not a duration (checked on the text just before a match). */
const AFTER_CLOCK_WORD = /(?:\bat|@|\bby|\blas|\bla|\buntil|\bfrom|\bdesde|\bhasta)\s*$/i;

interface DurationRule {
  re: RegExp;
  minutes: (m: RegExpExecArray) => number;
  /** Cheap pre-check: the rule can only match text that matches this. */
  hint?: RegExp;
  /** Skip matches right after "at", "a las"... */
  notAfterClockWord?: boolean;
}

const unitMinutes = (unit: string): number => (/^h|^hora|^hr/i.test(unit) ? 60 : 1);

const EN_H = "(?:hours?|hrs?|h)";
const EN_M = "(?:minutes?|mins?|m)";
const ES_H = "(?:horas?|hrs?|hs?)";
const ES_M = "(?:minutos?|mins?|m)";

const DURATIONS: Record<Lang, DurationRule[]> = {
  en: [
    // 2 x 25 min, 3×30m: repeated sessions
    {
      re: rx(`${L}(\\d{1,2})\\s*[x×]\\s*(${NUMD})\\s*-?\\s*(${EN_H}|${EN_M})${R}${EN_DUR_POST}`),
      minutes: (m) => wordNumber(m[1]) * wordNumber(m[2]) * unitMinutes(m[3]),
      hint: /\d\s*[x×]\s*\d/,
    },
    // 2 pomodoros (25 minutes each)
    {
      re: rx(`${L}(${EN_QTY}|${ES_NUMWORD})\\s+pomodoros?${R}${EN_DUR_POST}`),
      minutes: (m) => wordNumber(m[1]) * 25,
      hint: /pomodoro/i,
    },
    // an hour and a half / 2 hours and a half
    {
      re: rx(`${L}${EN_DUR_PRE}(?:(${EN_QTY})\\s+)?(?:hours?|hrs?)\\s+and\\s+a\\s+half${R}${EN_DUR_POST}`),
      minutes: (m) => (m[1] ? wordNumber(m[1]) : 1) * 60 + 30,
      hint: /half/i,
    },
    // two and a half hours
    {
      re: rx(
        `${L}${EN_DUR_PRE}(${EN_QTY})(?:\\s+|-)and(?:\\s+|-)a(?:\\s+|-)half(?:\\s+|-)(?:hours?|hrs?)${R}${EN_DUR_POST}`,
      ),
      minutes: (m) => wordNumber(m[1]) * 60 + 30,
      hint: /half/i,
    },
    // half an hour, half hour, a half-hour
    {
      re: rx(`${L}${EN_DUR_PRE}(?:a\\s+)?half(?:\\s+an|\\s+a|-)?\\s*hour${R}${EN_DUR_POST}`),
      minutes: () => 30,
      hint: /half/i,
    },
    // three quarters of an hour
    {
      re: rx(`${L}${EN_DUR_PRE}three[- ]quarters?(?:\\s+of)?(?:\\s+an)?\\s+hour${R}${EN_DUR_POST}`),
      minutes: () => 45,
      hint: /quarter/i,
    },
    // a quarter of an hour, quarter-hour
    {
      re: rx(`${L}${EN_DUR_PRE}(?:a\\s+)?quarter(?:\\s+of)?(?:\\s+an|-)?\\s*hour${R}${EN_DUR_POST}`),
      minutes: () => 15,
      hint: /quarter/i,
    },
    // 1-2 hours, 30 to 45 minutes (take the upper bound: plan for the realistic case)
    {
      re: rx(
        `${L}${EN_DUR_PRE}(${NUMD}(?=[-–])|${NUMD}\\s+(?=to|or)|${EN_NUMWORD}\\s+(?=to|or))(?:-|–|to|or)\\s*(${NUMD}|${EN_NUMWORD})\\s*(?:-\\s*)?(${EN_H}|${EN_M})${R}${EN_DUR_POST}`,
      ),
      minutes: (m) => Math.max(wordNumber(m[1]), wordNumber(m[2])) * unitMinutes(m[3]),
      hint: /\d\s*[-–]|\sto\s|\sor\s|\sa\s|\so\s/i,
    },
    // 1h 15m, 1h15, 1 hour 30 minutes, 2 hrs and 10 mins
    {
      re: rx(
        `${L}${EN_DUR_PRE}(${NUMD}|${EN_NUMWORD}|an?)\\s*(?:-\\s*)?(?:hours?|hrs?|h)\\s*(?:and\\s+)?(\\d{1,2}|${EN_NUMWORD})\\s*(?:minutes?|mins?|m)?${R}(?![:.]\\d)${EN_DUR_POST}`,
      ),
      minutes: (m) => wordNumber(m[1]) * 60 + wordNumber(m[2]),
    },
    // 2h, 90 min, 1.5 hours, two hours, an hour, 15-min, 45m, a couple of hours
    {
      notAfterClockWord: true,
      re: rx(`${L}${EN_DUR_PRE}(${EN_QTY})(?:\\s*|-)(${EN_H}|${EN_M})${R}${EN_DUR_POST}`),
      minutes: (m) => wordNumber(m[1]) * unitMinutes(m[2]),
    },
  ],
  es: [
    {
      re: rx(`${L}(\\d{1,2})\\s*[x×]\\s*(${NUMD})\\s*-?\\s*(${ES_H}|${ES_M})${R}${ES_DUR_POST}`),
      minutes: (m) => wordNumber(m[1]) * wordNumber(m[2]) * unitMinutes(m[3]),
      hint: /\d\s*[x×]\s*\d/,
    },
    {
      re: rx(`${L}(${ES_QTY})\\s+pomodoros?${R}${ES_DUR_POST}`),
      minutes: (m) => wordNumber(m[1]) * 25,
      hint: /pomodoro/i,
    },
    // hora y media, una hora y media, 2 horas y media
    {
      re: rx(`${L}${ES_DUR_PRE}(?:(${ES_QTY})\\s+)?horas?\\s+y\\s+media${R}${ES_DUR_POST}`),
      minutes: (m) => (m[1] ? wordNumber(m[1]) : 1) * 60 + 30,
      hint: /media/i,
    },
    // 2 horas y cuarto
    {
      re: rx(`${L}${ES_DUR_PRE}(?:(${ES_QTY})\\s+)?horas?\\s+y\\s+cuarto${R}${ES_DUR_POST}`),
      minutes: (m) => (m[1] ? wordNumber(m[1]) : 1) * 60 + 15,
      hint: /cuarto/i,
    },
    // media hora
    { re: rx(`${L}${ES_DUR_PRE}(?:una\\s+)?media\\s+hora${R}${ES_DUR_POST}`), minutes: () => 30, hint: /media/i },
    // tres cuartos de hora
    { re: rx(`${L}${ES_DUR_PRE}tres\\s+cuartos\\s+de\\s+hora${R}${ES_DUR_POST}`), minutes: () => 45, hint: /cuarto/i },
    // un cuarto de hora
    {
      re: rx(`${L}${ES_DUR_PRE}(?:un\\s+)?cuarto\\s+de\\s+hora${R}${ES_DUR_POST}`),
      minutes: () => 15,
      hint: /cuarto/i,
    },
    // 1-2 horas, 30 o 45 minutos
    {
      re: rx(
        `${L}${ES_DUR_PRE}(${NUMD}(?=[-–])|${NUMD}\\s+(?=a|o)|${ES_NUMWORD}\\s+(?=a|o))(?:-|–|a|o)\\s*(${NUMD}|${ES_NUMWORD})\\s*(${ES_H}|${ES_M})${R}${ES_DUR_POST}`,
      ),
      minutes: (m) => Math.max(wordNumber(m[1]), wordNumber(m[2])) * unitMinutes(m[3]),
      hint: /\d\s*[-–]|\sto\s|\sor\s|\sa\s|\so\s/i,
    },
    // 1 hora 30 minutos, 1h 15m, 1h15
    {
      re: rx(
        `${L}${ES_DUR_PRE}(${NUMD}|${ES_NUMWORD})\\s*(?:horas?|hrs?|h)\\s*(?:y\\s+)?(\\d{1,2}|${ES_NUMWORD})\\s*(?:minutos?|mins?|m)?${R}(?![:.]\\d)${ES_DUR_POST}`,
      ),
      minutes: (m) => wordNumber(m[1]) * 60 + wordNumber(m[2]),
    },
    // 2 horas, 30 minutos, una hora, 2h, 45 min, un par de horas
    {
      notAfterClockWord: true,
      re: rx(`${L}${ES_DUR_PRE}(${ES_QTY})\\s*(${ES_H}|${ES_M})${R}${ES_DUR_POST}`),
      minutes: (m) => wordNumber(m[1]) * unitMinutes(m[2]),
    },
  ],
};

/** Every duration phrase has a unit word or letter after a number or number word. */
const DURATION_HINT = /h|m|hora|minut|pomodoro/i;
const ES_DURATION_CUE = /hora|minut|\d\s*h|\d\s*m|media|cuarto|pomodoro/i;
const EN_DURATION_CUE = /hour|hr|min|\d\s*h|\d\s*m|half|quarter|pomodoro/i;

export interface DurationHit {
  minutes: number;
  rest: string;
}

/**
 * Finds the first duration phrase in `text` (both languages' rules apply, the given language
 * first), returns its length in minutes and the text with every duration phrase removed.
 */
export function takeDuration(text: string, lang: Lang): DurationHit | undefined {
  let minutes: number | undefined;
  let firstIndex = Infinity;
  let rest = text;
  if (!DURATION_HINT.test(text)) return undefined;
  const order: Lang[] = lang === "es" ? ["es", "en"] : ["en", "es"];
  for (const l of order) {
    if (l !== lang && !(l === "es" ? ES_DURATION_CUE : EN_DURATION_CUE).test(rest)) continue;
    for (const rule of DURATIONS[l]) {
      if (rule.hint && !rule.hint.test(rest)) continue;
      rule.re.lastIndex = 0;
      rest = rest.replace(rule.re, (...args: unknown[]) => {
        const groups = args.slice(0, -2) as string[];
        const index = args[args.length - 2] as number;
        const match = Object.assign([...groups], { index, input: rest }) as unknown as RegExpExecArray;
        if (rule.notAfterClockWord && AFTER_CLOCK_WORD.test(rest.slice(Math.max(0, index - 8), index)))
          return groups[0];
        // "3 hours on the report" -> "the report", but "deep work 3 hours on the API" keeps "on the API".
        const tail = DURATION_TAIL.exec(groups[0]);
        const keepTail = tail && !DURATION_LEAD_OK.test(rest.slice(0, index));
        const value = rule.minutes(match);
        // "19h-20h" is a time range, not a 20-hour task: nothing of the day lasts more than 12 hours.
        if (value > 720) return groups[0];
        if (Number.isFinite(value) && value > 0 && index < firstIndex) {
          firstIndex = index;
          minutes = Math.round(value);
        }
        return keepTail && tail ? ` ${tail[1]} ` : " ";
      });
    }
  }
  return minutes === undefined ? undefined : { minutes, rest };
}

/** Duration of a whole phrase ("an hour and a half" -> 90), for tests and the CLI. */
export function parseDuration(text: string, lang: Lang = "en"): number | undefined {
  return takeDuration(text, lang)?.minutes;
}

// ---------------------------------------------------------------------------------------------
// Clock times
// ---------------------------------------------------------------------------------------------

const EN_HOURWORD = "(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";
const ES_HOURWORD = "(?:una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)";
const EN_MINWORD = "(?:five|ten|fifteen|twenty(?:[- ]five)?|thirty|forty(?:[- ]five)?|fifty(?:[- ]five)?)";
const MER = "(?:a\\.?\\s?m\\.?|p\\.?\\s?m\\.?)(?![\\p{L}])";
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

const ES_MOD = `(?:\\s+y\\s+(?:media|cuarto|\\d{1,2}|cinco|diez|quince|veinte|veinticinco|treinta|cuarenta(?:\\s+y\\s+cinco)?|cincuenta)|\\s+menos\\s+(?:cuarto|\\d{1,2}|cinco|diez|veinte|veinticinco))`;
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

const WORD_HOURS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
};

function hourValue(raw: string): number {
  const s = raw.toLowerCase();
  if (/^\d+$/.test(s)) return Number(s);
  return WORD_HOURS[s] ?? NaN;
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
        `(?<!\\s)\\s+for(?<=(?:prep|prepare|preparing|get\\s+ready|ready|practi[cs]e|rehearse)(?:\\s+[\\p{L}'’-]+){0,3}\\s+for)\\s+(?:the\\s+|my\\s+|our\\s+|this\\s+)?(${EN_STRONG_ATOM})\\s+([\\p{L}][\\p{L}'’-]*(?:\\s+(?:call|meeting|review|interview|pitch|presentation|demo))?)`,
      ),
      role: "byEvent",
      hint: /prep|ready|practi|rehears/i,
      keepNoun: true,
    },
    {
      re: rx(
        `${L}(?:by|before|ahead\\s+of)\\s+(?:the|my|our|your|this)\\s+(${EN_STRONG_ATOM})\\s+((?:with\\s+(?:the\\s+|my\\s+|our\\s+)?)?[\\p{L}][\\p{L}'’-]*)`,
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
        `${L}(?:by|before|ahead\\s+of)\\s+(?:the|my|our|your|this)\\s+([\\p{L}][\\p{L}'’-]*)\\s+(?:(?:arrive|arrives|come|comes|start|starts|begin|begins|land|lands|leave|leaves|open|opens|close|closes)\\s+)?(?:at|@)\\s*(${EN_ATOM})${R}`,
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
// Language and list splitting
// ---------------------------------------------------------------------------------------------

const ES_WORDS = rx(
  `${L}(?:de|la|las|el|los|por|para|con|y|tengo|que|hora|horas|minutos|ma[ñn]ana|tarde|noche|reuni[oó]n|comida|cena|almuerzo|luego|despu[eé]s|media|clase|gimnasio|hacer|ir|al|del|una|un|mi|mis|antes|hasta|desde|entre|correos|llamar|recoger|ni[ñn]os|trabajo|estudiar|comer|cenar|necesito|quiero|tambi[eé]n)${R}`,
);
const EN_WORDS = rx(
  `${L}(?:the|and|at|with|then|hours?|minutes?|mins?|meeting|lunch|dinner|to|for|on|in|my|i|need|have|after|before|by|work|call|gym|morning|afternoon|evening|emails?|from|until|an|of|pick|up|kids|report|quick|am|pm)${R}`,
);

/**
 * The language of a description: Arabic when Arabic script outweighs Latin letters (the grammar
 * then reads it through arabic.ts, in its English form), otherwise English or Spanish by their words.
 */
export function detectLanguage(text: string, fallback: Lang = "en"): Language {
  if (isMostlyArabic(text)) return "ar";
  return detectLatinLanguage(text, fallback);
}

/** English or Spanish, for the grammar (an Arabic description is read in its English form). */
export function detectLatinLanguage(text: string, fallback: Lang = "en"): Lang {
  const sample = text.length > 2000 ? text.slice(0, 2000) : text;
  const es = (sample.match(ES_WORDS)?.length ?? 0) + 2 * (sample.match(/[ñáéíóú¿¡]/giu)?.length ?? 0);
  const en = sample.match(EN_WORDS)?.length ?? 0;
  if (es > en) return "es";
  if (en > es) return "en";
  return fallback;
}

export interface Segment {
  text: string;
  /** Came after "then", "luego", "after that"...: it follows the previous task. */
  sequential: boolean;
  /** Joined to the segment before by a plain "and"/"y" ("then emails and reading"). */
  andJoined?: boolean;
  /** Joined to the segment before by a comma (resolved into andJoined when a list closes with "and"). */
  commaJoined?: boolean;
  /** Index of the first segment of the sentence this one belongs to. */
  sentence: number;
  /** The sentence began with "after that:": its tasks come after what the sentence before was about. */
  afterSentence?: boolean;
  /** The sentence began with "before that" / "antes": its tasks come before the task written just before it. */
  beforePrevious?: boolean;
}

/** A sentence that opens with a part of the day ("tonight: ...", "por la mañana ...") sets it for all its items. */
const LEAD_PART =
  /^(?:tonight|this\s+evening|in\s+the\s+evening|this\s+afternoon|in\s+the\s+afternoon|this\s+morning|in\s+the\s+morning|first\s+thing|(?:por|en)\s+la\s+(?:ma[ñn]ana|tarde|noche)|esta\s+(?:noche|tarde|ma[ñn]ana))(?=[\s:,-])/iu;
/** "Morning: ..." / "Tarde: ..." labels, turned into a phrase added to each item of the sentence. */
/** A part of the day anywhere in an item. */
const OWN_PART =
  /(?<![\p{L}\p{N}])(?:tonight|(?:this|in\s+the)\s+(?:morning|afternoon|evening)|(?:por|en)\s+la\s+(?:ma[ñn]ana|tarde|noche)|esta\s+(?:noche|tarde|ma[ñn]ana))(?![\p{L}\p{N}])/iu;
const LABEL_PART = /^(morning|afternoon|evening|tonight|night|ma[ñn]ana|tarde|noche)\s*:\s*/iu;
const LABEL_PHRASE: Record<string, string> = {
  morning: "in the morning",
  afternoon: "in the afternoon",
  evening: "in the evening",
  tonight: "tonight",
  night: "tonight",
  mañana: "por la mañana",
  manana: "por la mañana",
  tarde: "por la tarde",
  noche: "por la noche",
};
const BETWEEN_LABEL =
  /^(?:in\s+between|in\s+the\s+meantime|between\s+them|entre\s+medias|entremedias|entre\s+(?:ellas|ambas|medio))\s*[:,-]\s*/iu;
/** (The colon of a clock, "from 09:00 to 13:00 ...", is no label's.) */
const LABEL_CONSTRAINT =
  /^((?:before|by|after|until|till|from|antes\s+de(?:l|\s+las?)?|despu[eé]s\s+de(?:l|\s+las?)?|hasta(?:\s+las?)?|desde(?:\s+las?)?|para(?:\s+las?)?)\s+(?:[^:,;]|:(?=\d)){1,25}?)\s*:(?!\d)\s*/iu;
const LEAD_AFTER =
  /^\s*(?:after\s+that|after\s+this|afterwards|afterward|after\s+it|despu[eé]s\s+de\s+eso|tras\s+eso|despu[eé]s)\s*[:,-]\s*/iu;
const LEAD_BEFORE = /^(?:before\s+that|before\s+then|beforehand|antes\s+de\s+eso|antes(?!\s+de))\s*[:,-]?\s+/iu;

const BULLET = /^\s*(?:[-*•·▪◦‣–—>]+|\(?\d{1,2}[.)]|\[[ xX]?\])\s+/u;
// Each alternative starts only where its run starts ("!!!…", "   ;"), so a long run is read once.
const SENTENCE_END =
  /(?<![.!?]|\b(?:a\.m|p\.m|a\.\s?m|p\.\s?m|dr|mr|mrs|ms|st|vs|etc|approx|e\.g|i\.e|sr|sra|srta|dra))[.!?]+\s+|(?<!\s)\s*;\s*/giu;

/** Cheap pre-checks for the PROTECT patterns, in the same order. */
const PROTECT_HINT: Record<Lang, RegExp[]> = {
  en: [/half/i, /half/i, /between/i, /\sand\s|&/i, /\sand\s/i],
  es: [/media|cuarto/i, /\sy\s/i, /entre/i, /\s[ye]\s/i, /\sy\s/i],
};

const PROTECT: Record<Lang, RegExp[]> = {
  en: [
    rx(`(?<!\\s)\\s+and\\s+a\\s+half`),
    rx(`(?<!\\s)\\s+and\\s+a\\s+half`),
    rx(`${L}between\\s+\\S+(?:\\s*(?:${MER}))?\\s+(?:and|&)\\s+\\S+`),
    rx(
      `${L}(?:mom|mum|dad|research|pros|questions|q|r|rock|nuts|trial|ups|bread|salt|black|arts|crafts|health|safety|terms|mergers|sales|marketing|design|development|profit|loss|m|b|p)\\s+(?:and|&)\\s+(?:dad|mom|mum|development|cons|answers|a|d|roll|bolts|error|downs|butter|pepper|white|crafts|safety|conditions|acquisitions|marketing|sales|engineering|loss|a|l)${R}`,
    ),
    rx(
      `(?:${L}|^)(?:read|write|review|wash|clean|prep|plan|reply|answer|edit|fold|cook|buy|pack|print|sign|check|research|design|test|fix|sort|file|scan|iron|draft|proofread|record|mix|triage)\\s+and\\s+(?:\\p{L}+)`,
    ),
  ],
  es: [
    rx(`horas?\\s+y\\s+(?:media|cuarto)`),
    rx(
      `${L}(?:\\d{1,2}|${ES_HOURWORD}|cuarenta|treinta|cincuenta)(?:[:.][0-5]\\d)?\\s+y\\s+(?:media|cuarto|cinco|\\d{1,2}|diez|quince|veinte|veinticinco|treinta|cuarenta)${R}`,
    ),
    rx(`${L}entre\\s+(?:las?\\s+)?\\S+\\s+y\\s+(?:las?\\s+)?\\S+`),
    rx(
      `${L}(?:mam[aá]|pap[aá]|pros|ida|investigaci[oó]n|preguntas|i|arriba|blanco|sal|pan)\\s+(?:y|e)\\s+(?:pap[aá]|mam[aá]|contras|vuelta|desarrollo|respuestas|d|abajo|negro|pimienta|mantequilla)${R}`,
    ),
    rx(
      `(?:${L}|^)(?:leer|escribir|revisar|lavar|limpiar|planchar|preparar|contestar|responder|ordenar|doblar)\\s+y\\s+(?:\\p{L}+)`,
    ),
  ],
};

/**
 * List joints. Every alternative that begins with white space begins only where the white space
 * begins (`(?<!\\s)`): the leftmost match starts there anyway, and a long run of spaces is not
 * rescanned from each of its characters.
 */
const SPLIT: Record<Lang, RegExp> = {
  en: rx(
    `(?<!\\s)\\s+(?:so|and\\s+so)\\s+(?=(?:i|we)(?:\\s|['’]))|(?:(?<![\\d:\\s])\\s+[-–—]\\s+|(?<!\\s)\\s+[-–—]\\s+(?!\\d))|(?<!\\s)\\s*[;|]\\s*|(?<![\\d\\s])\\s*,\\s*|,\\s*(?!\\d)|(?<!\\s)\\s+(and\\s+then|and\\s+after\\s+that|and\\s+afterwards|then|after\\s+that|afterwards|followed\\s+by|and|plus|as\\s+well\\s+as)\\s+`,
  ),
  es: rx(
    `(?<!\\s),?\\s+as[ií]\\s+que\\s+|(?:(?<![\\d:\\s])\\s+[-–—]\\s+|(?<!\\s)\\s+[-–—]\\s+(?!\\d))|(?<!\\s)\\s*[;|]\\s*|(?<![\\d\\s])\\s*,\\s*|,\\s*(?!\\d)|(?<!\\s)\\s+(y\\s+luego|y\\s+despu[eé]s(?!\\s+de)|y\\s+m[aá]s\\s+tarde|luego|despu[eé]s(?!\\s+de)|m[aá]s\\s+tarde|a\\s+continuaci[oó]n|y|e|adem[aá]s\\s+de|and\\s+then|then|and)\\s+`,
  ),
};

const SEQ_WORD =
  /^(?:and\s+then|and\s+after\s+that|and\s+afterwards|then|after\s+that|afterwards|followed\s+by|y\s+luego|y\s+despu[eé]s|y\s+m[aá]s\s+tarde|luego|despu[eé]s|m[aá]s\s+tarde|a\s+continuaci[oó]n)$/iu;
const SEQ_PREFIX =
  /^(?:(?:and|y)\s+)?(?:then|after\s+that|afterwards|afterward|next|later(?:\s+on)?|followed\s+by|after\s+which|luego|despu[eé]s(?!\s+de)|m[aá]s\s+tarde|a\s+continuaci[oó]n|tras\s+eso|despu[eé]s\s+de\s+eso|al\s+terminar)(?:[\s,:]+|$)/iu;

const NBSP = "\ue000"; // private-use: not matched by \s, so protected phrases survive splitting

function protect(text: string, lang: Lang): string {
  let out = text;
  for (const l of [lang, lang === "en" ? "es" : "en"] as Lang[]) {
    if (l !== lang && l === "es") continue; // Spanish joins only in Spanish text
    const hints = PROTECT_HINT[l];
    for (let i = 0; i < PROTECT[l].length; i++) {
      const re = PROTECT[l][i];
      if (!hints[i].test(out)) continue;
      re.lastIndex = 0;
      out = out.replace(re, (m) => m.replace(/ /g, NBSP));
    }
  }
  return out;
}

const isSpace = (c: string): boolean => /\s/u.test(c);

/** [start, end) of the last word of `s` (end 0 when there is none). */
function lastWordSpan(s: string): [number, number] {
  let end = s.length;
  while (end > 0 && isSpace(s[end - 1])) end--;
  let start = end;
  while (start > 0 && !isSpace(s[start - 1])) start--;
  return [start, end];
}

/**
 * "call Tom and Jerry", "comer con Ana y Luis": two names inside one item, not two items. Reads
 * only the word on each side (not the whole rest of the sentence, which made a sentence of many
 * "and"s quadratic).
 */
function joinsNames(left: string, right: string): boolean {
  const [start, end] = lastWordSpan(left);
  if (end === 0) return false;
  let k = start;
  while (k > 0 && isSpace(left[k - 1])) k--;
  if (k === 0) return false; // one word on the left
  const before = left.slice(start, end);
  let a = 0;
  while (a < right.length && isSpace(right[a])) a++;
  let b = a;
  while (b < right.length && !isSpace(right[b])) b++;
  let after = right.slice(a, b);
  while (after && ",.;:!?".includes(after[after.length - 1])) after = after.slice(0, -1);
  const isName = (w: string): boolean => /^\p{Lu}\p{Ll}+$/u.test(w);
  return isName(before) && isName(after);
}

const INLINE_NUMBER = /(^|\s)\(?(\d{1,2})[.)]\s+/gu;

/** "1) emails 2) planning 3) roadmap" on one line: the numbers are bullets. */
function inlineNumbered(text: string): string {
  if (!/[.)]\s/.test(text)) return text;
  return text
    .split("\n")
    .map((line) => {
      const nums: number[] = [];
      INLINE_NUMBER.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = INLINE_NUMBER.exec(line)) !== null) nums.push(Number(m[2]));
      // Only a real sequence 1, 2, ... counts ("version 2. Then" does not).
      if (nums.length < 2 || !nums.every((n, i) => n === i + 1)) return line;
      INLINE_NUMBER.lastIndex = 0;
      return line.replace(INLINE_NUMBER, "\n");
    })
    .join("\n");
}

/** Splits a description into task segments: lines, bullets, sentences, ';', ',', 'and', 'then', 'y', 'luego'. */
export function splitSegments(text: string, lang: Lang): Segment[] {
  const segments: Segment[] = [];
  // "&" joins names ("Smith & Co", "R & D"), so it never splits items.
  const lines = inlineNumbered(text.replace(/\r\n?/g, "\n")).split(/\n|•/u);
  for (const rawLine of lines) {
    let line = rawLine.replace(BULLET, "").trim();
    if (!line) continue;
    line = protect(line, lang);
    const sentences = line.split(SENTENCE_END);
    for (let sentence of sentences) {
      const sentenceIndex = segments.length;
      const before = LEAD_BEFORE.exec(sentence);
      if (before) sentence = sentence.slice(before[0].length);
      // "Presentation at 11. Before that: ... After that: lunch and a debrief": all after the presentation.
      const afterLead = before ? null : LEAD_AFTER.exec(sentence);
      if (afterLead) sentence = sentence.slice(afterLead[0].length);
      let part = LEAD_PART.exec(sentence.trim())?.[0];
      let labelled = false;
      const label = LABEL_PART.exec(sentence.trim());
      const constraint = label ? null : LABEL_CONSTRAINT.exec(sentence.trim());
      if (label) {
        part = LABEL_PHRASE[label[1].toLowerCase()];
        sentence = sentence.trim().slice(label[0].length);
        labelled = true;
      } else if (BETWEEN_LABEL.test(sentence.trim())) {
        // "meetings 9-10 and 4-5, in between: emails and the newsletter" -> each item gets "in between".
        part = "in between";
        sentence = sentence.trim().replace(BETWEEN_LABEL, "");
        labelled = true;
      } else if (constraint) {
        // "before 10am: reply to Tom and pay the bill" -> each item gets "before 10am".
        part = constraint[1];
        sentence = sentence.trim().slice(constraint[0].length);
        labelled = true;
      }
      const re = SPLIT[lang];
      re.lastIndex = 0;
      let last = 0;
      let nextSequential = false;
      let nextAnd = false;
      let nextComma = false;
      const firstOfSentence = segments.length;
      let m: RegExpExecArray | null;
      const push = (chunk: string, sequential: boolean): void => {
        let t = chunk.replace(new RegExp(NBSP, "g"), " ").trim();
        if (!t) return;
        let seq = sequential;
        for (;;) {
          const p = SEQ_PREFIX.exec(t);
          if (!p) break;
          seq = true;
          t = t.slice(p[0].length).trim();
        }
        if (!t) return;
        const innerBetween = BETWEEN_LABEL.exec(t);
        if (innerBetween && t.length > innerBetween[0].length) {
          part = "in between";
          labelled = true;
          t = t.slice(innerBetween[0].length);
        }
        const inner = LABEL_PART.exec(t);
        if (inner && t.length > inner[0].length) {
          // "..., afternoon: two meetings": a label in the middle of a sentence applies from here on.
          part = LABEL_PHRASE[inner[1].toLowerCase()];
          labelled = true;
          t = t.slice(inner[0].length);
        }
        // "this morning laundry, then piano in the afternoon": an item with its own part of the day keeps it.
        const ownPart = part !== undefined && (OWN_PART.test(part) || LABEL_PART.test(`${part}:`)) && OWN_PART.test(t);
        if (part && (labelled || segments.length > sentenceIndex) && !LEAD_PART.test(t) && !ownPart)
          t = `${t} ${part.replace(new RegExp(NBSP, "g"), " ")}`;
        const segment: Segment = { text: t, sequential: seq, sentence: sentenceIndex };
        if (nextAnd && !seq) segment.andJoined = true;
        if (nextComma && !seq) segment.commaJoined = true;
        if (before) segment.beforePrevious = true;
        if (afterLead) segment.afterSentence = true;
        segments.push(segment);
      };
      while ((m = re.exec(sentence)) !== null) {
        if (m[0].length === 0) {
          re.lastIndex++;
          continue;
        }
        if (
          m[1] !== undefined &&
          /^(?:and|y|e)$/i.test(m[1]) &&
          joinsNames(sentence.slice(last, m.index), sentence.slice(m.index + m[0].length))
        )
          continue;
        push(sentence.slice(last, m.index), nextSequential);
        nextSequential = m[1] !== undefined && SEQ_WORD.test(m[1].trim());
        nextAnd = m[1] !== undefined && /^(?:and|y|e|plus)$/iu.test(m[1].trim());
        nextComma = m[1] === undefined && /^\s*,\s*$/u.test(m[0]);
        last = m.index + m[0].length;
      }
      push(sentence.slice(last), nextSequential);
      // "then groceries, laundry and cleaning": a comma list closed by "and" after a "then" shares its
      // predecessor; an open comma list ("then the deck, lunch, ...") does not.
      for (let i = firstOfSentence; i < segments.length; i++) {
        if (!segments[i].commaJoined) continue;
        let j = i;
        while (j < segments.length && segments[j].commaJoined) j++;
        const closed = j < segments.length && segments[j].andJoined;
        for (let k = i; k < j; k++) {
          if (closed) segments[k].andJoined = true;
          delete segments[k].commaJoined;
        }
        i = j;
      }
    }
  }
  return segments;
}
