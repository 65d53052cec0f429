/**
 * The word patterns of one segment's reading (segment.ts): ends of the day, "in between", counts,
 * rest-of-the-day spans, piece caps, priority labels, headings and pronoun-only titles, in English,
 * Spanish and (after normalizeArabic) Arabic. Each is one alternation of words, so linear.
 */

import { type PartOfDay } from "./types";

export const EOD = new RegExp(
  // "roster bids close COB", "report due by EOD", "rota by end of play": what closes or falls due then, its words with it.
  "(?<![\\p{L}\\p{N}])(?:(?:(?:(?:is\\s+)?due|closes?|closing)\\s+(?:by\\s+|before\\s+)?|(?:by|before|until|till|" +
    "no\\s+later\\s+than)\\s+)(?:the\\s+)?(?:end\\s+of\\s+(?:the\\s+)?(?:work(?:ing)?\\s+|business\\s+)?day|" +
    "e\\.?o\\.?d\\.?|c\\.?o\\.?b\\.?|close\\s+of\\s+business|(?:end|close)\\s+of\\s+play)|e\\.o\\.d\\.?|eod|antes\\s+de\\s+(?:que\\s+)?(?:acabe|" +
    "termine)\\s+la\\s+jornada|antes\\s+del\\s+(?:final|fin)\\s+de\\s+la\\s+jornada)(?![\\p{L}\\p{N}])",
  "iu",
);

export const IN_BETWEEN = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:in\\s+between(?:\\s+(?:them|the\\s+meetings|meetings))?|between\\s+(?:them|" +
    "the\\s+meetings|meetings)|entre\\s+medias|entremedias|entre\\s+(?:ellas|ambas|reuniones|" +
    "las\\s+reuniones))(?![\\p{L}\\p{N}])",
  "iu",
);

export const ALL_OF_THEM = new RegExp(
  "^(?:" +
    [
      "all|everything|all\\s+of\\s+(?:it|this|that|them)|all\\s+(?:that|this|these)|both(?:\\s+of\\s+them)?",
      // "all done before 3", "everything sorted by 5": the state goes with them.
      "(?:all|everything)(?:\\s+of\\s+(?:it|them))?\\s+(?:done|sorted|finished)",
      "todo|todo\\s+(?:eso|esto|ello)|ambas?(?:\\s+cosas)?|las\\s+dos\\s+cosas",
      "كلها|كلهم|الكل|كل\\s+هذا|كل\\s+هذي|كل\\s+ذلك",
    ].join("|") +
    ")$",
  "iu",
);

/**
 * "dinner 7", "breakfast 7:30", "curry night w/ the lads 8", "cut & blow-dry 12", "bath + story 7": a
 * short title and a bare hour.
 */
export const TRAILING_HOUR = /^(\p{L}[\p{L}'’/-]*(?:\s+(?:[&+]|\p{L}[\p{L}'’/-]*)){0,5})\s+(\d{1,2}(?:[:.][0-5]\d)?)$/u;

export const NUMBERED_NOUN = new RegExp(
  "(?<![\\p{L}])(?:chapters?|pages?|parts?|steps?|lessons?|units?|weeks?|days?|levels?|rooms?|gates?|" +
    "floors?|platforms?|decks?|wards?|bays?|lanes?|terminals?|docks?|berths?|cabins?|aisles?|zones?|enclosures?|" +
    "no|number|seasons?|ch|chs|depts?|departments?|flats?|apts?|suites?|periods?|halls?|labs?|studios?|desks?|episodes?|exercises?|questions?|problems?|items?|tasks?|" +
    // "reply to reviewer 2", "sign form 3", "draft 2 of the essay": which one, not an hour.
    "reviewers?|drafts?|versions?|forms?|modules?|sections?|figures?|appendix|sprints?|phases?|" +
    // "the wobbly table in yr 3", "bed 4", "court 2", "route 9": which one.
    "years?|yrs?|grades?|beds?|tables?|courts?|pitches?|tracks?|routes?|blocks?|buildings?|bldgs?|" +
    "rows?|seats?|screens?|wings?|" +
    // "maths paper 1 (1hr 30)", "worksheet 3", "mock 2": which one.
    "papers?|worksheets?|assignments?|mocks?|quiz|quizzes|" +
    "things?|kids?|people|tema|temas|cap[ií]tulos?|p[aá]ginas?|partes?|lecci[oó]n|lecciones|unidad|" +
    "unidades|semanas?|d[ií]as?|niveles?|nivel|salas?|plantas?|episodios?|ejercicios?|preguntas?|" +
    "problemas?|cosas|" +
    // "revisar planos de la fase 2", "el grupo 3", "la cama 4", "el aula 5": which one.
    "fases?|etapas?|m[oó]dulos?|grupos?|lotes?|bloques?|camas?|habitaci[oó]n|habitaciones|aulas?|pisos?|" +
    "puertas?|and[eé]n|l[ií]neas?|rutas?|versi[oó]n|versiones|pasos?|puntos?|n[uú]mero)$",
  "iu",
);

/**
 * Exercises and things counted in repetitions: "pushups 10", "squats 20", "lengths 40", "star jumps 30"
 * (a count, never an hour, even in a list of clock times). Anchored at the title's end: linear.
 */
export const REPS_NOUN = new RegExp(
  "(?<![\\p{L}])(?:push-?ups|press-?ups|sit-?ups|pull-?ups|chin-?ups|squats|lunges|burpees|crunches|dips|reps|" +
    "laps|lengths|star\\s+jumps|jumping\\s+jacks|skips|swings|deadlifts|planks|flexiones|sentadillas|abdominales)$",
  "iu",
);

/**
 * The description writes clock times ("6am", "8:30", "a las 9", or a bare range "clinic 9-1", not one of
 * lengths or pages "2-3 hours"): a bare hour elsewhere is likely one too ("ward round 8").
 */
export const CLOCK_CUE =
  /\d\s*[ap]\.?m\b|(?<![\d.,])\d{1,2}:[0-5]\d|\ba\s+las\s+\d|\bat\s+\d|(?<![\d.,:/-])\d{1,2}\s?[-–]\s?\d{1,2}(?![\d%/.:-]|\s*(?:h|hr|hrs|hours?|min|mins|minutes|x|k|km|miles|pages|of)\b)/iu;

export const REST_OF = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:(?:(?:for|during)\\s+)?(?:the\\s+)?rest\\s+of\\s+(?:the\\s+|my\\s+)?|" +
    "(?:for\\s+)?(?:all|the\\s+whole|the\\s+entire)\\s+(?:the\\s+)?)(day|morning|afternoon|evening)|" +
    "(?:durante\\s+)?(?:(?:el\\s+)?resto\\s+de(?:l|\\s+la)|tod[oa]\\s+(?:el|la))\\s+(d[ií]a|ma[ñn]ana|tarde|" +
    "noche)(?![\\p{L}\\p{N}])",
  "iu",
);

export const REST_PART: Record<string, "day" | PartOfDay> = {
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
export const PIECE_CAP = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:(?:(?:but|and|with|w\\/|pero|y|con)\\s+)?(?:take\\s+|tomar\\s+|" +
    "hacer\\s+)?(?:a\\s+)?(?:breaks?|pausas?|descansos?)\\s+(?:every|cada)\\s+(?:(\\d{1,3}(?:[.,]5)?)\\s*(h|" +
    "hrs?|hours?|horas?|m|mins?|minutes?|minutos?)|((?:an?\\s+)?hour|(?:una\\s+)?hora|half\\s+an\\s+hour|" +
    "media\\s+hora))|(?:in\\s+|as\\s+|en\\s+)?(?:bloques|sesiones|tandas)\\s+de\\s+(\\d{1,3})\\s*(h|horas?|m|" +
    "mins?|minutos?)|(?:in\\s+|as\\s+)?(\\d{1,3})[\\s-]*(h|hrs?|hours?|m|mins?|minutes?)\\s+(?:blocks?|" +
    "chunks?|sessions?|sprints?|stretches?)|(?:max(?:imum)?|at\\s+most|no\\s+more\\s+than|up\\s+to|m[aá]ximo|" +
    "como\\s+m[aá]ximo)\\s+(\\d{1,3})\\s*(h|hrs?|hours?|horas?|m|mins?|minutes?|minutos?)\\s+(?:at\\s+a\\s+time|" +
    "per\\s+session|in\\s+one\\s+go|straight|in\\s+a\\s+row|seguid[oa]s|de\\s+(?:una\\s+)?vez|" +
    "por\\s+sesi[oó]n))(?![\\p{L}\\p{N}])",
  "iu",
);

/** A ranked item: "Prio 1:", "priority 2 -", "P1", "#3", "prioridad 1:". Anchored, so linear. */
export const PRIORITY_LABEL = /^\s*(?:(?:prio(?:rity)?|prioridad)\s*#?\s*|p|#)([1-5])(?![\p{L}\p{N}])\s*[:.)–-]?\s*/iu;

/** Rank 1 is the most important: urgent, high, then low, then only if there is time. */
export const RANK_PRIORITY: Record<number, number> = { 1: 5, 2: 4, 3: 2 };

export const PREP_WORD =
  /^(?:prep|prepare|practice|practise|rehearse|get\s+ready|preparar|prepararme|ensayar|repasar)(?![\p{L}])/iu;

/** "prep for it", "practice for that", "prepararla": getting ready for the item written before. */
export const PREP_FOR_IT =
  /^(?:prep|prepare|practice|practise|rehearse|get\s+ready|ready|preparar|prepararme|ensayar)(?:\s+\p{L}+){0,2}\s+(?:for|para)\s+(?:it|that|this|ella|[eé]l|eso)$|^(?:preparar|ensayar)(?:la|lo)$/iu;

export const UNTIL_WORD = /^\s*(?:right\s+|just\s+)?(?:until|till|til|up\s+to|hasta)\b/iu;

export const THANK_YOU = /thank[\s-]*you|thanks|agradec|dar\s+las\s+gracias/iu;

export const THANKED =
  /interview|meeting|call|visit|dinner|lunch|party|session|pitch|presentation|demo|entrevista|reuni[oó]n|llamada|visita|cena|comida|fiesta|sesi[oó]n|presentaci[oó]n/iu;

export const BEDTIME = new RegExp(
  "^(?:" +
    [
      "(?:go\\s+to\\s+|in\\s+)?bed(?:time)?(?:\\s+early)?|lights\\s+out|sleep|(?:get\\s+an\\s+|an\\s+)?early\\s+night",
      "(?:(?:ir\\s+)?a\\s+(?:la\\s+)?)?cama(?:\\s+(?:pronto|temprano))?|acostarme|dormir",
      "(?:dormir|acostarme|irme\\s+a\\s+la\\s+cama)\\s+(?:pronto|temprano)",
      "sleep\\s+early|(?:be\\s+|fall\\s+)?asleep|نوم|النوم|[أا]نام|(?:[أا]نام|نوم|النوم)\\s+(?:بدري|بكير|مبكرا|مبكراً|بكرة)",
    ].join("|") +
    // "bed by midnight pls": a plea after it is no part of it.
    ")(?:\\s+(?:pls|plz|please|por\\s+favor|porfa|lol))?$",
  "iu",
);

export const COMMUTE =
  /(?<![\p{L}])(?:commute|commuting|drive\s+to|travel\s+to|ride\s+to|(?:walk|cycle|bike|run|bus|train|head|get)\s+(?:in\s+)?to\s+(?:work|the\s+office)|trayecto|ir\s+(?:a|al)\s)/iu;

export const AVAILABLE =
  /^(?:i'?m\s+|i\s+am\s+|only\s+|estoy\s+|solo\s+|s[oó]lo\s+)*(?:free|available|libre|disponible)$/iu;

export const EACH = /(?<![\p{L}\p{N}])(?:each|apiece|per\s+(?:item|one)|cada\s+un[oa]|por\s+cabeza)(?![\p{L}\p{N}])/iu;

/** "3 jobs", "two chapters", "tres correos": how many items a title counts. */
export const COUNT =
  /(?<![\p{L}\p{N}:.])(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\s+\p{L}/iu;

/** "laundry x2", "2x laundry". */
export const TIMES_COUNT =
  /(?<![\p{L}\p{N}])(?:x\s?(\d{1,2})|(?=\d{1,2}\s?x(?![\p{L}\p{N}]))(\d{1,2}))(?![\p{L}\p{N}])/iu;

export const TASK_VERBS = new Set(
  (
    "write send prepare do go read update clean cook make check pay finish start study draft fix edit " +
    "reply answer submit print buy pick drop take have grab publish deploy tidy wash watch visit email " +
    "sort follow"
  ).split(" "),
);

/** Spanish infinitives that start a task after a reference ("después de la reunión escribir el acta"). */
export const SPANISH_INFINITIVE = new RegExp(
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

export const SPEND_PART =
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

/** Not doing it: "skip the gym", "no sugar"; a skip that comes or goes ("skip arrives at 2", "skip hire") is a bin. */
const SKIP_BIN = "(?!\\s+(?:arrives|arriving|comes|coming|delivered|delivery|collected|collection|hire|lorry|lands))";
export const NEGATED = new RegExp(
  `^(?:(?:no|not|nothing|without|skip${SKIP_BIN}|skipping|sin|nada\\s+de|ning[uú]n[oa]?|saltarme|me\\s+salto)\\s|(?:nothing|nada)$)`,
  "iu",
);

/**
 * The person says an item is not for the plan, as the last words of the item or its bracket:
 * "feeds every 3h (not planning those)", "(eso no lo agendes)", "(don't schedule this)", "(مش لازم
 * تحطها)"; never "don't schedule it before 10", which is a limit. Linear: one alternation.
 */
const DONT_PLAN_PHRASES = [
  // ("not planning that bit", "don't schedule that part": the pronoun may take a noun of its own.)
  "not\\s+(?:a\\s+task|planning\\s+(?:this|these|those|that|it|them)(?:\\s+(?:bit|part|one|lot))?)",
  "(?:don'?t|do\\s+not|no\\s+need\\s+to)\\s+(?:plan|schedule|block)\\s+(?:this|these|those|that|it|them)(?:\\s+(?:bit|part|one|lot))?",
  "no\\s+(?:lo|los|la|las)\\s+(?:agendes|apuntes|planifiques|planees|pongas)",
  "no\\s+hace\\s+falta\\s+(?:agendarlo|ponerlo)",
  "(?:مش|ما|لا)\\s+(?:لازم\\s+)?(?:تحطها|تحطه|تجدولها|تجدوله)",
  "don'?t\\s+put\\s+(?:that|this|it|them)\\s+in",
];
/** What may close the remark: "today", a "lol", brackets and stops. */
const DONT_PLAN_END = "(?=\\s*(?:today|hoy|اليوم)?\\s*(?:lol|haha|jaja|pls|please|ok)?[\\s.!)]*$)";
export const DONT_PLAN = new RegExp(`(?<![\\p{L}])(?:${DONT_PLAN_PHRASES.join("|")})${DONT_PLAN_END}`, "iu");

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
  /(?<!\s(?:for|on|about|with|to|at|in|into|over|before|after))\s(?:it|them)$|^\p{L}+(?:ar|er|ir)(?:lo|la|los|las|les)(?:\s+\S+){0,4}$/iu;

export const TRAILING_BEFORE = /\s(?:beforehand|before\s+(?:it|that|then)|before|antes|antes\s+de\s+eso)[\s.!,;:]*$/iu;

export const LEADING_BEFORE =
  /^\s*(?:antes(?!\s+(?:de|del|que)(?![\p{L}]))|beforehand|before\s+(?:that|then|it)|antes\s+de\s+eso)[\s,:]+/iu;

export const TRAILING_SEQUENTIAL =
  /\s(?:(?:right|straight|directly|immediately|just)\s+)?(?:afterwards?|after|after\s+that|then|later|luego|despu[eé]s|despues|m[aá]s\s+tarde|a\s+continuaci[oó]n)[\s.!,;:]*$/iu;

/** Words that open a new sentence after an abbreviation ends one: "... del Dr. Luego cenar", "(Av. Libertador). A las 8". */
const OPENER = /^(?:luego|despu[eé]s|antes|a|al|y|hoy|ma[nñ]ana|por|then|after|before|and|at|today|tomorrow)$/iu;

/** Whether a word after the dot of a short form ("Dr.", "Av.") opens a new sentence: a connector or a task verb. */
export function opensSentence(word: string): boolean {
  return OPENER.test(word) || TASK_VERBS.has(word.toLowerCase()) || SPANISH_INFINITIVE.test(word);
}
