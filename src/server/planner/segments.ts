/**
 * The first pass over a description: its language (`detectLanguage`), and its split into segments,
 * one item each (`splitSegments`): sentences, bullets, commas and "and"/"then", with the phrases
 * that must not be split protected and labels ("Morning: ...") carried to their items.
 */

import { isMostlyArabic } from "./arabic";
import { ES_HOURWORD, MER } from "./clock";
import { L, R, rx, type Lang, type Language } from "./words";

// Language and list splitting
// ---------------------------------------------------------------------------------------------

const ES_WORDS = rx(
  `${L}(?:de|la|las|el|los|por|para|con|y|tengo|que|hora|horas|minutos|ma[ñn]ana|tarde|noche|` +
    `reuni[oó]n|comida|cena|almuerzo|luego|despu[eé]s|media|clase|gimnasio|hacer|ir|al|del|una|un|mi|mis|` +
    `antes|hasta|desde|entre|correos|llamar|recoger|ni[ñn]os|trabajo|estudiar|comer|cenar|necesito|` +
    `quiero|tambi[eé]n)${R}`,
);
const EN_WORDS = rx(
  `${L}(?:the|and|at|with|then|hours?|minutes?|mins?|meeting|lunch|dinner|to|for|on|in|my|i|need|have|` +
    `after|before|by|work|call|gym|morning|afternoon|evening|emails?|from|until|an|of|pick|up|kids|` +
    `report|quick|am|pm)${R}`,
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
const LEAD_PART = new RegExp(
  "^(?:tonight|this\\s+evening|in\\s+the\\s+evening|this\\s+afternoon|in\\s+the\\s+afternoon|this\\s+morning|" +
    "in\\s+the\\s+morning|first\\s+thing|(?:por|en)\\s+la\\s+(?:ma[ñn]ana|tarde|noche)|esta\\s+(?:noche|tarde|" +
    "ma[ñn]ana))(?=[\\s:,-])",
  "iu",
);
/** "Morning: ..." / "Tarde: ..." labels, turned into a phrase added to each item of the sentence. */
/** A part of the day anywhere in an item. */
const OWN_PART =
  /(?<![\p{L}\p{N}])(?:tonight|(?:this|in\s+the)\s+(?:morning|afternoon|evening)|(?:por|en)\s+la\s+(?:ma[ñn]ana|tarde|noche)|esta\s+(?:noche|tarde|ma[ñn]ana))(?![\p{L}\p{N}])/iu;
const LABEL_PART = /^(morning|afternoon|evening|tonight|night|ma[ñn]ana|tarde|noche)\s*:\s*/iu;
/**
 * "Mañana: ..." opening a description is "Tomorrow: ..." unless the description also has "Tarde:" or
 * "Noche:" labels (then it is the morning of a day laid out by parts).
 */
const TOMORROW_LABEL = /^\s*ma[ñn]ana\s*:\s*/iu;
const OTHER_ES_LABEL = /(?:^|[\n.;,]\s*|\s)(?:tarde|noche)\s*:/iu;
/**
 * "buy a gift for dad and wrap it", "comprar un regalo y envolverlo": the second verb acts on the
 * first item's thing, so the two stay one item (a task called "Wrap it" means nothing on its own).
 */
const PRONOUN_TAIL =
  /^\p{L}+\s+(?:it|them)(?:\s+(?:up|out|off|back|over))?\s*(?:$|[,;.!])|^\p{L}+(?:ar|er|ir)(?:lo|la|los|las)\s*(?:$|[,;.!])/iu;
/** "3 meetings (9, 11, 2)", "dos reuniones (10 y 12)". Bounded steps: linear. */
const COUNTED_TIMES = new RegExp(
  "(?<![\\p{L}\\p{N}])(between\\s+(?:the\\s+|my\\s+)?|entre\\s+(?:las\\s+|mis\\s+)?)?(?:(?:\\d|two|three|four|" +
    "five|dos|tres|cuatro|cinco)\\s+)?(meetings|calls|interviews|classes|reuniones|llamadas|entrevistas|" +
    "clases)\\s*\\(([^()\\n]{1,60})\\)",
  "giu",
);
/** "9, 11, 2", "10-11, 1-2 and 4-5", "10 y 12". Bounded steps: linear. */
const TIME_LIST = new RegExp(
  "^\\s*\\d{1,2}(?::\\d{2})?\\s*(?:[ap]\\.?m\\.?)?(?:\\s*[-–]\\s*\\d{1,2}(?::\\d{2})?\\s*(?:[ap]\\.?m\\.?)?)?(?:\\s*(" +
    "?:,|and|y|&)\\s*\\d{1,2}(?::\\d{2})?\\s*(?:[ap]\\.?m\\.?)?(?:\\s*[-–]\\s*\\d{1,2}(?::\\d{2})?\\s*(?:[ap]\\.?m\\.?" +
    ")?)?)+\\s*$",
  "iu",
);
const countedTimes = (whole: string, between: string | undefined, noun: string, inner: string): string => {
  if (!TIME_LIST.test(inner)) return whole;
  const spanish = /^(?:reuniones|llamadas|entrevistas|clases)$/iu.test(noun);
  const list = spanish ? `a las ${inner.replace(/\s*(?:,|\by\b|&)\s*/gu, ", a las ")}` : `at ${inner}`;
  // "between meetings (10-11, 1-2) I review PRs": the meetings, then what goes in between them.
  if (between) return `${noun} ${list}. ${spanish ? "Entre medias:" : "In between:"} `;
  return `${noun} ${list}`;
};

/** A short bracketed aside. Bounded, so linear. */
const BRACKETED = /\(([^()\n]{1,60})\)/gu;
/** A trip in an aside: "(30 min drive each way)", "(drive 20 min)", "(15 min en coche)". */
const TRIP =
  /(?<![\p{L}])(?:drive|driving|commute|walk|bus|train|ride|bike|cycle|trip|travel|conducir|trayecto|en\s+coche|en\s+bus|caminando|andando)(?![\p{L}])/iu;
/** An item's own anchor in the day ("gym after work"): a sentence's part of the day does not override it. */
const OWN_ANCHOR =
  /(?<![\p{L}])(?:after\s+work|before\s+bed|after\s+dinner|despu[eé]s\s+del\s+trabajo|al\s+salir\s+del\s+trabajo|despu[eé]s\s+de\s+(?:cenar|la\s+cena)|antes\s+de\s+dormir)(?![\p{L}])/iu;
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
      `${L}(?:mom|mum|dad|research|pros|questions|q|r|rock|nuts|trial|ups|bread|salt|black|arts|crafts|` +
        `health|safety|terms|mergers|sales|marketing|design|development|profit|loss|m|b|p)\\s+(?:and|` +
        `&)\\s+(?:dad|mom|mum|development|cons|answers|a|d|roll|bolts|error|downs|butter|pepper|white|crafts|` +
        `safety|conditions|acquisitions|marketing|sales|engineering|loss|a|l)${R}`,
    ),
    rx(
      `(?:${L}|^)(?:read|write|review|wash|clean|prep|plan|reply|answer|edit|fold|cook|buy|pack|print|sign|` +
        `check|research|design|test|fix|sort|file|scan|iron|draft|proofread|record|mix|` +
        `triage)\\s+and\\s+(?:\\p{L}+)`,
    ),
  ],
  es: [
    rx(`horas?\\s+y\\s+(?:media|cuarto)`),
    rx(
      `${L}(?:\\d{1,2}|${ES_HOURWORD}|cuarenta|treinta|cincuenta)(?:[:.][0-5]\\d)?\\s+y\\s+(?:media|cuarto|cinco|\\d{1,2}|diez|quince|veinte|veinticinco|treinta|cuarenta)${R}`,
    ),
    rx(`${L}entre\\s+(?:las?\\s+)?\\S+\\s+y\\s+(?:las?\\s+)?\\S+`),
    rx(
      `${L}(?:mam[aá]|pap[aá]|pros|ida|investigaci[oó]n|preguntas|i|arriba|blanco|sal|pan)\\s+(?:y|` +
        `e)\\s+(?:pap[aá]|mam[aá]|contras|vuelta|desarrollo|respuestas|d|abajo|negro|pimienta|` +
        `mantequilla)${R}`,
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
    `(?<!\\s)\\s+(?:so|and\\s+so)\\s+(?=(?:i|we)(?:\\s|['’]))|(?:(?<![\\d:\\s])\\s+[-–—]\\s+|` +
      `(?<!\\s)\\s+[-–—]\\s+(?!\\d))|(?<!\\s)\\s*[;|]\\s*|(?<![\\d\\s])\\s*,\\s*|,\\s*(?!\\d)|` +
      `(?<!\\s)\\s+(and\\s+then|and\\s+after\\s+that|and\\s+afterwards|then|after\\s+that|afterwards|` +
      `followed\\s+by|and|plus|as\\s+well\\s+as)\\s+`,
  ),
  es: rx(
    `(?<!\\s),?\\s+as[ií]\\s+que\\s+|(?:(?<![\\d:\\s])\\s+[-–—]\\s+|(?<!\\s)\\s+[-–—]\\s+(?!\\d))|` +
      `(?<!\\s)\\s*[;|]\\s*|(?<![\\d\\s])\\s*,\\s*|,\\s*(?!\\d)|(?<!\\s)\\s+(y\\s+luego|` +
      `y\\s+despu[eé]s(?!\\s+de)|y\\s+m[aá]s\\s+tarde|luego|despu[eé]s(?!\\s+de)|m[aá]s\\s+tarde|` +
      `a\\s+continuaci[oó]n|y|e|adem[aá]s\\s+de|and\\s+then|then|and)\\s+`,
  ),
};

const SEQ_WORD =
  /^(?:and\s+then|and\s+after\s+that|and\s+afterwards|then|after\s+that|afterwards|followed\s+by|y\s+luego|y\s+despu[eé]s|y\s+m[aá]s\s+tarde|luego|despu[eé]s|m[aá]s\s+tarde|a\s+continuaci[oó]n)$/iu;
const SEQ_PREFIX = new RegExp(
  "^(?:(?:and|y)\\s+)?(?:then|after\\s+that|afterwards|afterward|next|later(?:\\s+on)?|followed\\s+by|" +
    "after\\s+which|luego|despu[eé]s(?!\\s+de)|m[aá]s\\s+tarde|a\\s+continuaci[oó]n|tras\\s+eso|" +
    "despu[eé]s\\s+de\\s+eso|al\\s+terminar)(?:[\\s,:]+|$)",
  "iu",
);

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
  let body = text.replace(/\r\n?/g, "\n");
  // "3 meetings (9, 11, 2)": meetings at each of those times.
  if (body.includes("(")) body = body.replace(COUNTED_TIMES, countedTimes);
  // "doctor at 8:15 (30 min drive each way)": the trip in brackets is an item of its own.
  if (body.includes("("))
    body = body.replace(BRACKETED, (whole, inner: string) => (TRIP.test(inner) ? `, ${inner},` : whole));
  if (lang === "es" && TOMORROW_LABEL.test(body) && !OTHER_ES_LABEL.test(body)) body = body.replace(TOMORROW_LABEL, "");
  const lines = inlineNumbered(body).split(/\n|•/u);
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
        const ownPart =
          part !== undefined &&
          (OWN_PART.test(part) || LABEL_PART.test(`${part}:`)) &&
          (OWN_PART.test(t) || OWN_ANCHOR.test(t));
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
          (joinsNames(sentence.slice(last, m.index), sentence.slice(m.index + m[0].length)) ||
            PRONOUN_TAIL.test(sentence.slice(m.index + m[0].length)))
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
