/**
 * The first pass over a description: its language (`detectLanguage`), and its split into segments,
 * one item each (`splitSegments`): sentences, bullets, commas and "and"/"then", with the phrases
 * that must not be split protected and labels ("Morning: ...") carried to their items.
 */

import { isMostlyArabic } from "./arabic";
import { classifyKind, DEFAULT_MINUTES, defaultDuration } from "./lexicon";
import { APPOINTMENT } from "./refiners/later-clock";
import { opensSentence, SPANISH_INFINITIVE, TASK_VERBS } from "./segment-words";
import { tokenize } from "./core/tokenize";

import { L, R, rx, type Lang, type Language } from "./words";
import {
  SPLIT,
  SEQ_WORD,
  SEQ_PREFIX,
  NBSP,
  BRACKET_COMMA,
  protect,
  joinsBarePair,
  joinsCompanions,
  joinsNames,
  joinsVerbPair,
  sharesVerb,
  inlineNumbered,
  lastWordSpan,
} from "./segment-splits";

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
  /** Index of the written line the segment is on (lines as the text gives them). */
  line?: number;
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
/** (A spaced dash serves as its colon, "Evening - ring my sister", but not after "mañana", which may be tomorrow.) */
const LABEL_PART =
  /^(morning|afternoon|evening|tonight|night|ma[ñn]ana|tarde|noche)(?:\s*:|(?<!ma[ñn]ana)\s+[-–—])\s*/iu;
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
/** What a bracket is about, "(about the school trip)", "(re: the bike ride)": its topic, no trip (issue 29, r11 kind 12). Anchored. */
const TOPIC = /^\s*(?:about|re|re:|regarding|for|sobre|acerca\s+de)(?![\p{L}])/iu;
/** An item's own anchor in the day ("gym after work"): a sentence's part of the day does not override it. */
const OWN_ANCHOR =
  /(?<![\p{L}])(?:after\s+work|before\s+bed|after\s+dinner|despu[eé]s\s+del\s+trabajo|al\s+salir\s+del\s+trabajo|despu[eé]s\s+de\s+(?:cenar|la\s+cena)|antes\s+de\s+dormir)(?![\p{L}])/iu;
/** An item's own start ("after 3:30pm", "después de las 5", from "بعد العصر"): the sentence's part of the day does not override it. */
const OWN_START = /(?<![\p{L}])(?:after|between|despu[eé]s\s+de\s+las|a\s+partir\s+de\s+las|entre\s+las)\s+\d/iu;
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
/** A chunk that is only a length ("10 min", "~2h", "about 45 mins"): the item's before it. */
const BARE_LENGTH =
  /^(?:~|about\s+|around\s+|approx\.?\s+)?\d{1,3}(?:\.\d)?\s*(?:m|min|mins|minutes?|h|hr|hrs|hours?)\.?$/iu;
const BETWEEN_LABEL =
  /^(?:in\s+between|in\s+the\s+meantime|between\s+them|entre\s+medias|entremedias|entre\s+(?:ellas|ambas|medio))\s*[:,-]\s*/iu;
/** (The colon of a clock, "from 09:00 to 13:00 ...", is no label's.) */
const LABEL_WORDS =
  "before|by|after|until|till|from|during|between|antes\\s+de(?:l|\\s+las?)?|despu[eé]s\\s+de(?:l|\\s+las?)?|" +
  "hasta(?:\\s+las?)?|desde(?:\\s+las?)?|para(?:\\s+las?)?";
/** "after lunch: ...", and with a spaced dash, "after lunch - review designs, send feedback". */
const LABEL_CONSTRAINT = new RegExp(
  `^((?:${LABEL_WORDS})[\\s${NBSP}]+(?:[^:,;]|:(?=\\d)){1,25}?)(?:\\s*:(?!\\d)|(?<!\\d)\\s+[-–—](?=\\s))\\s*`,
  "iu",
);
const LEAD_AFTER =
  /^\s*(?:after\s+that|after\s+this|afterwards|afterward|after\s+it|despu[eé]s\s+de\s+eso|tras\s+eso|despu[eé]s)\s*[:,-]\s*/iu;
/**
 * A line that is only "después:", "then:", "after:", "after that:" (", then :" from the Arabic "بعدين:", "بعدها:"):
 * the bullets under it are all after the item written before it, as one "After that: ..." sentence.
 */
const AFTER_HEADING =
  /^[,\s]*(?:after(?:\s+that)?|afterwards|then|despu[eé]s(?:\s+de\s+eso)?|luego|tras\s+eso)\s*:\s*$/iu;
const LEAD_BEFORE = /^(?:before\s+that|before\s+then|beforehand|antes\s+de\s+eso|antes(?!\s+de))\s*[:,-]?\s+/iu;

/** (And "1- ...", "٣- ...": a number and a dash opening a line; a few in a row: "- 1. ...".) */
const BULLET = /^\s*(?:(?:[-*•·▪◦‣–—>]+|\(?\d{1,2}[.)]|\d{1,2}-(?=\s)|\[[ xX]?\])\s+){1,3}/u;
// Each alternative starts only where its run starts ("!!!…", "   ;"), so a long run is read once.
/** The end of a sentence, not the dot of a title ("Dr.", "Prof.", "Sra.", Arabic "د." and "أ."). */
const SENTENCE_END = /(?<![.!?])[.!?]+\s+|(?<!\s)\s*;\s*/giu;
/** A title or street abbreviation just before a dot: "Dr.", "Sra.", "Av.", "Avda.", "approx.", Arabic "د." and "أ.". */
const ABBREVIATION =
  /(?:^|[^\p{L}])(?:a\.m|p\.m|a\.\s?m|p\.\s?m|dr|mr|mrs|ms|st|vs|etc|approx|e\.g|i\.e|sr|sra|srta|dra|prof|profa|lic|ing|arq|jr|rev|fr|mt|no|nº|av|avda|pza|ctra|dpto|depto|د|أ|م)$/iu;

/**
 * A line without what closes it after its last word: emoji and full stops ("gym after work 🏋️",
 * "bath after parents' evening.", "today 🚛."). They end the line's last item as the line's end does,
 * so the item reads as it would without them; a stop after an abbreviation ("5 p.m.") stays.
 */
function lineBody(line: string): string {
  const tokens = tokenize(line);
  let end = tokens.length;
  for (; end > 0; end--) {
    const t = tokens[end - 1];
    if (t.kind === "emoji") continue;
    if (t.text !== "." || (end > 1 && tokens[end - 2].text === ".")) break;
    if (ABBREVIATION.test(line.slice(Math.max(0, t.start - 8), t.start))) break;
  }
  return end === tokens.length ? line : line.slice(0, end > 0 ? tokens[end - 1].end : 0).trimEnd();
}

/**
 * Sentences of a line. A dot after an abbreviation ("Dr. Pérez", "Av. Libertador") is no end, unless
 * the next word opens a sentence (a connector or a task verb: "el consultorio del Dr. Luego cenar").
 */
function splitSentences(line: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of line.matchAll(SENTENCE_END)) {
    const at = m.index;
    if (m[0].startsWith(".") && ABBREVIATION.test(line.slice(Math.max(0, at - 8), at))) {
      const next = /^\p{L}+/u.exec(line.slice(at + m[0].length))?.[0] ?? "";
      if (!opensSentence(next)) continue;
    }
    out.push(line.slice(from, at));
    from = at + m[0].length;
  }
  out.push(line.slice(from));
  return out;
}

/** "a las 9", "a las 10:30", "sobre las 11": a bare hour that the afternoon cannot hold (9 at night is "noche"). */
const LATE_BARE_HOUR =
  /(?<![\p{L}])(?:a|sobre)\s+las\s+(?:9|10|11)(?::[0-5]\d)?(?![\d:.]|\s*(?:pm|p\.m|h\b|de\s+la))/iu;

/**
 * "Por la tarde pintar la reja y a las 9 dentista": the afternoon said for the first item is not
 * carried to a later appointment with its own bare hour of 9-11, which keeps business hours (09:00).
 */
function keepsMorning(item: string, part: string): boolean {
  return /tarde/iu.test(part) && APPOINTMENT.test(item) && LATE_BARE_HOUR.test(item);
}

/** "at 4", "a las 3", "@ 2": a bare hour of 1-5 (no minutes, no half of the day) with its cue. */
const EARLY_BARE_HOUR =
  /(?<![\p{L}])(?:at|@|around|a\s+las?|sobre\s+las?)\s+[1-5](?![\d:.]|\s*(?:am|a\.m|pm|p\.m|h\b|de\s+la))/iu;

/**
 * "in the morning study 2h, at 4 football", "الصبح أذاكر ساعتين، الساعة ٤ عندي درس", "por la mañana
 * estudiar, a las 4 fútbol": the morning said for the first item is not carried to a later item with
 * its own bare hour of 1-5, which no day's morning holds (04:00); it keeps its afternoon reading.
 */
function keepsAfternoon(item: string, part: string): boolean {
  return /morning|ma[ñn]ana/iu.test(part) && EARLY_BARE_HOUR.test(item);
}

/** A task verb opening an item: "buy", "wash", "comprar", "fregar". */
function isVerb(w: string): boolean {
  return TASK_VERBS.has(w) || SPANISH_INFINITIVE.test(w) || (w.length >= 5 && /(?:ar|er|ir)$/u.test(w));
}

/** Words after an "&" that open an item of their own: "& a lecture at 1", "& then", "& call mum" (with TASK_VERBS). */
const OPENS_AFTER_AMPERSAND = new Set(
  (
    "a an then also after before tomorrow tmrw i i'll i'm need have gotta later call ring phone text message " +
    "book order collect fetch return post hoover vacuum mop iron feed walk help bake get put change"
  ).split(" "),
);
/** The end of an item that has its time or length: "2-4", "2pm", "30m", "(10 min)". */
const ENDS_WITH_TIME = /(?:\)|\d\s*(?:[ap]\.m\.?|[a-z]{0,5}))\s*$/iu;

/**
 * Whether an "&" standing apart parts two items: "haircut at 2 & pick up tickets", "seminar 10-11 &
 * a lecture at 1", "bake a cake (1h) & phone my sister", "shower & breakfast". People write "&"
 * inside names far more than "and" ("soup & sandwich", "cut & colour", "Tom & Jerry's party",
 * "(chem & physics)"), so it parts only after an item's time or length, before a task verb, a count
 * or a word that opens an item, or between two things the lexicon knows as activities of their own.
 */
function ampersandSplits(left: string, right: string): boolean {
  if (ENDS_WITH_TIME.test(left) || /^\s*\d/u.test(right)) return true;
  const next = /^\s*([\p{L}'’]+)/u.exec(right)?.[1].toLowerCase().replace("’", "'");
  if (next === undefined) return false;
  if (TASK_VERBS.has(next) || OPENS_AFTER_AMPERSAND.has(next)) return true;
  // (The thing before by its last word or two: "gym & groceries", "bank, post office & pharmacy".)
  const [start, end] = lastWordSpan(left);
  const [before] = lastWordSpan(left.slice(0, start));
  const known = (from: number): boolean => knownActivity(left.slice(from, end).trim().toLowerCase());
  return end > 0 && (known(start) || known(before)) && knownActivity(next);
}

/** A title the lexicon knows as an activity of its own ("groceries", "gym", "lunch"): its length or kind. */
function knownActivity(title: string): boolean {
  return defaultDuration(title) !== DEFAULT_MINUTES || classifyKind(title, false) !== "task";
}

/** Splits a description into task segments: lines, bullets, sentences, ';', ',', 'and', 'then', 'y', 'luego'. */
export function splitSegments(text: string, lang: Lang): Segment[] {
  const segments: Segment[] = [];
  // "&" standing apart is "and" (typed short): it splits where "and" does and joins what "and" joins
  // ("Smith & Co", "bath & bed"); glued, it is a name ("M&S", "Q&A").
  let body = text.replace(/\r\n?/g, "\n");
  // "3 meetings (9, 11, 2)": meetings at each of those times.
  if (body.includes("(")) body = body.replace(COUNTED_TIMES, countedTimes);
  // "doctor at 8:15 (30 min drive each way)": the trip in brackets is an item of its own.
  if (body.includes("("))
    body = body.replace(BRACKETED, (whole, inner: string) =>
      TRIP.test(inner) && !TOPIC.test(inner) ? `, ${inner},` : whole,
    );
  if (lang === "es" && TOMORROW_LABEL.test(body) && !OTHER_ES_LABEL.test(body)) body = body.replace(TOMORROW_LABEL, "");
  // (A "•" inside a line parts items too; one opening a line is its bullet.)
  const lines = inlineNumbered(body).split(/\n|(?<=\S[ \t]*)•/u);
  let afterGroup = -1;
  // ("afterwards:\npharmacy\nwash the car": plain lines under the heading are its list as bullets are,
  // up to a blank line, when the line right under it is plain.)
  let plainUnder: boolean | undefined;
  let lineIndex = -1;
  for (const rawLine of lines) {
    lineIndex++;
    if (AFTER_HEADING.test(rawLine)) {
      afterGroup = segments.length;
      plainUnder = undefined;
      continue;
    }
    // (A "•" bullet was split off: its line opens with the space after it.)
    const bulleted = BULLET.test(rawLine) || /^\s/u.test(rawLine);
    plainUnder ??= !bulleted && rawLine.trim() !== "";
    if (!bulleted && !(plainUnder && rawLine.trim() !== "")) {
      afterGroup = -1;
      plainUnder = false;
    }
    let line = lineBody(rawLine.replace(BULLET, "").trim());
    if (!line) continue;
    line = protect(line, lang);
    // ("١- أرد على الإيميلات. ٢- أكلم الوالدة": a sentence may open with its list number as a line does.)
    const sentences = splitSentences(line).map((x, i) => (i > 0 ? x.replace(BULLET, "") : x));
    for (let sentence of sentences) {
      const sentenceIndex = afterGroup >= 0 ? afterGroup : segments.length;
      const before = LEAD_BEFORE.exec(sentence);
      const underAfter = afterGroup >= 0 && !before;
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
      // "قبلها … وبعدها غدا، والمسا جيم", "before it: …, then lunch": an item after "then" or with its own
      // part of the day leaves the sentence's "before it" (the one after "then" follows the item it was before).
      let beforeOn = before !== null;
      let m: RegExpExecArray | null;
      const push = (chunk: string, sequential: boolean): void => {
        let t = chunk.replace(new RegExp(NBSP, "g"), " ").replaceAll(BRACKET_COMMA, ",").trim();
        if (!t) return;
        let seq = sequential;
        // "before that: X, next Y" (Arabic "وبعدين"): the next in the same run, still before it.
        const next = /^next\s/iu.test(t);
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
          (OWN_PART.test(t) || OWN_ANCHOR.test(t) || OWN_START.test(t));
        if (
          part &&
          (labelled || segments.length > sentenceIndex) &&
          // ("after the early turn: call the agent, 10 min": a bare length is the item's, left bare to join it.)
          !BARE_LENGTH.test(t) &&
          !LEAD_PART.test(t) &&
          !ownPart &&
          !keepsMorning(t, part) &&
          !keepsAfternoon(t, part)
        )
          t = `${t} ${part.replace(new RegExp(NBSP, "g"), " ")}`;
        // "por la noche cenar, por la tarde ir al banco, ...": once an item says its own part of the
        // day, each says its own; the first one's is not carried past it.
        else if (ownPart && segments.length > sentenceIndex && !labelled) part = undefined;
        const segment: Segment = { text: t, sequential: seq, sentence: sentenceIndex, line: lineIndex };
        if (nextAnd && !seq) segment.andJoined = true;
        if (nextComma && !seq) segment.commaJoined = true;
        const away =
          beforeOn && segments.length > firstOfSentence && ((seq && !next) || OWN_PART.test(t) || LEAD_PART.test(t));
        if (away) beforeOn = false;
        if (before && beforeOn) segment.beforePrevious = true;
        else if (away && seq) segment.afterSentence = true;
        if (afterLead || underAfter) segment.afterSentence = true;
        segments.push(segment);
      };
      while ((m = re.exec(sentence)) !== null) {
        if (m[0].length === 0) {
          re.lastIndex++;
          continue;
        }
        if (m[1] === "&" && !ampersandSplits(sentence.slice(last, m.index), sentence.slice(m.index + m[0].length)))
          continue;
        if (
          m[1] !== undefined &&
          /^(?:and|&|y|e)$/i.test(m[1]) &&
          (joinsNames(sentence.slice(last, m.index), sentence.slice(m.index + m[0].length)) ||
            joinsCompanions(sentence.slice(last, m.index), sentence.slice(m.index + m[0].length)) ||
            joinsBarePair(sentence.slice(last, m.index), sentence.slice(m.index + m[0].length), isVerb) ||
            joinsVerbPair(sentence.slice(last, m.index), sentence.slice(m.index + m[0].length), knownActivity) ||
            PRONOUN_TAIL.test(sentence.slice(m.index + m[0].length)) ||
            sharesVerb(sentence.slice(last, m.index), sentence.slice(m.index + m[0].length), isVerb, knownActivity))
        )
          continue;
        push(sentence.slice(last, m.index), nextSequential);
        nextSequential = m[1] !== undefined && SEQ_WORD.test(m[1].trim());
        nextAnd = m[1] !== undefined && /^(?:and|&|y|e|plus)$/iu.test(m[1].trim());
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
