/**
 * The rules extractor: plain English, Spanish or Arabic text -> ExtractedTask[]. No network.
 */

import { normalizeRelativeTimes } from "./relative";
import { arabicStem, cleanArabicTitle, hasArabic, isArabicChitChat, isMostlyArabic, normalizeArabic } from "./arabic";
import type { Deadline } from "./budget";
import {
  detectLanguage,
  detectLatinLanguage,
  splitSegments,
  takeDuration,
  takeTimes,
  wordNumber,
  type Lang,
} from "./grammar";
import { classifyKind, defaultDuration, EVENING_HINT, mealType, MORNING_HINT } from "./lexicon";
import { fromMinutes, toMinutes } from "./time";
import type { ExtractedTask, PartOfDay, PlanOptions } from "./types";

const L = "(?<![\\p{L}\\p{N}])";
const R = "(?![\\p{L}\\p{N}])";
const rx = (source: string, flags = "iu"): RegExp => new RegExp(source, flags);

export const MAX_TASKS = 200;
export const MAX_TASK_MINUTES = 720;

// ----- parts of the day ------------------------------------------------------------------------

interface PartPattern {
  re: RegExp;
  part: PartOfDay;
  /** The phrase is removed from the title ("in the morning") or kept ("morning run"). */
  remove: boolean;
}

const PARTS: PartPattern[] = [
  {
    re: rx(
      `${L}(?:first\\s+thing(?:\\s+in\\s+the\\s+morning)?|(?:early\\s+)?in\\s+the\\s+morning|during\\s+the\\s+morning|this\\s+morning|tomorrow\\s+morning|in\\s+the\\s+a\\.?m\\.?|(?:por|en|durante)\\s+la\\s+ma[ñn]ana|esta\\s+ma[ñn]ana|a\\s+primera\\s+hora(?:\\s+de\\s+la\\s+ma[ñn]ana)?|temprano)${R}`,
      "giu",
    ),
    part: "morning",
    remove: true,
  },
  {
    re: rx(
      `${L}(?:(?:late\\s+|early\\s+)?in\\s+the\\s+afternoon|during\\s+the\\s+afternoon|this\\s+afternoon|tomorrow\\s+afternoon|in\\s+the\\s+p\\.?m\\.?|(?:por|en|durante)\\s+la\\s+tarde|esta\\s+tarde|a\\s+media\\s+tarde)${R}`,
      "giu",
    ),
    part: "afternoon",
    remove: true,
  },
  {
    re: rx(
      `${L}(?:(?:late\\s+)?in\\s+the\\s+evening|during\\s+the\\s+evening|this\\s+evening|tomorrow\\s+evening|tonight|at\\s+night|in\\s+the\\s+night|(?:por|en|durante)\\s+la\\s+noche|esta\\s+noche|de\\s+noche|al\\s+final\\s+del\\s+d[ií]a|at\\s+the\\s+end\\s+of\\s+the\\s+day)${R}`,
      "giu",
    ),
    part: "evening",
    remove: true,
  },
  { re: rx(`${L}(?:morning|mornings|matutin[oa])${R}`, "giu"), part: "morning", remove: false },
  { re: rx(`${L}(?:afternoon|vespertin[oa])${R}`, "giu"), part: "afternoon", remove: false },
  { re: rx(`${L}(?:evening|night|nocturn[oa])${R}`, "giu"), part: "evening", remove: false },
];

// ----- order phrases ---------------------------------------------------------------------------

const AFTER_REF = [
  rx(
    `${L}(?:right\\s+|straight\\s+|just\\s+|directly\\s+|sometime\\s+|some\\s+time\\s+|anytime\\s+|soon\\s+)?after\\s+(?:the\\s+|my\\s+|our\\s+|a\\s+|his\\s+|her\\s+|their\\s+)?([\\p{L}\\p{N}'’&-]+(?:\\s+[\\p{L}\\p{N}'’&/-]+){0,3}\\s*$|[\\p{L}\\p{N}'’&-]+)`,
    "giu",
  ),
  rx(
    `${L}(?:justo\\s+|nada\\s+m[aá]s\\s+)?(?:despu[eé]s|luego)\\s+(?:de(?:l)?)\\s+(?:la\\s+|el\\s+|los\\s+|las\\s+|mi\\s+|mis\\s+)?([\\p{L}\\p{N}'’&-]+(?:\\s+[\\p{L}\\p{N}'’&/-]+){0,3}\\s*$|[\\p{L}\\p{N}'’&-]+)`,
    "giu",
  ),
  rx(`${L}tras\\s+(?:la\\s+|el\\s+|los\\s+|las\\s+|mi\\s+)?([\\p{L}\\p{N}'’&-]+)`, "giu"),
  rx(`${L}al\\s+(?:salir|volver|terminar|acabar)\\s+(?:de(?:l)?)\\s+(?:la\\s+|el\\s+)?([\\p{L}\\p{N}'’&-]+)`, "giu"),
  rx(
    `${L}(?:once|when)\\s+(?:I'?m\\s+|I\\s+am\\s+)?(?:back\\s+from|done\\s+with|finished\\s+with|home\\s+from)\\s+(?:the\\s+|my\\s+)?([\\p{L}\\p{N}'’&-]+)`,
    "giu",
  ),
];
const BEFORE_REF = [
  rx(
    `${L}(?:right\\s+|just\\s+)?(?:before|until|till|til|up\\s+to)\\s+(?:the\\s+|my\\s+|our\\s+|a\\s+)?([\\p{L}\\p{N}'’&-]+(?:\\s+[\\p{L}\\p{N}'’&/-]+){0,3}\\s*$|[\\p{L}\\p{N}'’&-]+)`,
    "giu",
  ),
  rx(
    `${L}(?:antes\\s+(?:de(?:l)?)|hasta(?:\\s+(?:el|la|que))?)\\s+(?:la\\s+|el\\s+|los\\s+|las\\s+|mi\\s+)?([\\p{L}\\p{N}'’&-]+)`,
    "giu",
  ),
];

type Anchor = { kind: "task"; ref: string } | { kind: "previous" };

/** Words that refer to something with a known time even when it is not a task of the day. */
const ANCHOR_WORDS: Record<string, "work" | "lunch" | "dinner" | "breakfast" | "school" | "bed" | "previous"> = {
  work: "work",
  office: "work",
  shift: "work",
  job: "work",
  trabajo: "work",
  oficina: "work",
  curro: "work",
  turno: "work",
  lunch: "lunch",
  lunchtime: "lunch",
  comer: "lunch",
  comida: "lunch",
  almuerzo: "lunch",
  almorzar: "lunch",
  dinner: "dinner",
  supper: "dinner",
  cenar: "dinner",
  cena: "dinner",
  breakfast: "breakfast",
  desayuno: "breakfast",
  desayunar: "breakfast",
  school: "school",
  class: "school",
  classes: "school",
  colegio: "school",
  cole: "school",
  clase: "school",
  clases: "school",
  escuela: "school",
  uni: "school",
  universidad: "school",
  instituto: "school",
  bed: "bed",
  bedtime: "bed",
  sleep: "bed",
  dormir: "bed",
  cama: "bed",
  that: "previous",
  this: "previous",
  it: "previous",
  which: "previous",
  eso: "previous",
  esto: "previous",
  ello: "previous",
};

const ANCHOR_TIMES = {
  work: [9 * 60, 17 * 60],
  lunch: [12 * 60, 13 * 60],
  dinner: [19 * 60, 20 * 60],
  breakfast: [7 * 60 + 30, 8 * 60],
  school: [8 * 60 + 30, 15 * 60 + 30],
} as const;

// ----- priority --------------------------------------------------------------------------------

const HIGH = rx(
  `${L}(?:(?:(?:very|really|super|extremely|most|muy|realmente)\\s+)?(?:urgent(?:ly)?|important|urgente|importante)|asap|a\\.s\\.a\\.p\\.?|high\\s+priority|top\\s+priority|priority|critical|must(?:\\s+do)?|no\\s+matter\\s+what|prioritari[oa]|sin\\s+falta|s[ií]\\s+o\\s+s[ií])${R}|!{2,}`,
  "giu",
);
const LOW = rx(
  `${L}(?:if\\s+(?:I\\s+have|there'?s|there\\s+is|i\\s+get)\\s+(?:the\\s+)?time|if\\s+time\\s+(?:allows|permits)|if\\s+possible|if\\s+I\\s+can|optional(?:ly)?|low\\s+priority|nice\\s+to\\s+have|maybe|perhaps|ideally|si\\s+(?:me\\s+)?(?:da|hay|queda)\\s+tiempo|si\\s+puedo|si\\s+es\\s+posible|opcional|quiz[aá]s?|tal\\s+vez|a\\s+lo\\s+mejor|con\\s+suerte)${R}`,
  "giu",
);

// Cheap pre-checks before the heavier patterns above.
const HIGH_HINT =
  /urgent|asap|a\.s\.a\.p|important|priority|critical|must|no matter|!!|urgente|importante|prioritari|sin falta|s[ií] o s[ií]/i;
const LOW_HINT = /if\s|optional|low\s|nice to|maybe|perhaps|ideally|si\s|opcional|quiz|tal vez|lo mejor|con suerte/i;
const PART_HINT =
  /morning|afternoon|evening|night|tonight|first thing|\b[ap]\.?m\b|ma[ñn]ana|tarde|noche|temprano|primera|matutin|vespertin|nocturn|final del d|end of the day/i;
const AFTER_HINT = /after|despu|luego|tras|al\s+(?:salir|volver|terminar|acabar)|once|when/i;
const BEFORE_HINT = /before|antes|until|till|\btil|up to|hasta/i;

const CHIT_CHAT =
  /^(?:hello|hi|hey|hiya|thanks|thank you|thx|cheers|ok|okay|please|help|hola|buenas|buenos d[ií]as|gracias|vale|por favor|ayuda|my day|mi d[ií]a|good morning|plan my day|planifica mi d[ií]a)$/iu;

/**
 * "don't schedule anything between 12 and 1", "keep 12-1 free", "busy 3-4", "nada entre las 2 y las 3":
 * time kept free, not a task. Anchored on a short cleaned title, so linear.
 */
const BLOCKED_TITLE =
  /^(?:(?:please\s+)?(?:don['’]?t|do\s+not|never)\s+(?:schedule|plan|book|put|add)(?:\s+(?:anything|something|stuff|meetings|tasks|work|me))?|nothing(?:\s+(?:scheduled|planned))?|no\s+(?:tasks|work|plans)|keep(?:\s+(?:it|this|that))?\s+(?:free|clear|open)|(?:i['’]?m\s+|i\s+am\s+)?(?:busy|unavailable|not\s+available|blocked|blocked\s+off)|block\s+(?:off|out)|no\s+(?:me\s+)?(?:programes|planifiques|pongas|agendes)(?:\s+nada)?|nada|(?:estoy\s+)?(?:ocupad[oa]|no\s+disponible|bloquead[oa])|no\s+estoy\s+disponible|mantener\s+libre|dejar\s+libre)$/iu;

/** A run of keys from one row of the keyboard ("asdf", "qwer"). */
const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
/**
 * "asdf qwer zxcv": every word is a run of keys or has no vowel at all (all-caps words are acronyms
 * and count as words).
 */
function isGibberish(title: string): boolean {
  const parts = title.split(" ");
  if (parts.length === 0 || !title) return false;
  return parts.every((w) => {
    if (!/^[A-Za-z]{3,}$/.test(w) || (w.length > 1 && w === w.toUpperCase())) return false;
    const lw = w.toLowerCase();
    return !/[aeiouy]/.test(lw) || KEY_ROWS.some((row) => row.includes(lw));
  });
}

// ----- title cleanup ---------------------------------------------------------------------------

const LEAD_EN = rx(
  `^(?:sometimes?|some\\s+time|at\\s+some\\s+point(?:\\s+today)?|eventually|anyway|anyhow|and|then|also|plus|so|oh|ok|okay|first(?:ly)?|first\\s+of\\s+all|second(?:ly)?|third(?:ly)?|next|finally|lastly|later|after\\s+that|afterwards|probably|hopefully|definitely|really|still|just|please|remember\\s+to|don'?t\\s+forget\\s+to|do\\s+not\\s+forget\\s+to|try\\s+to|gotta|got\\s+to|i'?ve\\s+got\\s+to|i\\s+have\\s+got\\s+to|i'?ve\\s+got|i\\s+got|i\\s+have\\s+to|i\\s+have|i'?ve|i'?ll|i\\s+will|i'?d\\s+like\\s+to|i\\s+would\\s+like\\s+to|i\\s+want\\s+to|i\\s+wanna|want\\s+to|wanna|i\\s+need\\s+to|need\\s+to|have\\s+to|i\\s+must|must|i\\s+should|should|i'?m\\s+going\\s+to|i\\s+am\\s+going\\s+to|going\\s+to|gonna|i\\s+plan\\s+to|plan\\s+to|planning\\s+to|we\\s+need\\s+to|we\\s+have\\s+to|we\\s+have|we'?ve\\s+got|we'?ll|we\\s+will|let'?s|there'?s|there\\s+is|i'?m|i\\s+am|we'?re|needs?|i|we|be|spend|spending|do\\s+some|get\\s+some|squeeze\\s+in|fit\\s+in|block\\s+out|block|schedule|book\\s+in|pencil\\s+in|make\\s+time\\s+for|find\\s+time\\s+for|time\\s+for|today|tomorrow|on|for|of|at|about|the|a|an|some|my|our|this|these|those)(?:\\s+|$)`,
);
const LEAD_ES = rx(
  `^(?:en\\s+alg[uú]n\\s+momento|alguna\\s+vez|y|e|luego|despu[eé]s|tambi[eé]n|adem[aá]s|primero|segundo|finalmente|por\\s+[uú]ltimo|al\\s+final|m[aá]s\\s+tarde|tengo\\s+que|tengo|tenemos\\s+que|tenemos|necesito|necesitamos|quiero|queremos|quisiera|debo|deber[ií]a|hay\\s+que|me\\s+toca|nos\\s+toca|voy\\s+a|vamos\\s+a|pienso|intentar|intentar[eé]|dedicar(?:le)?|pasar|echar|hacer\\s+un\\s+poco\\s+de|un\\s+poco\\s+de|sacar\\s+tiempo\\s+para|me\\s+gustar[ií]a|recuerda|recordar|no\\s+olvidar|no\\s+olvides|hoy|ma[ñn]ana|a|al|a\\s+la|de|del|en|el|la|los|las|un|una|unos|unas|mi|mis|para|sobre|por)(?:\\s+|$)`,
);
/** Filler phrases of the other language (people mix them); no single words, so titles keep their articles. */
const LEAD_EN_PHRASE =
  /^(?:i\s+need\s+to|need\s+to|i\s+have\s+to|have\s+to|i'?ll|i\s+will|i\s+want\s+to|i\s+must|i\s+should|then)\s+/iu;
const LEAD_ES_PHRASE = /^(?:tengo\s+que|tenemos\s+que|necesito|quiero|hay\s+que|voy\s+a|debo|luego|despu[eé]s)\s+/iu;

/** Words and phrases that never end a title ("... today", "... then", "... needs"). */
const TRAIL_WORDS = new Set(
  "today tomorrow please too also and then need needs take takes require requires start starts begin begins end ends empieza comienza termina lleva necesita requiere at for on by from to with around about until till the a an of sometime later first again somewhere anytime is are es son será which that who que hoy mañana manana también tambien y luego a de en para por con el la las los un una sobre hacia".split(
    " ",
  ),
);
const TRAIL_PHRASES = new Set(["as well", "some time", "any time", "will take", "should take"]);

function stripTrailing(t: string): string {
  for (;;) {
    const last = t.lastIndexOf(" ");
    const word = (last < 0 ? t : t.slice(last + 1)).toLowerCase();
    if (TRAIL_WORDS.has(word)) {
      t = last < 0 ? "" : t.slice(0, last).trimEnd();
      continue;
    }
    if (last > 0) {
      const prev = t.lastIndexOf(" ", last - 1);
      const phrase = t.slice(prev + 1).toLowerCase();
      if (TRAIL_PHRASES.has(phrase)) {
        t = prev < 0 ? "" : t.slice(0, prev).trimEnd();
        continue;
      }
    }
    return t;
  }
}

/** "Today I need to: ...", "Hoy tengo que: ...", "To do: ...": an introduction, not part of the title. */
const INTRO =
  /^(?:(?:today|tomorrow|hoy|ma[ñn]ana)\s*,?\s*)?(?:(?:so\s+)?much\s+to\s+do|(?:a\s+)?lots?\s+(?:of\s+things\s+)?to\s+do|a\s+lot\s+to\s+do|here'?s\s+my\s+day|today'?s\s+plan|plan\s+for\s+today|tengo\s+mucho\s+que\s+hacer|mucho\s+que\s+hacer|i\s+(?:need|have|want|must)\s+to|(?:need|have|want)\s+to|must|i\s+have|i\s+need|tengo\s+que|tengo|necesito|quiero|debo|hay\s+que|to\s*-?\s*do(?:\s+list)?|tasks?|tareas?|plan|my\s+day|mi\s+d[ií]a|agenda|pendientes|list)?\s*:\s*/iu;

/**
 * Punctuation, bullets and emoji at either end of a title. The trailing run may only start where
 * the junk starts (the lookbehind), so a long run of junk in the middle is not rescanned from each
 * of its characters.
 */
const EDGE_JUNK = /^[^\p{L}\p{N}¿¡"'(#@]+|(?<![^\p{L}\p{N}"')!?%+#])[^\p{L}\p{N}"')!?%+#]+$/gu;

/** "tengo que terminar el TFG: escribir la introducción": a longer heading that states the goal. */
const INTRO_HEADING =
  /^(?:tengo\s+que|necesito|quiero|debo|hoy\s+toca|i\s+need\s+to|i\s+have\s+to|need\s+to|have\s+to|i\s+must|i\s+want\s+to|i'?ve\s+got\s+to)\s+[^:]{1,40}:\s+(?=\S)/iu;

/** "Freelance day: client work", "Overbooked: report": a heading of one to three words. */
const HEADING = /^\p{L}[\p{L}'’-]*(?:\s+[\p{L}'’-]+){0,2}\s*:\s+(?=\S)/u;

function cleanTitle(raw: string, lang: Lang): string {
  let t = raw
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const intro = INTRO.exec(t) ?? INTRO_HEADING.exec(t) ?? HEADING.exec(t);
  if (intro && intro[0].trim().length > 1 && t.length > intro[0].length) t = t.slice(intro[0].length);
  t = t.replace(EDGE_JUNK, "").trim();
  for (let i = 0; i < 12; i++) {
    const before = t;
    t = t
      .replace(lang === "es" ? LEAD_ES : LEAD_EN, "")
      .replace(lang === "es" ? LEAD_EN_PHRASE : LEAD_ES_PHRASE, "")
      .trim();
    t = stripTrailing(t).trim();
    t = t.replace(EDGE_JUNK, "").trim();
    if (t === before) break;
  }
  t = t.replace(/^pomodoros?\s+(?:of|on|for|de|para)\s+/iu, "");
  // "do laundry" is the laundry ("do the laundry" stays as written).
  t = t.replace(/^do\s+(?=(?:laundry|chores|housework|ironing|homework|yoga|pilates)$)/iu, "");
  t = t.replace(
    /^(?:quickly|have|grab|eat)\s+(?=(?:a\s+)?(?:lunch|breakfast|dinner|brunch|snack|pay|send|reply|check|email|text|call|grab)\b)/iu,
    "",
  );
  t = t.replace(FILLER_PARENS, " ").replace(/\s+/g, " ").trim();
  t = t.replace(
    /(?<!\s)\s+(?:with|including|con)\s+(?:(?:short|regular|some|a\s+few|peque[ñn]os|algunos)\s+)?(?:breaks|pauses|descansos|pausas)$/iu,
    "",
  );
  if (hasArabic(t)) t = cleanArabicTitle(t.replace(EDGE_JUNK, "")).replace(EDGE_JUNK, "").trim();
  if (/^\)|\($/.test(t)) t = t.replace(/[()]/g, "").trim();
  if ((t.match(/\(/g)?.length ?? 0) !== (t.match(/\)/g)?.length ?? 0)) t = t.replace(/[()]/g, "").trim();
  t = t.replace(/\s+/g, " ");
  if (t.length > 120) t = t.slice(0, 120).trim();
  return t ? t.charAt(0).toLocaleUpperCase() + t.slice(1) : "";
}

// ----- one segment -----------------------------------------------------------------------------

interface Draft {
  title: string;
  source: string;
  duration?: number;
  fixedStart?: number;
  fixedEnd?: number;
  between?: boolean;
  untilOnly?: boolean;
  deadline?: number;
  deadlineAmbiguous?: boolean;
  earliest?: number;
  partOfDay?: PartOfDay;
  afterAnchors: Anchor[];
  beforeAnchors: string[];
  priority: number;
  sequential: boolean;
  andJoined?: boolean;
  sentence?: number;
  /** "before the 2pm pitch": the pitch, to add as an event when it is not written on its own. */
  refEvent?: string;
  /** Index of the draft this one comes after ("After that: lunch"). */
  afterIndex?: number;
  /** Comes before the task written just before its sentence ("before that: gym"). */
  beforePrevious?: boolean;
  /** Index of the draft written just before this one's sentence. */
  sentenceAnchor?: number;
  /** Ends in "afterwards" / "después". */
  trailingAfter?: boolean;
  /** Ends in "beforehand" / "1h before" / "antes": before the event written before it. */
  trailingBefore?: boolean;
  /** "in between: emails": between the two timed items written before it. */
  inBetween?: boolean;
  /** "code the rest of the day": as long as the day (or part of it) allows. */
  fill?: "day" | PartOfDay;
  /** "deep work till lunch": until, not just before. */
  untilRef?: boolean;
  endAmbiguous?: boolean;
  /** "send the invoice by EOD": due by the end of the working day. */
  eod?: boolean;
  /** "apply to 3 jobs (20 min each)": the duration is per item. */
  each?: boolean;
}

const EOD =
  /(?<![\p{L}\p{N}])(?:(?:by|before|until|till|no\s+later\s+than)\s+(?:the\s+)?(?:end\s+of\s+(?:the\s+)?(?:work(?:ing)?\s+|business\s+)?day|e\.?o\.?d\.?|c\.?o\.?b\.?|close\s+of\s+business)|e\.o\.d\.?|eod|antes\s+de\s+(?:que\s+)?(?:acabe|termine)\s+la\s+jornada|antes\s+del\s+(?:final|fin)\s+de\s+la\s+jornada)(?![\p{L}\p{N}])/iu;
const IN_BETWEEN =
  /(?<![\p{L}\p{N}])(?:in\s+between(?:\s+(?:them|the\s+meetings|meetings))?|between\s+(?:them|the\s+meetings|meetings)|entre\s+medias|entremedias|entre\s+(?:ellas|ambas|reuniones|las\s+reuniones))(?![\p{L}\p{N}])/iu;
const ALL_OF_THEM =
  /^(?:all|everything|all\s+of\s+(?:it|this|that|them)|all\s+(?:that|this|these)|both(?:\s+of\s+them)?|todo|todo\s+(?:eso|esto|ello)|ambas?(?:\s+cosas)?|las\s+dos\s+cosas)$/iu;
/** "dinner 7", "breakfast 7:30": a short title and a bare hour. */
const TRAILING_HOUR = /^(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})\s+(\d{1,2}(?:[:.][0-5]\d)?)$/u;
const NUMBERED_NOUN =
  /(?<![\p{L}])(?:chapters?|pages?|parts?|steps?|lessons?|units?|weeks?|days?|levels?|rooms?|gates?|floors?|platforms?|no|number|seasons?|episodes?|exercises?|questions?|problems?|items?|tasks?|things?|kids?|people|tema|temas|cap[ií]tulos?|p[aá]ginas?|partes?|lecci[oó]n|lecciones|unidad|unidades|semanas?|d[ií]as?|niveles?|nivel|salas?|plantas?|episodios?|ejercicios?|preguntas?|problemas?|cosas)$/iu;
/** The description writes clock times ("6am", "8:30", "a las 9"): a bare hour elsewhere is likely one too. */
const CLOCK_CUE = /\d\s*[ap]\.?m\b|(?<![\d.,])\d{1,2}:[0-5]\d|\ba\s+las\s+\d|\bat\s+\d/iu;
/** Share of a free stretch that work can take once breaks (and the breaks next to meetings) are in. */
const FOCUS_SHARE = 0.8;
const REST_OF =
  /(?<![\p{L}\p{N}])(?:(?:(?:for|during)\s+)?(?:the\s+)?rest\s+of\s+(?:the\s+|my\s+)?|(?:for\s+)?(?:all|the\s+whole|the\s+entire)\s+(?:the\s+)?)(day|morning|afternoon|evening)|(?:durante\s+)?(?:(?:el\s+)?resto\s+de(?:l|\s+la)|tod[oa]\s+(?:el|la))\s+(d[ií]a|ma[ñn]ana|tarde|noche)(?![\p{L}\p{N}])/iu;
const REST_PART: Record<string, "day" | PartOfDay> = {
  day: "day",
  morning: "morning",
  afternoon: "afternoon",
  evening: "evening",
  día: "day",
  dia: "day",
  mañana: "morning",
  manana: "morning",
  tarde: "afternoon",
  noche: "evening",
};
const PREP_WORD =
  /^(?:prep|prepare|practice|practise|rehearse|get\s+ready|preparar|prepararme|ensayar|repasar)(?![\p{L}])/iu;
/** "prep for it", "practice for that", "prepararla": getting ready for the item written before. */
const PREP_FOR_IT =
  /^(?:prep|prepare|practice|practise|rehearse|get\s+ready|ready|preparar|prepararme|ensayar)(?:\s+\p{L}+){0,2}\s+(?:for|para)\s+(?:it|that|this|ella|[eé]l|eso)$|^(?:preparar|ensayar)(?:la|lo)$/iu;

/**
 * "meeting at 2, prep for it 30 min, debrief after it": "it" is the meeting, not the prep. The
 * item just before, unless that one is itself about the timed item before it.
 */
function pronounTarget(drafts: Draft[], i: number): number {
  const j = i - 1;
  const p = drafts[j];
  if (
    p.fixedStart === undefined &&
    (p.beforePrevious || p.trailingBefore || PREP_FOR_IT.test(p.title) || REFERS_BACK.test(p.title))
  ) {
    for (let k = j - 1; k >= 0; k--) if (drafts[k].fixedStart !== undefined) return k;
  }
  return j;
}

/** "clean the house until dinner" written at breakfast: a long stretch, not the whole of it. */
const UNTIL_FILL_MAX = 240;
const UNTIL_WORD = /^\s*(?:right\s+|just\s+)?(?:until|till|til|up\s+to|hasta)\b/iu;
const THANK_YOU = /thank[\s-]*you|thanks|agradec|dar\s+las\s+gracias/iu;
const THANKED =
  /interview|meeting|call|visit|dinner|lunch|party|session|pitch|presentation|demo|entrevista|reuni[oó]n|llamada|visita|cena|comida|fiesta|sesi[oó]n|presentaci[oó]n/iu;
const BEDTIME =
  /^(?:(?:go\s+to\s+|in\s+)?bed(?:time)?|lights\s+out|sleep|(?:(?:ir\s+)?a\s+(?:la\s+)?)?cama|acostarme|dormir)$/iu;
const COMMUTE = /(?<![\p{L}])(?:commute|commuting|drive\s+to|travel\s+to|ride\s+to|trayecto|ir\s+(?:a|al)\s)/iu;
const AVAILABLE = /^(?:i'?m\s+|i\s+am\s+|only\s+|estoy\s+|solo\s+|s[oó]lo\s+)*(?:free|available|libre|disponible)$/iu;
const EACH = /(?<![\p{L}\p{N}])(?:each|apiece|per\s+(?:item|one)|cada\s+un[oa]|por\s+cabeza)(?![\p{L}\p{N}])/iu;
/** "3 jobs", "two chapters", "tres correos": how many items a title counts. */
const COUNT =
  /(?<![\p{L}\p{N}:.])(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\s+\p{L}/iu;

/** "laundry x2", "2x laundry". */
const TIMES_COUNT = /(?<![\p{L}\p{N}])(?:x\s?(\d{1,2})|(?=\d{1,2}\s?x(?![\p{L}\p{N}]))(\d{1,2}))(?![\p{L}\p{N}])/iu;
function itemCount(title: string): number {
  const m = COUNT.exec(title) ?? TIMES_COUNT.exec(title);
  const n = m ? wordNumber(m[1]) : NaN;
  return Number.isInteger(n) && n >= 2 && n <= 12 ? n : 1;
}

/**
 * The words after "after"/"before": a known anchor word ("work", "lunch") is one word and the
 * rest stays in the title ("after lunch review contracts"); otherwise the reference runs to the
 * end of the segment ("write up notes after the design review").
 */
function refWords(raw: string): { ref: string; first: string; keep: string } | undefined {
  const parts = raw.trim().split(/\s+/);
  if (parts.length === 0 || !parts[0]) return undefined;
  const first = parts[0].toLowerCase().replace(/[:,.;]+$/, "");
  if (/^\d/.test(first)) return undefined;
  if (hasArabic(first)) {
    // "بعد الاجتماع مع أحمد اكتب المحضر": the reference is the noun (and who it is with).
    const n = parts[1] === "مع" && parts.length > 2 ? 3 : 1;
    return { ref: parts.slice(0, n).join(" "), first, keep: parts.slice(n).join(" ") };
  }
  if (ANCHOR_WORDS[first] !== undefined || parts.length === 1)
    return { ref: first, first, keep: parts.slice(1).join(" ") };
  // "after the meeting write the minutes": the reference ends where a verb starts the task.
  for (let k = 1; k < parts.length; k++) {
    const w = parts[k].toLowerCase();
    if ((TASK_VERBS.has(w) || SPANISH_INFINITIVE.test(w)) && parts.length - k >= 2) {
      return { ref: parts.slice(0, k).join(" "), first, keep: parts.slice(k).join(" ") };
    }
  }
  return { ref: parts.join(" "), first, keep: "" };
}

const TASK_VERBS = new Set(
  "write send prepare do go read update clean cook make check pay finish start study draft fix edit reply answer submit print buy pick drop take have grab publish deploy tidy wash watch visit email sort follow".split(
    " ",
  ),
);
/** Spanish infinitives that start a task after a reference ("después de la reunión escribir el acta"). */
const SPANISH_INFINITIVE =
  /^(?:escribir|enviar|mandar|llamar|revisar|preparar|hacer|ir|leer|contestar|responder|limpiar|cocinar|comprar|pagar|terminar|empezar|trabajar|estudiar|repasar|corregir|actualizar|subir|publicar|grabar|editar|comer|cenar|pasear|caminar|correr|descansar|dormir|recoger|llevar|ver|visitar)$/iu;

/**
 * "(me llevará 2 horas)" once the duration is taken: "(me llevará )". Each word must end where a
 * word ends and no two alternatives match the same text, so a run of filler words ("(taketake…")
 * has one reading only (the old `takes?|take` with `\s*` between words had 2^n).
 */
const FILLER_PARENS =
  /\((?:\s*(?:(?:each|apiece|cada\s+un[oa]|me|it|will|takes?|about|around|approx\.?|roughly|unos|unas|aprox\.?|llevar[aá]|lleva|dura|durar[aá]|tarda|tardar[aá]|va\s+a|should|needs?|ca\.?)(?![\p{L}\p{N}])|~))*\s*\)/giu;
const SPEND_PART =
  /(?<![\p{L}\p{N}])(?:spend(?:ing)?|use|block(?:\s+out)?|dedicate)\s+(?:the|my|this|all)\s+(morning|afternoon|evening)\s+(?:on|doing|working\s+on|with|for|to|at|in)\s+/giu;
/** "Busy Monday.", "Crazy day!", "Lunes tranquilo": a heading, not a task. */
const DAY_HEADING =
  /^(?:(?:my|a|another|busy|big|long|crazy|hectic|easy|lazy|quiet|normal|typical|full|packed|light|short|productive|chill|d[ií]a|un|otro|mi)\s+)*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|day|today|tomorrow|week|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|d[ií]a|jornada)(?:\s+(?:tranquilo|tranquila|ajetreado|ajetreada|largo|larga|completo|completa|intenso|intensa|normal|de\s+locos))?$/iu;
const BARE_TIME = /^\d{1,2}(?:[:.][0-5]\d)?(?:\s*[ap]\.?m\.?)?$/iu;
const NEGATED = /^(?:(?:no|not|nothing|without|sin|nada\s+de|ning[uú]n[oa]?)\s|(?:nothing|nada)$)/iu;
/** Titles that are a departure or a trip to something: "Leave", "Head out", "Drive to the airport", "Salir". */
const DEPARTURE = /^(?:leave|head\s+out|set\s+off|get\s+going|drive|commute|travel|salir|conducir|viajar)(?![\p{L}])/iu;
const PRONOUN_ONLY =
  /^(?:(?:needs?|requires?|necesita|necesitar[aá]|requiere|requerir[aá]|dura|durar[aá]|lasts?|takes?|tarda|tardar[aá]|lleva|tardar[eé]|tardo|(?:me\s+)?(?:llevar[aá]|costar[aá]|cuesta|va\s+a\s+llevar))|(?:it|that|this|which|eso|esto|me|le|lo)(?:['’](?:ll|s|d))?(?:\s+(?:will|would|should|might|may|could|takes?|needs?|is|'ll|requires?|lasts?|va\s+a|llevar[aá]|lleva|tomar[aá]|durar[aá]|dura|ocupar[aá]))*|(?:will|should)\s+take|llevar[aá]|durar[aá]|(?:but\s+|pero\s+)?(?:only\s+|max(?:imum)?\s+|at\s+most\s+|s[oó]lo\s+|como\s+m[aá]ximo\s+)?(?:at\s+a\s+time|in\s+one\s+go|per\s+session|de\s+(?:una\s+)?vez|seguid[oa]s|por\s+sesi[oó]n))(?:\s+(?:of\s+(?:work|time|effort|focus(?:ed)?(?:\s+work)?)|de\s+(?:trabajo|tiempo)))?$/iu;
const REFERS_BACK =
  /(?<!\s(?:for|on|about|with|to|at|in|into|over|before|after))\s(?:it|them)$|^\p{L}{2,}(?:ar|er|ir)(?:lo|la|los|las)$/iu;
const TRAILING_BEFORE = /\s(?:beforehand|before\s+(?:it|that|then)|before|antes|antes\s+de\s+eso)[\s.!,;:]*$/iu;
const LEADING_BEFORE =
  /^\s*(?:antes(?!\s+(?:de|del|que)(?![\p{L}]))|beforehand|before\s+(?:that|then|it)|antes\s+de\s+eso)[\s,:]+/iu;
const TRAILING_SEQUENTIAL =
  /\s(?:afterwards?|after|after\s+that|then|later|luego|despu[eé]s|despues|m[aá]s\s+tarde|a\s+continuaci[oó]n)[\s.!,;:]*$/iu;

/**
 * A trailing "afterwards" / "beforehand" (and their Spanish forms): marks the draft and returns the
 * text without it; undefined when the text has none.
 */
function stripTrailingOrder(draft: Draft, text: string): string | undefined {
  if (TRAILING_SEQUENTIAL.test(text)) {
    draft.sequential = true;
    draft.trailingAfter = true;
    return text.replace(TRAILING_SEQUENTIAL, " ");
  }
  if (TRAILING_BEFORE.test(text)) {
    draft.trailingBefore = true;
    return text.replace(TRAILING_BEFORE, " ");
  }
  return undefined;
}

function parseSegment(text: string, sequential: boolean, lang: Lang, dayStart: number): Draft {
  const draft: Draft = { title: "", source: text, afterAnchors: [], beforeAnchors: [], priority: 3, sequential };
  let rest = ` ${text} `;
  const stripped = stripTrailingOrder(draft, rest);
  if (stripped !== undefined) {
    rest = stripped;
  } else if (LEADING_BEFORE.test(rest)) {
    // "reunión a las 12, antes repasar la propuesta": before the timed item written before it.
    draft.trailingBefore = true;
    rest = rest.replace(LEADING_BEFORE, " ");
  }

  if (HIGH_HINT.test(rest)) {
    HIGH.lastIndex = 0;
    if (HIGH.test(rest)) draft.priority = 5;
    rest = rest.replace(HIGH, " ");
  }
  if (LOW_HINT.test(rest)) {
    LOW.lastIndex = 0;
    if (LOW.test(rest)) draft.priority = 1;
    rest = rest.replace(LOW, " ");
  }

  if (/eod|e\.o\.d|end|cob|c\.o\.b|close|jornada/i.test(rest) && EOD.test(rest)) {
    draft.eod = true;
    rest = rest.replace(EOD, " ");
  }

  // "spend the morning on the report", "spend the afternoon at the museum": that part of the day, all of it.
  rest = rest.replace(SPEND_PART, (_m: string, part: string) => ` all ${part.toLowerCase()} `);
  const restOf = /rest|all|whole|entire|tod[oa]/i.test(rest) ? REST_OF.exec(rest) : null;
  if (restOf) {
    draft.fill = REST_PART[(restOf[1] ?? restOf[2]).toLowerCase()];
    if (draft.fill !== "day") draft.partOfDay = draft.fill;
    rest = rest.replace(REST_OF, " ");
  }
  const dur = takeDuration(rest, lang);
  if (dur) {
    draft.duration = dur.minutes;
    rest = dur.rest;
    // "polish the deck beforehand (1h)", "celebrate afterwards (30 min)".
    if (!draft.trailingAfter && !draft.trailingBefore)
      rest = stripTrailingOrder(draft, rest.replace(FILLER_PARENS, " ")) ?? rest;
    if (EACH.test(rest)) {
      draft.each = true;
      rest = rest.replace(EACH, " ");
    }
  }

  // Part of the day: detect first (it steers "at 7"), remove after the times are taken.
  let part: PartOfDay | undefined;
  const hasPart = PART_HINT.test(rest);
  if (hasPart)
    for (const p of PARTS) {
      p.re.lastIndex = 0;
      if (p.re.test(rest)) {
        part = p.part;
        break;
      }
    }
  const evening = part === "evening" || EVENING_HINT.test(rest);
  const morning = part === "morning" || (!evening && MORNING_HINT.test(rest));
  const times = takeTimes(rest, lang, { dayStart, evening, morning });
  rest = times.rest;
  draft.fixedStart = times.fixedStart;
  draft.fixedEnd = times.fixedEnd;
  draft.between = times.between;
  draft.untilOnly = times.untilOnly;
  draft.endAmbiguous = times.endAmbiguous;
  draft.deadline = times.deadline;
  draft.deadlineAmbiguous = times.deadlineAmbiguous;
  draft.earliest = times.earliest;
  if (times.refEvent) draft.refEvent = times.refEvent.title;

  if (/between|entre/i.test(rest) && IN_BETWEEN.test(rest)) {
    draft.inBetween = true;
    rest = rest.replace(IN_BETWEEN, " ");
  }

  if (hasPart)
    for (const p of PARTS) {
      p.re.lastIndex = 0;
      if (p.re.test(rest)) {
        draft.partOfDay ??= p.part;
        if (p.remove) {
          p.re.lastIndex = 0;
          rest = rest.replace(p.re, " ");
        }
      }
    }
  if (!draft.partOfDay && part) draft.partOfDay = part;

  if (AFTER_HINT.test(rest))
    for (const re of AFTER_REF) {
      re.lastIndex = 0;
      rest = rest.replace(re, (whole: string, ref: string) => {
        const r = refWords(ref);
        if (!r) return whole;
        if (ANCHOR_WORDS[r.first] === "previous") draft.afterAnchors.push({ kind: "previous" });
        else draft.afterAnchors.push({ kind: "task", ref: r.ref });
        return r.keep ? ` ${r.keep} ` : " ";
      });
    }
  if (BEFORE_HINT.test(rest))
    for (const re of BEFORE_REF) {
      re.lastIndex = 0;
      rest = rest.replace(re, (whole: string, ref: string) => {
        const r = refWords(ref);
        if (!r) return whole;
        if (ANCHOR_WORDS[r.first] === "previous") draft.beforePrevious = true;
        else draft.beforeAnchors.push(r.ref);
        if (UNTIL_WORD.test(whole)) draft.untilRef = true;
        return r.keep ? ` ${r.keep} ` : " ";
      });
    }
  draft.title = cleanTitle(rest, lang);
  return draft;
}

// ----- assembling tasks ------------------------------------------------------------------------

const norm = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9ñ\u0621-\u064a\s]/g, " ");

const STOP = new Set([
  "the",
  "a",
  "an",
  "my",
  "with",
  "on",
  "of",
  "to",
  "for",
  "el",
  "la",
  "los",
  "las",
  "de",
  "del",
  "con",
  "mi",
  "un",
  "una",
  "al",
  "y",
  "and",
  "مع",
  "في",
  "على",
  "من",
  "الى",
]);

function words(s: string): string[] {
  return norm(s)
    .split(/\s+/)
    .filter((w) => w && !STOP.has(w))
    .map((w) => (/[\u0621-\u064a]/u.test(w) ? arabicStem(w) : w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w));
}

const wordCache = new Map<string, Set<string>>();
function titleWords(title: string): Set<string> {
  let w = wordCache.get(title);
  if (!w) {
    w = new Set(words(title));
    if (wordCache.size > 5000) wordCache.clear();
    wordCache.set(title, w);
  }
  return w;
}

/** Finds the task a reference ("the meeting", "comer") points at. */
function findTask(ref: string, tasks: ExtractedTask[], self: number, anchor: string | undefined): number | undefined {
  const refWords = words(ref);
  if (anchor === "lunch" || anchor === "dinner" || anchor === "breakfast") {
    const i = tasks.findIndex((t, k) => k !== self && mealType(t.title) === anchor);
    if (i >= 0) return i;
  }
  if (anchor === "work") {
    const i = tasks.findIndex(
      (t, k) =>
        k !== self &&
        (/^(?:work|office|shift|trabajo|oficina|turno|curro)\b/iu.test(t.title) ||
          /^(?:(?:ال)?(?:دوام|شغل|عمل)ي?|[أا]شتغل)(?![\p{L}])/u.test(t.title)),
    );
    if (i >= 0) return i;
  }
  if (anchor === "school") {
    const i = tasks.findIndex(
      (t, k) =>
        k !== self && /^(?:school|class|classes|colegio|clase|clases|escuela|uni)\b(?!\s+(?:run|drop))/iu.test(t.title),
    );
    if (i >= 0) return i;
  }
  // "gym after work" must not attach to "deep work on the API": an anchor word means its usual time.
  if (
    anchor === "work" ||
    anchor === "school" ||
    anchor === "lunch" ||
    anchor === "dinner" ||
    anchor === "breakfast" ||
    anchor === "bed"
  )
    return undefined;
  if (refWords.length === 0) return undefined;
  let best: number | undefined;
  let bestScore = 0;
  tasks.forEach((t, k) => {
    if (k === self) return;
    const tw = titleWords(t.title);
    let score = 0;
    for (const w of refWords) {
      if (tw.has(w)) score++;
      else if (w.length >= 5) {
        // "after recording" -> "record the podcast"
        for (const x of tw)
          if (x.length >= 4 && (w.startsWith(x) || x.startsWith(w))) {
            score++;
            break;
          }
      }
    }
    // Ties go to the closer title ("after the interview": "Interview", not "Interview prep").
    if (
      score > bestScore ||
      (score > 0 && score === bestScore && best !== undefined && tw.size < titleWords(tasks[best].title).size)
    ) {
      bestScore = score;
      best = k;
    }
  });
  return best;
}

/** Minutes in [lo, hi) not taken by the explicitly timed items of the description. */
function freeMinutes(drafts: Draft[], lo: number, hi: number, dayStart: number): number {
  let free = Math.max(0, hi - lo);
  for (const d of drafts) {
    let s = d.fixedStart;
    const e0 = d.fixedEnd;
    if (s === undefined && e0 !== undefined && d.untilOnly) s = dayStart;
    if (s === undefined) continue;
    const e = e0 ?? s + (d.duration ?? defaultDuration(d.title));
    free -= Math.max(0, Math.min(e, hi) - Math.max(s, lo));
  }
  return free;
}

function clampMinutes(n: number): number {
  return Math.max(5, Math.min(MAX_TASK_MINUTES, Math.round(n / 5) * 5));
}

export interface ExtractInfo {
  lang: Lang;
}

/**
 * Rules extractor (English and Spanish, and Arabic through arabic.ts). Deterministic, no I/O. With a
 * deadline, it checks it between its steps and throws PlanBudgetExceeded once it is spent (see budget.ts).
 */
/**
 * "answer emails before lunch with Sam at 12:30": the time belongs to the meal (or meeting) named
 * after "before", which is an event of its own, not to the task. Linear: one literal keyword, then
 * bounded single-word steps.
 */
const BEFORE_TIMED_EVENT =
  /(?<![\p{L}\p{N}])(?:before|until|till|antes\s+de(?:l)?)\s(?:the\s|my\s|our\s|a\s|la\s|el\s|mi\s)?((?:lunch|dinner|breakfast|brunch|coffee|meeting|call|comida|comer|almuerzo|almorzar|cena|cenar|desayuno|desayunar|reuni[oó]n|llamada)((?:\s(?:with|con)\s[\p{L}'’-]+)?))\s(at\s|a\s+las?\s)(?=\d)/iu;

function splitBeforeTimedEvent(segments: ReturnType<typeof splitSegments>): ReturnType<typeof splitSegments> {
  return segments.flatMap((seg) => {
    const m = /before|until|till|antes/i.test(seg.text) ? BEFORE_TIMED_EVENT.exec(seg.text) : null;
    if (!m || !/[\p{L}]/u.test(seg.text.slice(0, m.index))) return [seg];
    // The task keeps "before lunch" (its order); "with Sam at 12:30" goes to the event.
    const at = m.index + m[0].length - m[3].length;
    const head = seg.text.slice(0, at - 1 - m[2].length);
    const event = `${m[1]} ${seg.text.slice(at)}`;
    return [
      { ...seg, text: head },
      { ...seg, text: event, sequential: false, andJoined: false, commaJoined: false },
    ];
  });
}

export function extractTasks(text: string, options: PlanOptions, planDeadline?: Deadline): ExtractedTask[] {
  // Runs of spaces and tabs mean nothing to the grammar; one space each keeps every pattern's
  // white-space steps short (newlines stay: they separate items). The Arabic rewrites collapse
  // the spaces they leave themselves.
  const spaced = text.replace(/[^\S\r\n]+/g, " ");
  const arabic = isMostlyArabic(spaced);
  const description = normalizeRelativeTimes(normalizeArabic(spaced, options.now), options.now);
  // Arabic is read in the English form normalizeArabic gives it.
  const lang: Lang = arabic ? "en" : detectLatinLanguage(description, options.locale === "es" ? "es" : "en");
  const dayStart = toMinutes(options.dayStart);
  const dayEndRaw = toMinutes(options.dayEnd);
  const dayEnd = dayEndRaw <= dayStart ? 1440 : dayEndRaw;
  planDeadline?.check();
  const segments = splitBeforeTimedEvent(splitSegments(description, lang));
  planDeadline?.check();
  const clockList = CLOCK_CUE.test(description);
  const available: { earliest?: number; deadline?: number } = {};
  const blockedSpans: [number, number][] = [];
  const drafts: Draft[] = [];
  let sentence = -1;
  let sentenceAnchor = -1;
  let lastSentence = -1;
  /** A sentence that opens with only a constraint ("after lunch, ...") passes it to its first task. */
  let carry: Draft | undefined;
  for (const seg of segments) {
    if (seg.sentence !== sentence) {
      sentence = seg.sentence;
      sentenceAnchor = drafts.length - 1;
    }
    planDeadline?.check();
    let d = parseSegment(seg.text, seg.sequential, lang, dayStart);
    const last = drafts[drafts.length - 1];
    if (BARE_TIME.test(d.title) && last?.fixedStart !== undefined && d.fixedStart === undefined) {
      // "meetings at 1 and 3": the bare number is a second time.
      d = parseSegment(`${lang === "es" ? "a las" : "at"} ${seg.text}`, seg.sequential, lang, dayStart);
    }
    const trailing =
      d.fixedStart === undefined && d.duration === undefined && d.deadline === undefined
        ? TRAILING_HOUR.exec(d.title)
        : null;
    if (
      trailing &&
      (clockList || mealType(trailing[1]) !== undefined) &&
      !NUMBERED_NOUN.test(trailing[1]) &&
      Number(trailing[2].split(/[:.]/)[0]) <= 23
    ) {
      // "gym 6am, breakfast 7, dinner 7, work 8:30 to 5:30": in a list of times a bare number is a time too.
      const again = parseSegment(
        `${trailing[1]} ${lang === "es" ? "a las" : "at"} ${trailing[2]}`,
        seg.sequential,
        lang,
        dayStart,
      );
      if (again.fixedStart !== undefined) d = again;
    }
    if (CHIT_CHAT.test(d.title) || DAY_HEADING.test(d.title) || isArabicChitChat(d.title)) continue; // "Hi!", "thanks", "Busy Monday": not tasks
    if (BLOCKED_TITLE.test(d.title) && d.duration === undefined) {
      // "don't schedule anything between 12 and 1": that time is kept free; no block of its own.
      const from = d.fixedStart ?? d.earliest ?? (d.deadline !== undefined ? 0 : undefined);
      const to = d.fixedStart !== undefined ? d.fixedEnd : d.earliest !== undefined ? 1440 : d.deadline;
      if (from !== undefined && to !== undefined && to > from) {
        blockedSpans.push([from, to]);
        continue;
      }
    }
    if (NEGATED.test(d.title)) continue; // "no meetings today": nothing to plan
    if (isGibberish(d.title) && d.duration === undefined && d.fixedStart === undefined) continue; // "asdf qwer zxcv": not a task
    if (PRONOUN_ONLY.test(d.title)) d.title = ""; // "it will take about 3 hours": about the task before
    if (
      AVAILABLE.test(d.title) &&
      d.duration === undefined &&
      (d.earliest !== undefined || d.deadline !== undefined || d.fixedStart !== undefined || d.fixedEnd !== undefined)
    ) {
      // "I'm free after 2pm", "estoy libre desde las 4", "free 2-6": a limit for the whole day, not a task.
      const from = d.earliest ?? (d.untilOnly ? undefined : d.fixedStart);
      const to = d.deadline ?? d.fixedEnd;
      if (from !== undefined) available.earliest = Math.max(available.earliest ?? 0, from);
      if (to !== undefined) available.deadline = Math.min(available.deadline ?? 1440, to);
      continue;
    }
    if (
      ALL_OF_THEM.test(d.title) &&
      drafts.length > 0 &&
      (d.deadline !== undefined || d.earliest !== undefined || d.partOfDay !== undefined || d.eod)
    ) {
      // "clean 2h, laundry, cook, all before 5pm": the constraint is for every item of the sentence (or of the text).
      const same = drafts.filter((o) => o.sentence === seg.sentence);
      for (const o of same.length > 0 ? same : drafts) {
        if (o.fixedStart !== undefined) continue;
        if (d.deadline !== undefined) o.deadline = Math.min(o.deadline ?? 1440, d.deadline);
        if (d.earliest !== undefined) o.earliest = Math.max(o.earliest ?? 0, d.earliest);
        o.partOfDay ??= d.partOfDay;
        o.eod ||= d.eod;
      }
      continue;
    }
    // "prepare the report and send it by 11": "it" is the thing just made.
    if (drafts.length > 0 && REFERS_BACK.test(d.title) && !d.trailingBefore) d.sequential = true;
    if (seg.beforePrevious) d.beforePrevious = true;
    d.andJoined = seg.andJoined;
    if (seg.afterSentence && sentenceAnchor >= 0) {
      const prevDraft = drafts[sentenceAnchor];
      d.afterIndex =
        prevDraft.beforePrevious && prevDraft.sentenceAnchor !== undefined && prevDraft.sentenceAnchor >= 0
          ? prevDraft.sentenceAnchor
          : sentenceAnchor;
    }
    d.sentence = seg.sentence;
    d.sentenceAnchor = seg.beforePrevious ? sentenceAnchor : drafts.length - 1;
    if ((d.trailingBefore || PREP_FOR_IT.test(d.title)) && d.title && drafts.length > 0) {
      // "interview at 2pm, note afterwards, prep 1h before": before the nearest timed item written before it.
      let k = drafts.length - 1;
      while (k > 0 && drafts[k].fixedStart === undefined) k--;
      d.beforePrevious = true;
      d.sequential = false;
      d.sentenceAnchor = drafts[k].fixedStart !== undefined ? k : drafts.length - 1;
    }
    const prevDraft = drafts[drafts.length - 1];
    if (
      (d.trailingAfter || d.sequential) &&
      d.title &&
      prevDraft?.trailingBefore &&
      prevDraft.sentenceAnchor !== undefined &&
      prevDraft.sentenceAnchor >= 0
    ) {
      // "pitch at 11, polish the deck beforehand, celebrate afterwards" (or "then celebrate"): after the pitch.
      d.afterIndex = prevDraft.sentenceAnchor;
    } else if (
      d.trailingAfter &&
      d.title &&
      prevDraft &&
      prevDraft.fixedStart === undefined &&
      PREP_WORD.test(prevDraft.title)
    ) {
      // "interview at 12:30, prepare the interview, lunch afterwards": after the interview.
      const own = titleWords(prevDraft.title);
      for (let k = drafts.length - 2; k >= 0; k--) {
        if (drafts[k].fixedStart === undefined) continue;
        if ([...titleWords(drafts[k].title)].some((w) => own.has(w))) d.afterIndex = k;
        break;
      }
    }
    const lastAfter = d.afterAnchors[d.afterAnchors.length - 1];
    if (!d.title && lastAfter?.kind === "task" && /\s/.test(lastAfter.ref)) {
      // "after yoga dinner with Ana": the task is what follows the first word of the reference.
      const [first, ...others] = lastAfter.ref.split(/\s+/);
      const title = cleanTitle(others.join(" "), lang);
      if (title) {
        d.afterAnchors[d.afterAnchors.length - 1] = { kind: "task", ref: first };
        d.title = title;
      }
    }
    if (carry) {
      // "after lunch, call the bank": the words before the comma belong to this task.
      if (d.title) {
        d.afterAnchors.unshift(...carry.afterAnchors);
        d.beforeAnchors.unshift(...carry.beforeAnchors);
        d.partOfDay ??= carry.partOfDay;
        d.earliest ??= carry.earliest;
        d.deadline ??= carry.deadline;
        d.deadlineAmbiguous ??= carry.deadlineAmbiguous;
        d.sequential = d.sequential || carry.sequential;
        d.source = `${carry.source}, ${d.source}`;
        carry = undefined;
      }
    }
    const firstOfSentence = drafts.length === 0 || seg.sentence !== lastSentence;
    lastSentence = seg.sentence;
    if (
      !d.title &&
      firstOfSentence &&
      d.fixedStart === undefined &&
      d.duration === undefined &&
      (d.afterAnchors.length > 0 ||
        d.beforeAnchors.length > 0 ||
        d.partOfDay !== undefined ||
        d.earliest !== undefined ||
        d.deadline !== undefined)
    ) {
      carry = d;
      continue;
    }
    if (!d.title) {
      // "Report, 3 hours": a segment with no words of its own adds to the task before it.
      const prev = drafts[drafts.length - 1];
      if (prev && prev.fixedStart !== undefined && d.fixedStart !== undefined && d.fixedStart !== prev.fixedStart) {
        // "meetings at 2pm and 3:30pm": a second time for the same kind of item is a second item.
        drafts.push({
          ...d,
          title: prev.title,
          duration: d.duration ?? (prev.fixedEnd === undefined || prev.between ? prev.duration : undefined),
          afterAnchors: [...d.afterAnchors],
          beforeAnchors: [...d.beforeAnchors],
        });
        continue;
      }
      if (
        prev &&
        prev.fixedStart === undefined &&
        d.fixedStart === undefined &&
        prev.duration !== undefined &&
        d.duration !== undefined &&
        d.partOfDay !== undefined &&
        d.partOfDay !== prev.partOfDay
      ) {
        // "study 45m in the morning and 45m in the evening": a second session of the same task.
        drafts.push({
          ...d,
          title: prev.title,
          afterAnchors: [...d.afterAnchors],
          beforeAnchors: [...d.beforeAnchors],
        });
        continue;
      }
      if (prev) {
        if (seg.sequential && d.duration !== undefined && !prev.sequential && drafts.length > 1) {
          // "write notes afterwards 15 min" was split at "afterwards": the word belongs to the notes.
          prev.sequential = true;
          prev.trailingAfter = true;
        }
        if (prev.duration === undefined && d.each) prev.each = true;
        prev.duration ??= d.duration;
        if (prev.fixedStart === undefined && d.fixedStart !== undefined) {
          prev.fixedStart = d.fixedStart;
          prev.fixedEnd = d.fixedEnd;
          prev.between = d.between;
        }
        if (prev.fixedEnd === undefined && d.fixedEnd !== undefined) {
          prev.fixedEnd = d.fixedEnd;
          prev.untilOnly = d.untilOnly && prev.fixedStart === undefined;
        }
        prev.deadline ??= d.deadline;
        prev.deadlineAmbiguous ??= d.deadlineAmbiguous;
        prev.eod ||= d.eod;
        prev.earliest ??= d.earliest;
        prev.partOfDay ??= d.partOfDay;
        prev.afterAnchors.push(...d.afterAnchors);
        prev.beforeAnchors.push(...d.beforeAnchors);
        if (d.priority !== 3) prev.priority = d.priority;
        if (d.beforePrevious) {
          prev.beforePrevious = true;
          prev.sentenceAnchor ??= d.sentenceAnchor;
        }
        prev.source += `, ${d.source}`;
      }
      continue;
    }
    drafts.push(d);
    if (drafts.length >= MAX_TASKS) break;
  }
  for (const o of drafts) {
    if (o.fixedStart !== undefined) continue;
    if (available.earliest !== undefined) o.earliest = Math.max(o.earliest ?? 0, available.earliest);
    if (available.deadline !== undefined) o.deadline = Math.min(o.deadline ?? 1440, available.deadline);
  }
  const leftover = carry as Draft | undefined;
  const lastDraft = drafts[drafts.length - 1];
  if (leftover && lastDraft) {
    // "Report 2h. After lunch.": a constraint with nothing after it belongs to the task before.
    lastDraft.afterAnchors.push(...leftover.afterAnchors);
    lastDraft.beforeAnchors.push(...leftover.beforeAnchors);
    lastDraft.partOfDay ??= leftover.partOfDay;
    lastDraft.earliest ??= leftover.earliest;
    lastDraft.deadline ??= leftover.deadline;
    lastDraft.deadlineAmbiguous ??= leftover.deadlineAmbiguous;
    lastDraft.source += `, ${leftover.source}`;
  }

  // "bed by 10", "bed 11", "a la cama a las 11": a bedtime, not a task; it ends the day's flexible work.
  const bedDrafts = new Set<number>();
  let bedtime: number | undefined;
  drafts.forEach((d, i) => {
    const at = d.fixedStart ?? d.deadline;
    if (!BEDTIME.test(d.title) || d.duration !== undefined || at === undefined) return;
    const t = at < 12 * 60 && at + 720 <= 1440 ? at + 720 : at;
    if (t <= dayStart + 60) return;
    bedDrafts.add(i);
    bedtime = Math.min(bedtime ?? 1440, t);
  });
  const tasks: ExtractedTask[] = [];
  const workStart = options.workStart ? toMinutes(options.workStart) : ANCHOR_TIMES.work[0];
  const workEnd = options.workEnd ? toMinutes(options.workEnd) : ANCHOR_TIMES.work[1];

  drafts.forEach((d, i) => {
    planDeadline?.check();
    const hasTime = d.fixedStart !== undefined || (d.fixedEnd !== undefined && d.untilOnly === true);
    let fixedStart = d.fixedStart;
    let fixedEnd = d.fixedEnd;
    let earliest = d.earliest;
    let deadline = d.deadline;
    const explicitDuration = d.duration !== undefined;
    if (d.eod && fixedStart === undefined) deadline ??= workEnd;
    if (d.inBetween && fixedStart === undefined) {
      // Between the last two timed items written before it.
      const timed = drafts.slice(0, i).filter((o) => o.fixedStart !== undefined);
      if (timed.length >= 2) {
        const [a, b] = timed.slice(-2).sort((x, y) => (x.fixedStart as number) - (y.fixedStart as number));
        const aEnd = a.fixedEnd ?? (a.fixedStart as number) + (a.duration ?? defaultDuration(a.title));
        if (aEnd < (b.fixedStart as number)) {
          earliest = Math.max(earliest ?? 0, aEnd);
          deadline = Math.min(deadline ?? 1440, b.fixedStart as number);
        }
      }
    }
    let duration = d.duration ?? defaultDuration(d.title);
    if (d.fill && d.duration === undefined && d.fixedStart === undefined) {
      // "code the rest of the day": the free time of the working day (or of that part of it), less the
      // other untimed items and the breaks a long run needs.
      const now = options.now ? Math.ceil(toMinutes(options.now) / 5) * 5 : 0;
      const [lo0, hi] =
        d.fill === "morning"
          ? [dayStart, 720]
          : d.fill === "afternoon"
            ? [720, 1080]
            : d.fill === "evening"
              ? [1020, dayEnd]
              : [dayStart, Math.max(workEnd, dayStart + 60)];
      const prev = i > 0 ? drafts[i - 1] : undefined;
      const prevEnd =
        d.sequential && prev?.fixedStart !== undefined
          ? (prev.fixedEnd ?? prev.fixedStart + (prev.duration ?? defaultDuration(prev.title)))
          : 0;
      const lo = Math.max(lo0, dayStart, now, prevEnd);
      const others = drafts.reduce(
        (sum, o, k) =>
          k !== i && o.fixedStart === undefined && !o.partOfDay ? sum + (o.duration ?? defaultDuration(o.title)) : sum,
        0,
      );
      const avail = freeMinutes(drafts, lo, Math.min(hi, dayEnd), dayStart) - (d.fill === "day" ? others : 0);
      duration = Math.max(30, Math.floor((avail * FOCUS_SHARE) / 5) * 5);
    }
    if (d.each && explicitDuration && d.fixedStart === undefined) duration *= itemCount(d.title);
    if (
      fixedStart !== undefined &&
      fixedEnd !== undefined &&
      d.between &&
      fixedEnd - fixedStart > duration &&
      (explicitDuration || 3 * duration <= fixedEnd - fixedStart)
    ) {
      // (Without a length, "call the electrician between 9 and 11" is a window too when the usual
      // length is at most a third of it.)
      // "a 30 min call between 2 and 4": a window, not a block.
      earliest = fixedStart;
      deadline = fixedEnd;
      fixedStart = undefined;
      fixedEnd = undefined;
    } else if (fixedStart === undefined && fixedEnd !== undefined) {
      if (explicitDuration || !d.untilOnly) {
        deadline ??= fixedEnd;
        fixedEnd = undefined;
      } else {
        const end = fixedEnd;
        if (
          d.endAmbiguous &&
          end + 720 <= dayEnd &&
          drafts.slice(0, i).some((o) => o.fixedStart !== undefined) &&
          drafts.slice(0, i).every((o) => o.fixedStart === undefined || o.fixedStart >= end)
        ) {
          // "study 2 to 4, gym 5 to 6:30, read until 11": after those, so 11pm.
          fixedEnd += 720;
        }
        // "study until 11": from the start of the day, or from the end of the timed item before it ("then emails till 9").
        const prev = i > 0 ? drafts[i - 1] : undefined;
        const prevEnd =
          prev && d.sequential && prev.fixedStart !== undefined
            ? (prev.fixedEnd ?? prev.fixedStart + (prev.duration ?? defaultDuration(prev.title)))
            : undefined;
        fixedStart = prevEnd !== undefined && prevEnd < fixedEnd ? prevEnd : Math.min(dayStart, fixedEnd - 5);
        if (prevEnd === undefined && i > 0) {
          // "wake up at 7, yoga, breakfast, work on slides until noon": it starts after what is written before it.
          let base = dayStart;
          let flexSum = 0;
          for (let j = 0; j < i; j++) {
            // Tasks before this one are built already: timed ones move the start, the others add up.
            const o = tasks[j];
            if (o.fixedStart !== undefined && o.fixedEnd !== undefined) {
              const oEnd = toMinutes(o.fixedEnd);
              if (oEnd <= fixedEnd && oEnd > base) {
                base = oEnd;
                flexSum = 0;
              }
            } else if (
              !o.deadline &&
              !o.earliestStart &&
              (!o.partOfDay || (o.partOfDay === "morning" && fixedEnd <= 720))
            ) {
              flexSum += o.durationMinutes;
            }
          }
          const start = base + flexSum <= fixedEnd - 30 ? base + flexSum : base;
          if (start < fixedEnd) fixedStart = Math.max(fixedStart, start);
        }
        // "study until 12" planned at 9:30: from now, not from a start that is already past.
        const now = options.now ? Math.ceil(toMinutes(options.now) / 5) * 5 : undefined;
        if (now !== undefined && now > fixedStart && now <= fixedEnd - 15) fixedStart = now;
      }
    }
    const fixed = fixedStart !== undefined && hasTime;
    if (fixed && fixedStart !== undefined) {
      if (fixedEnd === undefined) {
        fixedEnd = Math.min(1440, fixedStart + duration);
        if (fixedStart >= 1440) {
          fixedStart = 1440 - Math.min(duration, 60);
          fixedEnd = 1440;
        }
      }
      duration = fixedEnd - fixedStart;
    } else {
      fixedStart = undefined;
      fixedEnd = undefined;
    }
    if (deadline !== undefined && d.deadlineAmbiguous && !fixed) {
      const lo = Math.max(dayStart, earliest ?? 0, options.now ? toMinutes(options.now) : 0);
      if (freeMinutes(drafts, lo, deadline, dayStart) < duration || d.partOfDay === "evening") deadline += 720;
    }
    if (deadline !== undefined && deadline > dayEnd && !fixed) deadline = Math.min(deadline, 1440);
    const kind = classifyKind(d.title, fixed);
    // A nap belongs to the afternoon.
    if (
      !fixed &&
      !d.partOfDay &&
      earliest === undefined &&
      deadline === undefined &&
      /\b(?:nap|power nap)\b|siesta/iu.test(d.title)
    )
      d.partOfDay = "afternoon";
    // Cooking dinner happens before dinner, in the evening; cooking lunch before midday.
    if (
      !fixed &&
      !d.partOfDay &&
      earliest === undefined &&
      deadline === undefined &&
      (/(?:cook|prep|prepare|make|cocinar|preparar|hacer)\b.*\b(?:dinner|supper|la\s+cena|cena)\b|\bdinner\s+prep/iu.test(
        d.title,
      ) ||
        /(?:طبخ|أطبخ|اطبخ|تحضير|أحضر|احضر|أجهز|اجهز|تجهيز)[^\n]{0,40}عشاء/u.test(d.title))
    ) {
      d.partOfDay = "evening";
    }
    const task: ExtractedTask = {
      id: `t${i + 1}`,
      title: d.title,
      kind,
      durationMinutes: fixed ? Math.max(1, duration) : clampMinutes(duration),
      priority: d.priority,
      source: d.source,
    };
    if (fixed) {
      task.fixedStart = fromMinutes(fixedStart as number);
      task.fixedEnd = fromMinutes(fixedEnd as number);
    } else {
      if (deadline !== undefined) task.deadline = fromMinutes(deadline);
      if (earliest !== undefined) task.earliestStart = fromMinutes(earliest);
      if (d.partOfDay) task.partOfDay = d.partOfDay;
    }
    tasks.push(task);
  });

  // "prepare the slides before the 2pm pitch": the pitch is an event of the day too, unless it is
  // written on its own ("..., pitch at 2pm").
  drafts.forEach((d, i) => {
    const at = tasks[i].deadline;
    if (!d.refEvent || !at || tasks.length >= MAX_TASKS) return;
    const start = toMinutes(at);
    if (tasks.some((t) => t.fixedStart !== undefined && toMinutes(t.fixedStart) === start)) return;
    const title = cleanTitle(d.refEvent, lang);
    if (!title || CHIT_CHAT.test(title)) return;
    const minutes = defaultDuration(title);
    tasks.push({
      id: `t${tasks.length + 1}`,
      title,
      kind: classifyKind(title, true),
      durationMinutes: Math.min(minutes, 1440 - start),
      fixedStart: fromMinutes(start),
      fixedEnd: fromMinutes(Math.min(1440, start + minutes)),
      priority: 3,
      source: d.refEvent,
    });
  });

  // "design sync at 9:30, planning at 10": a timed item whose length was a guess ends when the
  // next timed item begins, instead of colliding with it.
  const starts = tasks.filter((t) => t.fixedStart).map((t) => toMinutes(t.fixedStart as string));
  drafts.forEach((d, i) => {
    const t = tasks[i];
    if (!t.fixedStart || d.duration !== undefined || d.fixedEnd !== undefined) return;
    const s = toMinutes(t.fixedStart);
    const e = toMinutes(t.fixedEnd as string);
    let next = e;
    for (const o of starts) if (o > s && o < next) next = o;
    if (next < e && next - s >= 30) {
      t.fixedEnd = fromMinutes(next);
      t.durationMinutes = next - s;
    }
  });

  // Order: "then" / "after X" / "before X".
  const seqPred: (number | undefined)[] = [];
  drafts.forEach((d, i) => {
    planDeadline?.check();
    const task = tasks[i];
    const addAfter = (j: number): void => {
      if (j === i || j < 0) return;
      task.after = task.after ?? [];
      if (!task.after.includes(tasks[j].id)) task.after.push(tasks[j].id);
    };
    if (d.afterIndex !== undefined) addAfter(d.afterIndex);
    if (
      !task.fixedStart &&
      COMMUTE.test(task.title) &&
      i + 1 < drafts.length &&
      drafts[i + 1].fixedStart !== undefined &&
      !task.deadline
    ) {
      // "commute 45 min, office at 9": the commute gets there on time.
      task.deadline = fromMinutes(drafts[i + 1].fixedStart as number);
    }
    if (d.sequential && i > 0 && task.fixedStart && !tasks[i - 1].fixedStart) {
      // "morning routine, then emails until 10": the routine comes before the timed item.
      const p = tasks[i - 1];
      p.deadline = fromMinutes(Math.min(p.deadline ? toMinutes(p.deadline) : 1440, toMinutes(task.fixedStart)));
    }
    if (d.sequential && i > 0) {
      seqPred[i] = i - 1;
      addAfter(i - 1);
    } else if (d.andJoined && i > 0 && seqPred[i - 1] !== undefined && drafts[i - 1].sentence === d.sentence) {
      // "lunch, then emails and reading": reading comes after lunch too (not after emails). But
      // "then pick up the kids at 4:30 and help with homework": after the timed pick-up.
      seqPred[i] = tasks[i - 1].fixedStart && !task.fixedStart ? i - 1 : seqPred[i - 1];
      addAfter(seqPred[i] as number);
    }
    if (d.trailingAfter && i > 0 && drafts[i - 1].beforeAnchors.length > 0) {
      // "prepare the agenda before the call, write notes afterwards": after the call.
      const ref = drafts[i - 1].beforeAnchors[0];
      const j = findTask(ref, tasks, i - 1, ANCHOR_WORDS[ref.toLowerCase()]);
      if (j !== undefined && tasks[j].fixedStart) addAfter(j);
    }
    for (const a of d.afterAnchors) {
      if (a.kind === "previous") {
        if (i > 0) addAfter(pronounTarget(drafts, i));
        continue;
      }
      const anchor = ANCHOR_WORDS[a.ref.toLowerCase()];
      const j = findTask(a.ref, tasks, i, anchor);
      if (j !== undefined) {
        addAfter(j);
        continue;
      }
      if (task.fixedStart) continue;
      const atTime =
        anchor === "work"
          ? workEnd
          : anchor === "lunch"
            ? ANCHOR_TIMES.lunch[1]
            : anchor === "dinner"
              ? ANCHOR_TIMES.dinner[1]
              : anchor === "breakfast"
                ? ANCHOR_TIMES.breakfast[1]
                : anchor === "school"
                  ? ANCHOR_TIMES.school[1]
                  : undefined;
      if (atTime !== undefined) {
        const cur = task.earliestStart ? toMinutes(task.earliestStart) : 0;
        task.earliestStart = fromMinutes(Math.max(cur, atTime));
      }
    }
    if (
      d.beforePrevious &&
      d.sentenceAnchor !== undefined &&
      d.sentenceAnchor >= 0 &&
      d.sentenceAnchor !== i &&
      !task.fixedStart
    ) {
      const other = tasks[d.sentenceAnchor];
      if (other.fixedStart) {
        const cur = task.deadline ? toMinutes(task.deadline) : 1440;
        task.deadline = fromMinutes(Math.min(cur, toMinutes(other.fixedStart)));
      } else {
        other.after = other.after ?? [];
        if (!other.after.includes(task.id)) other.after.push(task.id);
      }
    }
    for (const ref of d.beforeAnchors) {
      const anchor = ANCHOR_WORDS[ref.toLowerCase()];
      if (task.fixedStart) continue;
      if (anchor === "bed") {
        // "read before bed": late in the evening.
        if (!task.partOfDay && !task.deadline) task.partOfDay = "evening";
        if (!task.earliestStart) task.earliestStart = fromMinutes(Math.max(17 * 60, Math.min(20 * 60, dayEnd - 120)));
        continue;
      }
      const j = findTask(ref, tasks, i, anchor);
      let limit: number | undefined;
      const mealAnchor = anchor === "lunch" || anchor === "dinner" || anchor === "breakfast";
      if (j !== undefined && mealAnchor && !tasks[j].fixedStart) {
        // "until lunch" / "before lunch" with a flexible lunch: finish by the usual lunch time.
        limit = ANCHOR_TIMES[anchor][0];
      } else if (j !== undefined) {
        const other = tasks[j];
        if (other.fixedStart) limit = toMinutes(other.fixedStart);
        else {
          other.after = other.after ?? [];
          if (!other.after.includes(task.id)) other.after.push(task.id);
        }
      } else {
        limit =
          anchor === "work"
            ? workStart
            : anchor === "lunch"
              ? ANCHOR_TIMES.lunch[0]
              : anchor === "dinner"
                ? ANCHOR_TIMES.dinner[0]
                : anchor === "breakfast"
                  ? ANCHOR_TIMES.breakfast[0]
                  : anchor === "school"
                    ? ANCHOR_TIMES.school[0]
                    : undefined;
      }
      if (limit !== undefined) {
        const cur = task.deadline ? toMinutes(task.deadline) : 1440;
        task.deadline = fromMinutes(Math.min(cur, limit));
      }
    }
    if (
      THANK_YOU.test(task.title) &&
      !task.fixedStart &&
      !task.after?.length &&
      !task.earliestStart &&
      !task.deadline
    ) {
      // "send a thank-you note": after the interview (or the visit, the meeting) it thanks for.
      let k = -1;
      drafts.forEach((o, j) => {
        if (
          j !== i &&
          o.fixedStart !== undefined &&
          THANKED.test(o.title) &&
          (k < 0 || o.fixedStart > (drafts[k].fixedStart as number))
        )
          k = j;
      });
      if (k >= 0) addAfter(k);
    }
    if (bedtime !== undefined && !task.fixedStart && !bedDrafts.has(i)) {
      // "bed by 10": nothing flexible runs past bedtime.
      task.deadline = fromMinutes(Math.min(task.deadline ? toMinutes(task.deadline) : 1440, bedtime));
    }
    if (d.untilRef && d.duration === undefined && !task.fixedStart && task.deadline) {
      // "deep work till lunch": from where it can start until then, not a default hour.
      const prev = i > 0 ? drafts[i - 1] : undefined;
      const prevEnd =
        d.sequential && prev?.fixedStart !== undefined
          ? (prev.fixedEnd ?? prev.fixedStart + (prev.duration ?? defaultDuration(prev.title)))
          : 0;
      const now = options.now ? Math.ceil(toMinutes(options.now) / 5) * 5 : 0;
      const limit = toMinutes(task.deadline);
      // After the timed items written before it (they come first), less the untimed items written before it.
      let timedEnd = 0;
      let before = 0;
      for (let j = 0; j < i; j++) {
        const o = tasks[j];
        if (o.fixedEnd && toMinutes(o.fixedEnd) <= limit) timedEnd = Math.max(timedEnd, toMinutes(o.fixedEnd));
        else if (!o.fixedStart && !o.partOfDay && !o.earliestStart && !o.deadline) before += o.durationMinutes;
      }
      const lo = Math.max(dayStart, now, prevEnd, timedEnd, task.earliestStart ? toMinutes(task.earliestStart) : 0);
      const avail = Math.floor(((freeMinutes(drafts, lo, limit, dayStart) - before) * FOCUS_SHARE) / 5) * 5;
      if (avail > task.durationMinutes) task.durationMinutes = Math.min(avail, UNTIL_FILL_MAX);
    }
  });
  const gone = new Set([...bedDrafts].map((i) => tasks[i].id));
  const kept = gone.size === 0 ? tasks : tasks.filter((t) => !gone.has(t.id));
  for (const t of kept) if (gone.size > 0 && t.after) t.after = t.after.filter((id) => !gone.has(id));
  // "dentist at 3, need to leave 30 min before": a departure ends when the event it is for begins,
  // so it is pinned right before that event instead of anywhere earlier in the day.
  for (const t of kept) {
    if (t.fixedStart || !t.deadline || !DEPARTURE.test(t.title)) continue;
    const end = toMinutes(t.deadline);
    const start = end - t.durationMinutes;
    if (start < dayStart || !kept.some((o) => o !== t && o.fixedStart && toMinutes(o.fixedStart) === end)) continue;
    t.fixedStart = fromMinutes(start);
    t.fixedEnd = t.deadline;
    delete t.deadline;
  }
  // Time kept free: the solver plans nothing in it and shows no block for it.
  for (const [from, to] of blockedSpans) {
    if (kept.length >= MAX_TASKS) break;
    kept.push({
      id: `t${kept.length + 1}`,
      title: "Blocked",
      kind: "event",
      durationMinutes: to - from,
      fixedStart: fromMinutes(from),
      fixedEnd: fromMinutes(to),
      priority: 3,
      blocked: true,
    });
  }
  return kept;
}

export { detectLanguage };
