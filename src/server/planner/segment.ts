/**
 * One item of a description (a segment from segments.ts) read into a Draft: its priority, length,
 * clock times, part of the day, order words and references, and its title. No item knows about
 * the others here; references are resolved when the tasks are built (build-tasks.ts, order.ts).
 */

import { hasArabic } from "./arabic";
import { type Lang, takeDuration, takeTimes, wordNumber } from "./grammar";
import { EVENING_HINT, MORNING_HINT } from "./lexicon";
import { type PartOfDay } from "./types";
import {
  AFTER_HINT,
  AFTER_REF,
  ANCHOR_WORDS,
  BEFORE_HINT,
  BEFORE_REF,
  HIGH,
  HIGH_HINT,
  LOW,
  LOW_HINT,
  PARTS,
  PART_HINT,
  type Anchor,
} from "./phrases";
import { cleanTitle } from "./titles";

// ----- one segment -----------------------------------------------------------------------------

export interface Draft {
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
  /** "in 90-minute blocks", "max 90 min at a time", "breaks every 90 min": its longest piece. */
  pieceCap?: number;
}

const EOD = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:(?:by|before|until|till|" +
    "no\\s+later\\s+than)\\s+(?:the\\s+)?(?:end\\s+of\\s+(?:the\\s+)?(?:work(?:ing)?\\s+|business\\s+)?day|" +
    "e\\.?o\\.?d\\.?|c\\.?o\\.?b\\.?|close\\s+of\\s+business)|e\\.o\\.d\\.?|eod|antes\\s+de\\s+(?:que\\s+)?(?:acabe|" +
    "termine)\\s+la\\s+jornada|antes\\s+del\\s+(?:final|fin)\\s+de\\s+la\\s+jornada)(?![\\p{L}\\p{N}])",
  "iu",
);
const IN_BETWEEN = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:in\\s+between(?:\\s+(?:them|the\\s+meetings|meetings))?|between\\s+(?:them|" +
    "the\\s+meetings|meetings)|entre\\s+medias|entremedias|entre\\s+(?:ellas|ambas|reuniones|" +
    "las\\s+reuniones))(?![\\p{L}\\p{N}])",
  "iu",
);
export const ALL_OF_THEM =
  /^(?:all|everything|all\s+of\s+(?:it|this|that|them)|all\s+(?:that|this|these)|both(?:\s+of\s+them)?|todo|todo\s+(?:eso|esto|ello)|ambas?(?:\s+cosas)?|las\s+dos\s+cosas)$/iu;
/** "dinner 7", "breakfast 7:30": a short title and a bare hour. */
export const TRAILING_HOUR = /^(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})\s+(\d{1,2}(?:[:.][0-5]\d)?)$/u;
export const NUMBERED_NOUN = new RegExp(
  "(?<![\\p{L}])(?:chapters?|pages?|parts?|steps?|lessons?|units?|weeks?|days?|levels?|rooms?|gates?|" +
    "floors?|platforms?|no|number|seasons?|episodes?|exercises?|questions?|problems?|items?|tasks?|" +
    "things?|kids?|people|tema|temas|cap[ií]tulos?|p[aá]ginas?|partes?|lecci[oó]n|lecciones|unidad|" +
    "unidades|semanas?|d[ií]as?|niveles?|nivel|salas?|plantas?|episodios?|ejercicios?|preguntas?|" +
    "problemas?|cosas)$",
  "iu",
);
/** The description writes clock times ("6am", "8:30", "a las 9"): a bare hour elsewhere is likely one too. */
export const CLOCK_CUE = /\d\s*[ap]\.?m\b|(?<![\d.,])\d{1,2}:[0-5]\d|\ba\s+las\s+\d|\bat\s+\d/iu;
/** Share of a free stretch that work can take once breaks (and the breaks next to meetings) are in. */
export const FOCUS_SHARE = 0.8;
const REST_OF = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:(?:(?:for|during)\\s+)?(?:the\\s+)?rest\\s+of\\s+(?:the\\s+|my\\s+)?|" +
    "(?:for\\s+)?(?:all|the\\s+whole|the\\s+entire)\\s+(?:the\\s+)?)(day|morning|afternoon|evening)|" +
    "(?:durante\\s+)?(?:(?:el\\s+)?resto\\s+de(?:l|\\s+la)|tod[oa]\\s+(?:el|la))\\s+(d[ií]a|ma[ñn]ana|tarde|" +
    "noche)(?![\\p{L}\\p{N}])",
  "iu",
);
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
/**
 * The longest piece a task is worked in: "take breaks every 90 min", "in 90-minute blocks", "max 90
 * min at a time", "en bloques de 45 minutos", "descansos cada hora", "máximo 2 horas seguidas".
 * One alternation, bounded steps: linear.
 */
const PIECE_CAP = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:(?:(?:but|and|with|pero|y|con)\\s+)?(?:take\\s+|tomar\\s+|" +
    "hacer\\s+)?(?:a\\s+)?(?:breaks?|pausas?|descansos?)\\s+(?:every|cada)\\s+(?:(\\d{1,3}(?:[.,]5)?)\\s*(h|" +
    "hrs?|hours?|horas?|m|mins?|minutes?|minutos?)|(an?\\s+hour|una\\s+hora|half\\s+an\\s+hour|" +
    "media\\s+hora))|(?:in\\s+|as\\s+|en\\s+)?(?:bloques|sesiones|tandas)\\s+de\\s+(\\d{1,3})\\s*(h|horas?|m|" +
    "mins?|minutos?)|(?:in\\s+|as\\s+)?(\\d{1,3})[\\s-]*(h|hrs?|hours?|m|mins?|minutes?)\\s+(?:blocks?|" +
    "chunks?|sessions?|sprints?|stretches?)|(?:max(?:imum)?|at\\s+most|no\\s+more\\s+than|up\\s+to|m[aá]ximo|" +
    "como\\s+m[aá]ximo)\\s+(\\d{1,3})\\s*(h|hrs?|hours?|horas?|m|mins?|minutes?|minutos?)\\s+(?:at\\s+a\\s+time|" +
    "per\\s+session|in\\s+one\\s+go|straight|in\\s+a\\s+row|seguid[oa]s|de\\s+(?:una\\s+)?vez|" +
    "por\\s+sesi[oó]n))(?![\\p{L}\\p{N}])",
  "iu",
);

function pieceCapMinutes(m: RegExpExecArray): number | undefined {
  const words = m[3]?.toLowerCase();
  if (words) return /half|media/.test(words) ? 30 : 60;
  const num = m[1] ?? m[4] ?? m[6] ?? m[8];
  const unit = (m[2] ?? m[5] ?? m[7] ?? m[9] ?? "").toLowerCase();
  const n = Number(num.replace(",", "."));
  const minutes = /^h/.test(unit) ? n * 60 : n;
  return minutes >= 15 && minutes <= 240 ? Math.round(minutes / 5) * 5 : undefined;
}

/** A ranked item: "Prio 1:", "priority 2 -", "P1", "#3", "prioridad 1:". Anchored, so linear. */
const PRIORITY_LABEL = /^\s*(?:(?:prio(?:rity)?|prioridad)\s*#?\s*|p|#)([1-5])(?![\p{L}\p{N}])\s*[:.)–-]?\s*/iu;
/** Rank 1 is the most important: urgent, high, then low, then only if there is time. */
const RANK_PRIORITY: Record<number, number> = { 1: 5, 2: 4, 3: 2 };
export const PREP_WORD =
  /^(?:prep|prepare|practice|practise|rehearse|get\s+ready|preparar|prepararme|ensayar|repasar)(?![\p{L}])/iu;
/** "prep for it", "practice for that", "prepararla": getting ready for the item written before. */
export const PREP_FOR_IT =
  /^(?:prep|prepare|practice|practise|rehearse|get\s+ready|ready|preparar|prepararme|ensayar)(?:\s+\p{L}+){0,2}\s+(?:for|para)\s+(?:it|that|this|ella|[eé]l|eso)$|^(?:preparar|ensayar)(?:la|lo)$/iu;

/**
 * "meeting at 2, prep for it 30 min, debrief after it": "it" is the meeting, not the prep. The
 * item just before, unless that one is itself about the timed item before it.
 */
export function pronounTarget(drafts: Draft[], i: number): number {
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
export const UNTIL_FILL_MAX = 240;
const UNTIL_WORD = /^\s*(?:right\s+|just\s+)?(?:until|till|til|up\s+to|hasta)\b/iu;
export const THANK_YOU = /thank[\s-]*you|thanks|agradec|dar\s+las\s+gracias/iu;
export const THANKED =
  /interview|meeting|call|visit|dinner|lunch|party|session|pitch|presentation|demo|entrevista|reuni[oó]n|llamada|visita|cena|comida|fiesta|sesi[oó]n|presentaci[oó]n/iu;
export const BEDTIME =
  /^(?:(?:go\s+to\s+|in\s+)?bed(?:time)?|lights\s+out|sleep|(?:(?:ir\s+)?a\s+(?:la\s+)?)?cama|acostarme|dormir)$/iu;
export const COMMUTE = /(?<![\p{L}])(?:commute|commuting|drive\s+to|travel\s+to|ride\s+to|trayecto|ir\s+(?:a|al)\s)/iu;
export const AVAILABLE =
  /^(?:i'?m\s+|i\s+am\s+|only\s+|estoy\s+|solo\s+|s[oó]lo\s+)*(?:free|available|libre|disponible)$/iu;
const EACH = /(?<![\p{L}\p{N}])(?:each|apiece|per\s+(?:item|one)|cada\s+un[oa]|por\s+cabeza)(?![\p{L}\p{N}])/iu;
/** "3 jobs", "two chapters", "tres correos": how many items a title counts. */
const COUNT =
  /(?<![\p{L}\p{N}:.])(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\s+\p{L}/iu;

/** "laundry x2", "2x laundry". */
const TIMES_COUNT = /(?<![\p{L}\p{N}])(?:x\s?(\d{1,2})|(?=\d{1,2}\s?x(?![\p{L}\p{N}]))(\d{1,2}))(?![\p{L}\p{N}])/iu;
export function itemCount(title: string): number {
  const m = COUNT.exec(title) ?? TIMES_COUNT.exec(title);
  const n = m ? wordNumber(m[1]) : NaN;
  // Up to 30: "grade 20 essays (10 min each)"; a bigger number is a quantity, not a list of sittings.
  return Number.isInteger(n) && n >= 2 && n <= 30 ? n : 1;
}

/**
 * The words after "after"/"before": a known anchor word ("work", "lunch") is one word and the
 * rest stays in the title ("after lunch review contracts"); otherwise the reference runs to the
 * end of the segment ("write up notes after the design review").
 */
export function refWords(raw: string): { ref: string; first: string; keep: string } | undefined {
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
  (
    "write send prepare do go read update clean cook make check pay finish start study draft fix edit " +
    "reply answer submit print buy pick drop take have grab publish deploy tidy wash watch visit email " +
    "sort follow"
  ).split(" "),
);
/** Spanish infinitives that start a task after a reference ("después de la reunión escribir el acta"). */
const SPANISH_INFINITIVE = new RegExp(
  "^(?:escribir|enviar|mandar|llamar|revisar|preparar|hacer|ir|leer|contestar|responder|limpiar|" +
    "cocinar|comprar|pagar|terminar|empezar|trabajar|estudiar|repasar|corregir|actualizar|subir|publicar|" +
    "grabar|editar|comer|cenar|pasear|caminar|correr|descansar|dormir|recoger|llevar|ver|visitar)$",
  "iu",
);

/**
 * "(me llevará 2 horas)" once the duration is taken: "(me llevará )". Each word must end where a
 * word ends and no two alternatives match the same text, so a run of filler words ("(taketake…")
 * has one reading only (the old `takes?|take` with `\s*` between words had 2^n).
 */
export const FILLER_PARENS = new RegExp(
  "\\((?:\\s*(?:(?:each|apiece|cada\\s+un[oa]|me|it|will|takes?|about|around|approx\\.?|roughly|unos|unas|" +
    "aprox\\.?|llevar[aá]|lleva|dura|durar[aá]|tarda|tardar[aá]|va\\s+a|should|needs?|" +
    "ca\\.?)(?![\\p{L}\\p{N}])|~))*\\s*\\)",
  "giu",
);
const SPEND_PART =
  /(?<![\p{L}\p{N}])(?:spend(?:ing)?|use|block(?:\s+out)?|dedicate)\s+(?:the|my|this|all)\s+(morning|afternoon|evening)\s+(?:on|doing|working\s+on|with|for|to|at|in)\s+/giu;
/** "Busy Monday.", "Crazy day!", "Lunes tranquilo": a heading, not a task. */
export const DAY_HEADING = new RegExp(
  "^(?:(?:my|a|another|busy|big|long|crazy|hectic|easy|lazy|quiet|normal|typical|full|packed|light|" +
    "short|productive|chill|d[ií]a|un|otro|mi)\\s+)*(?:monday|tuesday|wednesday|thursday|friday|saturday|" +
    "sunday|day|today|tomorrow|week|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|d[ií]a|" +
    "jornada)(?:\\s+(?:tranquilo|tranquila|ajetreado|ajetreada|largo|larga|completo|completa|intenso|" +
    "intensa|normal|de\\s+locos))?$",
  "iu",
);
/** "focus: morning", "Tarde": a part of the day on its own is no task. */
export const PART_ONLY = /^(?:morning|afternoon|evening|night|tonight|ma[ñn]ana|tarde|noche)$/iu;
export const BARE_TIME = /^\d{1,2}(?:[:.][0-5]\d)?(?:\s*[ap]\.?m\.?)?$/iu;
export const NEGATED =
  /^(?:(?:no|not|nothing|without|skip|skipping|sin|nada\s+de|ning[uú]n[oa]?|saltarme|me\s+salto)\s|(?:nothing|nada)$)/iu;
/** Titles that are a departure or a trip to something: "Leave", "Head out", "Drive to the airport", "Salir". */
export const DEPARTURE =
  /^(?:leave|head\s+out|set\s+off|get\s+going|drive|commute|travel|salir|conducir|viajar)(?![\p{L}])/iu;
export const PRONOUN_ONLY = new RegExp(
  "^(?:(?:needs?|requires?|necesita|necesitar[aá]|requiere|requerir[aá]|dura|durar[aá]|lasts?|takes?|" +
    "tarda|tardar[aá]|lleva|tardar[eé]|tardo|(?:me\\s+)?(?:llevar[aá]|costar[aá]|cuesta|va\\s+a\\s+llevar))|" +
    "(?:it|that|this|which|eso|esto|me|le|lo)(?:['’](?:ll|s|d))?(?:\\s+(?:will|would|should|might|may|" +
    "could|takes?|needs?|is|'ll|requires?|lasts?|va\\s+a|llevar[aá]|lleva|tomar[aá]|durar[aá]|dura|" +
    "ocupar[aá]))*|(?:will|should)\\s+take|llevar[aá]|durar[aá]|(?:but\\s+|pero\\s+)?(?:only\\s+|" +
    "max(?:imum)?\\s+|at\\s+most\\s+|s[oó]lo\\s+|como\\s+m[aá]ximo\\s+)?(?:at\\s+a\\s+time|in\\s+one\\s+go|" +
    "per\\s+session|de\\s+(?:una\\s+)?vez|seguid[oa]s|por\\s+sesi[oó]n))(?:\\s+(?:of\\s+(?:work|time|effort|" +
    "focus(?:ed)?(?:\\s+work)?)|de\\s+(?:trabajo|tiempo)))?$",
  "iu",
);
export const REFERS_BACK =
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

export function parseSegment(text: string, sequential: boolean, lang: Lang, dayStart: number): Draft {
  const draft: Draft = { title: "", source: text, afterAnchors: [], beforeAnchors: [], priority: 3, sequential };
  let rest = ` ${text} `;
  // "commute 30 min each way": two trips (see roundTrips), the words out of the title.
  if (/way|trip|back|vuelta|trayecto|sentido/i.test(rest)) rest = rest.replace(ROUND_TRIP, " ");
  const stripped = stripTrailingOrder(draft, rest);
  if (stripped !== undefined) {
    rest = stripped;
  } else if (LEADING_BEFORE.test(rest)) {
    // "reunión a las 12, antes repasar la propuesta": before the timed item written before it.
    draft.trailingBefore = true;
    rest = rest.replace(LEADING_BEFORE, " ");
  }

  const cap = /every|cada|block|chunk|session|sprint|stretch|bloques|sesiones|tandas|max|most|more|up|m[aá]ximo/i.test(
    rest,
  )
    ? PIECE_CAP.exec(rest)
    : null;
  if (cap) {
    draft.pieceCap = pieceCapMinutes(cap);
    rest = `${rest.slice(0, cap.index)} ${rest.slice(cap.index + cap[0].length)}`;
  }
  const ranked = PRIORITY_LABEL.exec(rest);
  if (ranked) {
    // "Prio 1: ship the feature", "P2 - code review", "#3 clean the inbox".
    draft.priority = RANK_PRIORITY[Number(ranked[1])] ?? 1;
    rest = rest.slice(ranked[0].length);
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
  // "the 6:45 flight": a flight or train named by its hour, 4 to 6 with no am/pm, is an early one.
  const morning = part === "morning" || (!evening && (MORNING_HINT.test(rest) || EARLY_TRAVEL.test(rest)));
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
        if (p.from !== undefined && draft.partOfDay === undefined && draft.fixedStart === undefined)
          draft.earliest ??= p.from;
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

/** "the 6:45 flight", "my 5:30 train": a flight or train named by an hour from 4 to 6 with no am/pm is an early one. Linear. */
const EARLY_TRAVEL = /(?<![\d:.])[4-6](?:[:.][0-5]\d)?\s+(?:flights?|plane|train|vuelos?|avi[oó]n|tren)(?![\p{L}])/iu;

/** "each way", "both ways", "there and back", "round trip", "ida y vuelta", "en cada sentido". Linear: one alternation. */
export const ROUND_TRIP =
  /(?<![\p{L}])(?:each\s+way|both\s+ways|there\s+and\s+back|(?:a\s+)?round[\s-]trip|ida\s+y\s+vuelta|(?:en\s+)?cada\s+(?:trayecto|sentido))(?![\p{L}])/iu;
