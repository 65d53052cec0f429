/**
 * The clock atoms of English and Spanish ("9:30", "3pm", "noon", "a quarter past 9", "a las 9 y media")
 * and the time patterns of a segment by role (range, at, by, after, from, until), read by takeTimes
 * (clock.ts). Each pattern is linear: alternations of words, no nested repeats.
 */

import { L, R, rx, type Lang } from "./words";

export const EN_HOURWORD = "(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";

export const ES_HOURWORD = "(?:una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)";

export const EN_MINWORD = "(?:five|ten|fifteen|twenty(?:[- ]five)?|thirty|forty(?:[- ]five)?|fifty(?:[- ]five)?)";

export const MER = "(?:a\\.?\\s?m\\.?|p\\.?\\s?m\\.?)(?![\\p{L}])";

export const HNUM = `(?:[01]?\\d|2[0-4]|${EN_HOURWORD})`;

export const EN_STRONG = [
  "noon|midday|mid-day|midnight",
  `(?:a\\s+)?quarter\\s+(?:past|after|to)\\s+${HNUM}(?:\\s*${MER})?`,
  `half\\s+past\\s+${HNUM}(?:\\s*${MER})?`,
  `(?:\\d{1,2}|${EN_MINWORD})\\s+(?:minutes?\\s+)?past\\s+${HNUM}(?:\\s*${MER})?`,
  `(?:\\d{1,2}|${EN_MINWORD})\\s+minutes?\\s+to\\s+${HNUM}(?:\\s*${MER})?`,
  `(?:five|ten|twenty|twenty[- ]five)\\s+to\\s+${EN_HOURWORD}(?![\\p{L}])(?:\\s*${MER})?`,
  // "twenty to 5" (the hour in digits); "at 5 to 3" is rules/minutes-to.ts'.
  `(?:five|ten|twenty|twenty[- ]five)\\s+to\\s+(?:1[0-2]|0?[1-9])(?![\\d:.])(?:\\s*${MER})?`,
  `(?:[01]?\\d|2[0-4])[:.][0-5]\\d(?:\\s*${MER})?`,
  `(?:1[0-2]|0?[1-9])\\s*${MER}`,
  `(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?[ap](?![\\p{L}\\p{N}])`,
  `${EN_HOURWORD}\\s*${MER}`,
  `${HNUM}\\s+o'?\\s?clock(?:\\s*${MER})?`,
].join("|");

export const EN_WEAK = `${EN_HOURWORD}(?:[- ](?:thirty|fifteen|forty[- ]five|o'?[- ]?five))?|(?:[01]?\\d|2[0-4])(?![:.]\\d)`;

export const EN_ATOM = `(?:${EN_STRONG}|${EN_WEAK})`;

export const EN_STRONG_ATOM = `(?:${EN_STRONG})`;

/** The second word of a two-word event name ("client meeting", "design review"). */
export const EVENT_NOUN =
  "(?:call|meeting|review|interview|pitch|presentation|demo|sync|appointment|session|class|lecture|flight|train|workshop|standup|stand-up)";

export const ES_MOD =
  `(?:\\s+y\\s+(?:media|cuarto|\\d{1,2}(?!\\d|\\s?[-–:.]\\s?\\d)|cinco|diez|quince|veinte|veinticinco|treinta|` +
  `cuarenta(?:\\s+y\\s+cinco)?|cincuenta)|\\s+menos\\s+(?:cuarto|\\d{1,2}|cinco|diez|veinte|` +
  `veinticinco))`;

export const ES_SUFFIX = `(?:\\s*(?:de\\s+la\\s+(?:ma[ñn]ana|tarde|noche|madrugada)|del\\s+mediod[ií]a|en\\s+punto|h(?:rs?|s)?${R}|horas${R}|${MER}))`;

export const ES_STRONG = [
  "mediod[ií]a|medianoche",
  `(?:[01]?\\d|2[0-4])[:.][0-5]\\d(?:\\s*(?:h(?:rs?|s)?${R}|horas${R}|${MER}))?`,
  `(?:[01]?\\d|2[0-4])\\s*(?:h${R}|${MER})`,
  `(?:[01]?\\d|${ES_HOURWORD})${ES_MOD}?\\s+(?:de\\s+la\\s+(?:ma[ñn]ana|tarde|noche|madrugada)|del\\s+mediod[ií]a)`,
].join("|");

/**
 * People and things counted after "las dos", "las tres": "llamar a las dos abuelas", "visitar a las tres tías",
 * "a las dos reuniones" are how many, never 14:00. Linear: one alternation.
 */
const ES_COUNTED =
  "(?:abuel[oa]s|t[ií][oa]s|ni[nñ][oa]s|chic[oa]s|vecin[oa]s|amig[oa]s|prim[oa]s|herman[oa]s|hij[oa]s|" +
  "clases|reuniones|llamadas|tareas|cosas|sesiones)(?![\\p{L}])";
export const ES_ATOM = `(?:mediod[ií]a|medianoche|(?:(?:[01]?\\d|2[0-4])(?:[:.][0-5]\\d)?|${ES_HOURWORD})${ES_MOD}?${ES_SUFFIX}?)`;

export const ES_STRONG_ATOM = `(?:${ES_STRONG})`;

/**
 * "before the 2pm call with Ana", "before my 3:30 meeting with the board", "b4 the 4pm call w/ the
 * network": who the event is with is the event's, not the task's (one word after "with", and an article).
 */
const WITH_WHOM = `(?:\\s+(?:with\\s+|w\\/\\s*)(?:the\\s+|my\\s+|our\\s+)?[\\p{L}][\\p{L}'’-]*)?`;

export type Role = "range" | "between" | "at" | "by" | "by2" | "byEvent" | "after" | "from" | "until";

export interface TimePattern {
  re: RegExp;
  role: Role;
  hint?: RegExp;
  /** The event's name stays in the title. */
  keepNoun?: boolean;
}

export const SEP_EN = "(?:-|–|—|to|till|until|til|through|thru)";

export const timePatterns: Record<Lang, TimePattern[]> = {
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
        `${L}(?:(?:at|@)\\s*)?(\\d{1,2})\\s+(?:to|till|til|until)\\s+(\\d{1,2}(?:[:.][0-5]\\d)?(?:\\s*${MER})?)${R}(?!\\s+(?:people|persons|pages|items|tasks|things|of))`,
      ),
      role: "range",
      hint: /\d\s+(?:to|till|til|until)\s/i,
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
        `${L}(?:by|before|ahead\\s+of)\\s+(?:the|my|our|your|this)\\s+(${EN_STRONG_ATOM})\\s+((?:with\\s+(?:the\\s+|my\\s+|our\\s+)?)?[\\p{L}][\\p{L}'’-]*(?:\\s+${EVENT_NOUN})?${WITH_WHOM})`,
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
      re: rx(`${L}(?:at|@)\\s*(${EN_ATOM})${R}(?:\\s+sharp)?`),
      role: "at",
      hint: /\bat\b|@/i,
    },
    {
      // A hedged hour ("around 7", "feeds roughly 7, 10, 1"); "around 20 pages", "roughly 3 calls" are counts.
      re: rx(`${L}(?:around|roughly|approx(?:imately)?|circa|~)\\s*(${EN_ATOM})${R}(?!\\s+\\p{L}{3,}s(?![\\p{L}]))`),
      role: "at",
      hint: /around|roughly|approx|circa|~/i,
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
        `${L}(?:a|sobre|hacia|alrededor\\s+de|a\\s+eso\\s+de)\\s+(?:las?\\s+)(${ES_ATOM})${R}(?!\\s+${ES_COUNTED})(?:\\s+en\\s+punto)?`,
      ),
      role: "at",
      hint: /\blas?\s/i,
    },
    { re: rx(`${L}(?:al|a)\\s+(mediod[ií]a|medianoche)${R}`), role: "at", hint: /mediod|medianoche/i },
    { re: rx(`${L}(${ES_STRONG_ATOM})${R}`), role: "at", hint: /\d|mediod|medianoche|de\s+la\s+(?:ma|tar|noc)/i },
  ],
};
