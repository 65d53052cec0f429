/**
 * The phrases the extractor tags in an item, per language: parts of the day, order words ("after
 * lunch", "before the call") and the anchors they name, priority ("most important", "if there's
 * time"), and what is no task at all (chit-chat, kept-free time, keyboard mashing). Every pattern
 * is linear-time (extract.fuzz.test.ts).
 */

import { type PartOfDay } from "./types";

export const L = "(?<![\\p{L}\\p{N}])";
export const R = "(?![\\p{L}\\p{N}])";
export const rx = (source: string, flags = "iu"): RegExp => new RegExp(source, flags);

export const MAX_TASKS = 200;
export const MAX_TASK_MINUTES = 720;

// ----- parts of the day ------------------------------------------------------------------------

interface PartPattern {
  re: RegExp;
  part: PartOfDay;
  /** The phrase is removed from the title ("in the morning") or kept ("morning run"). */
  remove: boolean;
  /** Not before this minute of the day: Spanish "por la noche" is the night, from about 20:00. */
  from?: number;
}

export const PARTS: PartPattern[] = [
  // "a media mañana": the morning, from about 9:30 ("mid-morning" is rules/part-words.ts').
  { re: rx(`${L}a\\s+media\\s+ma[ñn]ana${R}`, "giu"), part: "morning", remove: true, from: 9 * 60 + 30 },
  {
    re: rx(
      `${L}(?:first\\s+thing(?:\\s+in\\s+the\\s+morning)?|(?:early\\s+)?in\\s+the\\s+morning|` +
        `during\\s+the\\s+morning|this\\s+morning|tomorrow\\s+morning|in\\s+the\\s+a\\.?m\\.?|(?:por|en|` +
        `durante)\\s+la\\s+ma[ñn]ana|esta\\s+ma[ñn]ana|a\\s+primera\\s+hora(?:\\s+de\\s+la\\s+ma[ñn]ana)?|` +
        `temprano)${R}`,
      "giu",
    ),
    part: "morning",
    remove: true,
  },
  {
    re: rx(
      `${L}(?:(?:late\\s+|early\\s+)?in\\s+the\\s+afternoon|during\\s+the\\s+afternoon|this\\s+afternoon|` +
        `tomorrow\\s+afternoon|in\\s+the\\s+p\\.?m\\.?|a\\s+media\\s+tarde)${R}`,
      "giu",
    ),
    part: "afternoon",
    remove: true,
  },
  {
    // Spanish "por la tarde" is after lunch, from about 15:00 (issue 29, kind 5).
    re: rx(`${L}(?:(?:por|en|durante)\\s+la\\s+tarde|esta\\s+tarde)${R}`, "giu"),
    part: "afternoon",
    remove: true,
    from: 15 * 60,
  },
  {
    re: rx(`${L}(?:(?:por|en|durante)\\s+la\\s+noche|esta\\s+noche|de\\s+noche)${R}`, "giu"),
    part: "evening",
    remove: true,
    from: 20 * 60,
  },
  {
    re: rx(
      `${L}(?:(?:late\\s+)?in\\s+the\\s+evening|during\\s+the\\s+evening|this\\s+evening|` +
        `tomorrow\\s+evening|tonight|at\\s+night|in\\s+the\\s+night|al\\s+final\\s+del\\s+d[ií]a|` +
        `at\\s+the\\s+end\\s+of\\s+the\\s+day)${R}`,
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

/** "before the first lesson": the first of them is the earliest, the one a plain reference finds. */
const FIRST_OF = "(?:(?:first|1st)\\s+)?";
/** "after the last client", "después de la última clase", "بعد آخر حصة": the noun "last" picks out is the reference's. */
const LAST_OF = "(?:(?:last|final|[uú]ltim[oa]|primer[oa]?|آخر|اخر)\\s+)?";
/** The end of a reference of several words: the item's end, or brackets emptied of their time ("( )"). */
const REF_END = "\\s*(?:\\(\\s*\\)\\s*)?$";
/** "after school pick up collect the parcel": the end of the school day's own item goes with "school". */
const SCHOOL_ITEM = "school\\s+(?:pick\\s+up|pick-up|pickup|run|drop-off|dropoff|gates)(?![\\p{L}])";
/**
 * A reference of two words followed by its task: the Arabic noun and the one it is of ("بعد جولة الدير
 * أمر عالسوق": after the monastery tour), the Spanish "cata de turistas" ("después de la cata de turistas
 * actualizar la carta"). segment.ts' refWords splits what follows off as the task.
 */
const IDAFA = "(?:\\s+ال\\p{L}{2,})?";
const OF_NOUN = "(?:\\s+del?\\s+(?!(?:las?|los|el|mis?|sus?|tus?|una?|eso|esto)(?![\\p{L}]))\\p{L}{3,})?";
export const AFTER_REF = [
  rx(
    `${L}(?:right\\s+|straight\\s+|just\\s+|directly\\s+|sometime\\s+|some\\s+time\\s+|anytime\\s+|` +
      `soon\\s+)?after\\s+(?:the\\s+|my\\s+|our\\s+|a\\s+|his\\s+|her\\s+|` +
      `their\\s+)?${FIRST_OF}([\\p{L}\\p{N}'’&-]+(?:\\s+[\\p{L}\\p{N}'’&/-]+){0,3}${REF_END}|${SCHOOL_ITEM}|` +
      `${LAST_OF}[\\p{L}\\p{N}'’&-]+${IDAFA})`,
    "giu",
  ),
  rx(
    `${L}(?:justo\\s+|nada\\s+m[aá]s\\s+)?(?:despu[eé]s|luego)\\s+(?:de(?:l)?)\\s+(?:la\\s+|el\\s+|` +
      `los\\s+|las\\s+|mi\\s+|mis\\s+)?([\\p{L}\\p{N}'’&-]+(?:\\s+[\\p{L}\\p{N}'’&/-]+){0,3}\\s*$|` +
      `${LAST_OF}[\\p{L}\\p{N}'’&-]+${OF_NOUN})`,
    "giu",
  ),
  rx(`${L}tras\\s+(?:la\\s+|el\\s+|los\\s+|las\\s+|mi\\s+)?([\\p{L}\\p{N}'’&-]+)`, "giu"),
  // "al terminar el turno", "al acabar la clase": the verb takes its object with or without "de".
  rx(
    `${L}al\\s+(?:salir|volver|terminar|acabar)\\s+(?:de(?:l)?\\s+)?(?:la\\s+|el\\s+|mi\\s+)?([\\p{L}\\p{N}'’&-]+)`,
    "giu",
  ),
  rx(
    `${L}(?:once|when)\\s+(?:I'?m\\s+|I\\s+am\\s+)?(?:back\\s+from|done\\s+with|finished\\s+with|home\\s+from)\\s+(?:the\\s+|my\\s+)?([\\p{L}\\p{N}'’&-]+)`,
    "giu",
  ),
];
/** "hasta Valencia": "hasta" before a name is the way to a place. Case matters (no "i" flag). */
export const HASTA_PLACE = /hasta\s+\p{Lu}/u;
export const BEFORE_REF = [
  rx(
    `${L}(?:right\\s+|just\\s+)?(?:before|until|till|til|up\\s+to)\\s+(?:the\\s+|my\\s+|our\\s+|a\\s+)?${FIRST_OF}` +
      `([\\p{L}\\p{N}'’&-]+(?:\\s+[\\p{L}\\p{N}'’&/-]+){0,3}${REF_END}|[\\p{L}\\p{N}'’&-]+${IDAFA})`,
    "giu",
  ),
  rx(
    // "antes del turno de almuerzo": a name of several words when it ends the item, as after "después de".
    `${L}(?:antes\\s+(?:de(?:l)?)|hasta(?:\\s+(?:el|la|que))?)\\s+(?:la\\s+|el\\s+|los\\s+|las\\s+|mi\\s+)?` +
      `([\\p{L}\\p{N}'’&-]+(?:\\s+[\\p{L}\\p{N}'’&/-]+){0,3}${REF_END}|${LAST_OF}[\\p{L}\\p{N}'’&-]+${OF_NOUN})`,
    "giu",
  ),
];

export type Anchor = { kind: "task"; ref: string } | { kind: "previous" };

/** Words that refer to something with a known time even when it is not a task of the day. */
export const ANCHOR_WORDS: Record<
  string,
  "work" | "lunch" | "dinner" | "breakfast" | "school" | "bed" | "previous" | "open" | "reopen" | "close"
> = {
  work: "work",
  // The plain forms of rules/opening-closing.ts: opening and closing the place of work.
  apertura: "open",
  reapertura: "reopen",
  cierre: "close",
  office: "work",
  shift: "work",
  job: "work",
  trabajo: "work",
  oficina: "work",
  curro: "work",
  turno: "work",
  // Latin American "después del laburo", "al salir de la chamba", "saliendo de la pega".
  laburo: "work",
  chamba: "work",
  pega: "work",
  jale: "work",
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
  // "antes de acostarme": going to bed.
  acostarme: "bed",
  acostarse: "bed",
  acostarnos: "bed",
  that: "previous",
  this: "previous",
  it: "previous",
  which: "previous",
  eso: "previous",
  esto: "previous",
  ello: "previous",
};

/** The known moment a reference names: "work", or "school" for "school run" / "school pickup" (segment.ts' compounds). */
export function anchorOf(ref: string): (typeof ANCHOR_WORDS)[string] | undefined {
  const lower = ref.toLowerCase();
  return ANCHOR_WORDS[lower] ?? (lower.includes(" ") ? ANCHOR_WORDS[lower.split(/\s+/u)[0]] : undefined);
}

export const ANCHOR_TIMES = {
  work: [9 * 60, 17 * 60],
  lunch: [12 * 60, 13 * 60],
  dinner: [19 * 60, 20 * 60],
  breakfast: [7 * 60 + 30, 8 * 60],
  school: [8 * 60 + 30, 15 * 60 + 30],
} as const;

// ----- priority --------------------------------------------------------------------------------

export const HIGH = rx(
  `${L}(?<!(?:not|no|low|baja|poca|nada)\\s(?:(?:es|is|so|that|really|very|muy|` +
    `tan)\\s){0,2})(?:(?:(?:very|really|super|extremely|most|muy|realmente|lo\\s+m[aá]s|` +
    `the\\s+most)\\s+)?(?:urgent(?:ly)?|important|urgente|importante)|asap|a\\.s\\.a\\.p\\.?|` +
    `high\\s+priority|top\\s+priority|priority|critical|must(?:\\s+do)?|no\\s+matter\\s+what|` +
    `prioritari[oa]|sin\\s+falta|s[ií]\\s+o\\s+s[ií])${R}|!{2,}`,
  "giu",
);
export const LOW = rx(
  `${L}(?:if\\s+(?:I\\s+have|there'?s|there\\s+is|i\\s+get|i'?ve\\s+got)\\s+(?:the\\s+|any\\s+|` +
    `some\\s+)?(?:time|energy|a\\s+minute)(?:\\s+left)?|if\\s+I'?m\\s+not\\s+(?:too\\s+)?tired|` +
    `si\\s+(?:me\\s+)?quedan?\\s+(?:tiempo|energ[ií]a|fuerzas)|si\\s+tengo\\s+(?:tiempo|energ[ií]a|` +
    `fuerzas)|if\\s+time\\s+(?:allows|permits)|if\\s+possible|if\\s+I\\s+can|optional(?:ly)?|` +
    `low\\s+priority|low\\s+prio|not\\s+(?:urgent|important|a\\s+priority)|not\\s+(?:so|that|really|` +
    `very)\\s+(?:urgent|important)|(?:no|nada)\\s+(?:es\\s+)?(?:(?:muy|tan)\\s+)?(?:urgente|importante)|` +
    `(?:baja|poca)\\s+prioridad|prioridad\\s+baja|nice\\s+to\\s+have|maybe|perhaps|ideally|` +
    `si\\s+(?:me\\s+)?(?:da|hay|queda)\\s+tiempo|si\\s+puedo|si\\s+es\\s+posible|opcional|quiz[aá]s?|` +
    `tal\\s+vez|a\\s+lo\\s+mejor|con\\s+suerte)${R}`,
  "giu",
);

// Cheap pre-checks before the heavier patterns above.
export const HIGH_HINT =
  /urgent|asap|a\.s\.a\.p|important|priority|critical|must|no matter|!!|urgente|importante|prioritari|sin falta|s[ií] o s[ií]/i;
export const LOW_HINT =
  /if\s|optional|low\s|not\s|no\s|nada\s|baja|poca|prioridad\sbaja|nice to|maybe|perhaps|ideally|si\s|opcional|quiz|tal vez|lo mejor|con suerte/i;
export const PART_HINT =
  /morning|afternoon|evening|night|tonight|first thing|\b[ap]\.?m\b|ma[ñn]ana|tarde|noche|temprano|primera|matutin|vespertin|nocturn|final del d|end of the day/i;
export const AFTER_HINT = /after|despu|luego|tras|al\s+(?:salir|volver|terminar|acabar)|once|when/i;
export const BEFORE_HINT = /before|antes|until|till|\btil|up to|hasta/i;

export const CHIT_CHAT = new RegExp(
  "^(?:want|need|must|have\\s+to|quiero|necesito|tengo\\s+que|debo|hello|hi|hey|hiya|thanks|thank you|" +
    "thx|cheers|ok|okay|please|help|hola|buenas|buenos d[ií]as|gracias|vale|por favor|ayuda|my day|" +
    "mi d[ií]a|good morning|plan my day|planifica mi d[ií]a|ugh|argh|ugh+h*|phew|whew|oh\\s+well|" +
    "(?:ugh\\s+)?(?:so|such)\\s+(?:much|a\\s+lot)\\s+to\\s+do(?:\\s+today)?|(?:i\\s+have\\s+)?(?:a\\s+lot|lots|" +
    "tons|loads)\\s+(?:going\\s+on|to\\s+do)(?:\\s+today)?|busy\\s+day(?:\\s+today|\\s+ahead)?|" +
    "long\\s+day(?:\\s+ahead)?|here\\s+goes|let'?s\\s+go|(?:tengo\\s+)?mucho\\s+que\\s+hacer(?:\\s+hoy)?|" +
    "much[ií]simo\\s+que\\s+hacer|d[ií]a\\s+largo|d[ií]a\\s+ajetreado|uf+|buf+)$",
  "iu",
);

/**
 * "don't schedule anything between 12 and 1", "keep 12-1 free", "busy 3-4", "nada entre las 2 y las 3":
 * time kept free, not a task. Anchored on a short cleaned title, so linear.
 */
export const BLOCKED_TITLE = new RegExp(
  "^(?:(?:please\\s+)?(?:don['’]?t|do\\s+not|never)\\s+(?:schedule|plan|book|put|add)(?:\\s+(?:anything|" +
    "something|stuff|meetings|tasks|work|me))?|nothing(?:\\s+(?:scheduled|planned))?|no\\s+(?:tasks|work|" +
    "plans)|keep(?:\\s+(?:it|this|that))?\\s+(?:free|clear|open)|" +
    "keep\\s+(?:the\\s+|my\\s+)?(?:morning|afternoon|evening|night)\\s+(?:free|clear|open)|" +
    "(?:i['’]?m\\s+|i\\s+am\\s+)?(?:busy|" +
    "unavailable|not\\s+available|blocked|blocked\\s+off)|block\\s+(?:off|out)|no\\s+(?:me\\s+)?(?:programes|" +
    "planifiques|pongas|agendes)(?:\\s+nada)?|nada|(?:estoy\\s+)?(?:ocupad[oa]|no\\s+disponible|" +
    "bloquead[oa])|no\\s+estoy\\s+disponible|mantener\\s+libre|dejar\\s+libre)$",
  "iu",
);

/** A run of keys from one row of the keyboard ("asdf", "qwer"). */
const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
/**
 * "asdf qwer zxcv": every word is a run of keys or has no vowel at all (all-caps words are acronyms
 * and count as words).
 */
export function isGibberish(title: string): boolean {
  const parts = title.split(" ");
  if (parts.length === 0 || !title) return false;
  return parts.every((w) => {
    if (!/^[A-Za-z]{3,}$/.test(w) || (w.length > 1 && w === w.toUpperCase())) return false;
    const lw = w.toLowerCase();
    return !/[aeiouy]/.test(lw) || KEY_ROWS.some((row) => row.includes(lw));
  });
}
