/**
 * Durations in a segment: "2 hours", "90 min", "an hour and a half", "media hora", "3 pomodoros";
 * `takeDuration` finds one and returns the text without it. Every pattern is linear-time (see
 * extract.fuzz.test.ts) and compiled once.
 */

import { EN_NUMWORD, EN_QTY, ES_NUMWORD, ES_QTY, L, NUMD, R, rx, wordNumber, type Lang } from "./words";

// Durations
// ---------------------------------------------------------------------------------------------

// At most four lead words ("for about another 2 hours"): an unbounded run of them ("for for for …")
// would be read again from each of its words, quadratic in the length of the text.
const EN_DUR_PRE =
  "(?:(?:for|about|abt|around|roughly|approx\\.?|approximately|circa|like|some|another|an\\s+extra|" +
  "extra|a\\s+good|a\\s+solid|solid|good|at\\s+least|at\\s+most|max(?:imum)?|min(?:imum)?|up\\s+to|~)\\s*){0,4}";
const EN_DUR_POST = "(?:\\s*(?:-\\s*)?long)?(?:\\s+(?:of|on|for|doing|working\\s+on)(?![\\p{L}\\p{N}]))?";
const ES_DUR_PRE =
  "(?:(?:durante|por|unos|unas|como|alrededor\\s+de|otra|otros|otras|m[aá]s\\s+o\\s+menos|de|~)\\s+){0,4}";
const ES_DUR_POST =
  "(?:\\s+(?:de(?!\\s+la\\s+(?:ma|tar|noc))|del|al|a(?!\\s+las?\\s)|en|para(?!\\s+las?\\s))(?![\\p{L}\\p{N}]))?";
/** The preposition a duration phrase swallowed ("3 hours on", "2 horas de"). */
const DURATION_TAIL = /\s+(of|on|for|doing|working\s+on|de|del|al|a|en|para)$/iu;
/** Text before a duration that leaves it at the start of the item ("spend 3 hours on ..."). */
const DURATION_LEAD_OK = new RegExp(
  "^[\\s\\p{P}\\p{S}]*(?:(?:i|we|i'?ll|i\\s+will|need\\s+to|have\\s+to|want\\s+to|must|should|spend|spending|" +
    "put\\s+in|block(?:\\s+out)?|allocate|then|and|also|plus|first|another|tengo\\s+que|necesito|quiero|" +
    "dedicar(?:le)?|pasar|echar|luego|despu[eé]s|y|primero|otras?)\\s+)*$",
  "iu",
);

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
// ("6m of velvet", "20m of cable": metres of something, never minutes; "20m of reading" is still minutes.)
const EN_M = "(?:minutes?|mins?|m(?!\\s+of\\s+(?!\\p{L}+ing(?!\\p{L}))))";
// (And the diminutives: "2 horitas", "10 minutitos".)
const ES_H = "(?:horas?|horitas?|hrs?|hs?)";
const ES_M = "(?:minutos?|minutitos?|mins?|m(?!\\s+of\\s+(?!\\p{L}+ing(?!\\p{L}))))";

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
    // an hour and a half / 2 hours and a half (or "&": "an hour & a half")
    {
      re: rx(`${L}${EN_DUR_PRE}(?:(${EN_QTY})\\s+)?(?:hours?|hrs?)\\s+(?:and|&)\\s+a\\s+half${R}${EN_DUR_POST}`),
      minutes: (m) => (m[1] ? wordNumber(m[1]) : 1) * 60 + 30,
      hint: /half/i,
    },
    // two and a half hours
    {
      re: rx(
        `${L}${EN_DUR_PRE}(${EN_QTY})(?:\\s+|-)(?:and|&)(?:\\s+|-)a(?:\\s+|-)half(?:\\s+|-)(?:hours?|hrs?)${R}${EN_DUR_POST}`,
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
    {
      re: rx(`${L}${ES_DUR_PRE}(?:una\\s+)?media\\s+hor(?:a|ita)${R}${ES_DUR_POST}`),
      minutes: () => 30,
      hint: /media/i,
    },
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
