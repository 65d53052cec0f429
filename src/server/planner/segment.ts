/**
 * One item of a description (a segment from segments.ts) read into a Draft: its priority, length,
 * clock times, part of the day, order words and references, and its title. No item knows about
 * the others here; references are resolved when the tasks are built (build-tasks.ts, order.ts).
 */

import { isPickup } from "./activity";
import { hasArabic } from "./arabic";
import { type Lang, takeDuration, takeTimes, wordNumber } from "./grammar";
import { eveningHint, eveningWords, MORNING_HINT } from "./lexicon";
import { FAST_BREAKING } from "./locales/ar/fasting";

/** A part of a day gone by: "last night", "yesterday evening", "anoche", "ayer por la tarde", "امبارح بالليل". */
const PAST_PARTS = [
  "(?:of\\s+|from\\s+)?(?:last\\s+(?:night|evening)|yesterday\\s+(?:morning|afternoon|evening))",
  "(?:de\\s+)?anoche",
  "(?:de\\s+)?ayer\\s+(?:por\\s+la\\s+)?(?:mañana|tarde|noche)",
  "(?:امبارح|البارحة)\\s+(?:بالليل|الصبح|المسا)",
];
/** Right after the noun "till" (the cash drawer) with its owner or article: "the till", "our till". */
const TILL_NOUN = /(?<=(?:^|\s)(?:the|a|my|our)\s+till)(?![\p{L}])/iu;
const PAST_PART = new RegExp(`(?<![\\p{L}])(?:${PAST_PARTS.join("|")})(?![\\p{L}])`, "giu");

/** Getting a meal ready: "أجهز الفطور", "نطبخ الفطور", "تجهيز الإفطار", "prep iftar". Anchored: linear. */
const PREPARING = /^(?:[أان]?جهز|[أان]?طبخ|[أا]حضر|تجهيز|تحضير|طبخ|cook|prep(?:are)?|make)(?![\p{L}])/iu;
import { type PartOfDay } from "./types";
import {
  AFTER_HINT,
  AFTER_REF,
  ANCHOR_WORDS,
  BEFORE_HINT,
  BEFORE_REF,
  HASTA_PLACE,
  HIGH,
  HIGH_HINT,
  LOW,
  LOW_HINT,
  PARTS,
  PART_HINT,
  type Anchor,
} from "./phrases";
import { cleanTitle } from "./titles";
import {
  EOD,
  IN_BETWEEN,
  REST_OF,
  REST_PART,
  PIECE_CAP,
  PRIORITY_LABEL,
  RANK_PRIORITY,
  PREP_FOR_IT,
  UNTIL_WORD,
  EACH,
  COUNT,
  TIMES_COUNT,
  SPANISH_INFINITIVE,
  FILLER_PARENS,
  SPEND_PART,
  REFERS_BACK,
  TRAILING_BEFORE,
  LEADING_BEFORE,
  TRAILING_SEQUENTIAL,
  TASK_VERBS,
} from "./segment-words";
export {
  ALL_OF_THEM,
  TRAILING_HOUR,
  NUMBERED_NOUN,
  REPS_NOUN,
  CLOCK_CUE,
  PREP_WORD,
  PREP_FOR_IT,
  THANK_YOU,
  THANKED,
  BEDTIME,
  COMMUTE,
  AVAILABLE,
  FILLER_PARENS,
  DAY_HEADING,
  PART_ONLY,
  BARE_TIME,
  NEGATED,
  DONT_PLAN,
  DEPARTURE,
  PRONOUN_ONLY,
  REFERS_BACK,
} from "./segment-words";

// ----- one segment -----------------------------------------------------------------------------

/** A noun named by its part of the day: "turno de noche", "guardia de noche", "turno de tarde". Linear. */
const NAMED_PART =
  /(?<![\p{L}])(?:turno|guardia|clase|vigilancia|ronda|sesi[oó]n)\s+de\s+(?:noche|tarde|ma[ñn]ana)(?![\p{L}])/iu;
/** Of those, a shift: "turno de noche" keeps its name with no hour ("clase de mañana" may be tomorrow's class). */
const NAMED_SHIFT = /(?<![\p{L}])(?:turno|guardia|vigilancia|ronda)\s+de\s+(?:noche|tarde|ma[ñn]ana)(?![\p{L}])/iu;
/** Words that name the night: a bare range with them may run past midnight. */
const NIGHT_WORD =
  /(?<![\p{L}])(?:night|nights|overnight|nightshift|nocturn\p{L}*|noche|madrugada|ليل\p{L}*|الليل\p{L}*|rave|club\p{L}*)(?![\p{L}])/iu;

/** Words that name a shift of work: "7.30-8pm shift", "placement 7.30-8pm", "turno de 7 a 3". */
const SHIFT_WORD = /(?<![\p{L}])(?:shifts?|placement|rota|lates|earlies|long\s+day|turno|jornada|دوام)(?![\p{L}])/iu;

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
  /** The written line of the item (segments.ts Segment.line). */
  line?: number;
  /** Written on the first line of a text of several lines (read-items.ts, markFirstLine). */
  firstLine?: boolean;
  /** The one item of such a first line when no line is bulleted: the first of the list (first-line.ts). */
  firstOfPlainList?: boolean;
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
  /** "during layover" (rules/during.ts): inside that item's times. */
  during?: string;
  /** "alongside cena" (rules/while-doing.ts): right beside that meal or cooking of the person's own. */
  alongside?: string;
  /** "code the rest of the day": as long as the day (or part of it) allows. */
  fill?: "day" | PartOfDay;
  /** "deep work till lunch": until, not just before. */
  untilRef?: boolean;
  endAmbiguous?: boolean;
  /** The start is a bare hour that could be read 12 hours later (refiners/later-clock.ts). */
  startAmbiguous?: boolean;
  /** "the 5:48 train": a trip's bare hour from 4 to 6 read as an early one, unless the day's order says later (order.ts). */
  earlyTravel?: boolean;
  /** "bingo at half 10": an evening activity's bare 10 or 11 read as the morning (clock.ts), unless the text has moved on (later-clock.ts). */
  eveningActivity?: boolean;
  /** "send the invoice by EOD": due by the end of the working day. */
  eod?: boolean;
  /** "apply to 3 jobs (20 min each)": the duration is per item. */
  each?: boolean;
  /** "in 90-minute blocks", "max 90 min at a time", "breaks every 90 min": its longest piece. */
  pieceCap?: number;
}

/** Share of a free stretch that work can take once breaks (and the breaks next to meetings) are in. */
export const FOCUS_SHARE = 0.8;

function pieceCapMinutes(m: RegExpExecArray): number | undefined {
  const words = m[3]?.toLowerCase();
  if (words) return /half|media/.test(words) ? 30 : 60;
  const num = m[1] ?? m[4] ?? m[6] ?? m[8];
  const unit = (m[2] ?? m[5] ?? m[7] ?? m[9] ?? "").toLowerCase();
  const n = Number(num.replace(",", "."));
  const minutes = /^h/.test(unit) ? n * 60 : n;
  return minutes >= 15 && minutes <= 240 ? Math.round(minutes / 5) * 5 : undefined;
}

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

export function itemCount(title: string): number {
  const m = COUNT.exec(title) ?? TIMES_COUNT.exec(title);
  const n = m ? wordNumber(m[1]) : NaN;
  // Up to 30: "grade 20 essays (10 min each)"; a bigger number is a quantity, not a list of sittings.
  return Number.isInteger(n) && n >= 2 && n <= 30 ? n : 1;
}

/** Nouns that make an anchor word part of an event's name: "lunch service", "work drinks", "dinner shift". */
const ANCHOR_COMPOUND = new Set([
  "service",
  "shift",
  "meeting",
  "rush",
  "party",
  "club",
  "session",
  "drinks",
  "date",
  "hours",
]);
/** What follows a meal word to name its pause: "lunch break", "lunch hour", "dinner time". */
const MEAL_PAUSE = new Set(["break", "hour", "time", "recess"]);
/** "from", "at", "to" right before "after ...": a place ("from after school club"), never an anchor. */
const PLACE_BEFORE = /(?:^|\s)(?:from|at|to)\s+$/iu;
/** The school day's own items: "after the school run", "after school pickup". */
const SCHOOL_COMPOUND = new Set(["pickup", "pick-up", "run", "drop-off", "dropoff", "gates"]);

/**
 * The words after "after"/"before": a known anchor word ("work", "lunch") is one word and the
 * rest stays in the title ("after lunch review contracts"); otherwise the reference runs to the
 * end of the segment ("write up notes after the design review").
 */
/** Order words that start another reference: "after the tasting before lunch" names two items. */
const NEXT_ORDER = new Set(["before", "after", "until", "till", "til", "antes", "después", "despues", "hasta"]);

/** Verbs of the person going out after "before I" / "before we". */
const GOING = new Set(["go", "leave", "head", "set", "get", "pop", "nip"]);

/** "آخر", "أول": a word before the noun it picks out of the day's (the last lesson, the first client). */
const LAST_FIRST = new Set(["آخر", "اخر", "أول", "اول"]);

export function refWords(raw: string): { ref: string; first: string; keep: string } | undefined {
  const parts = raw.trim().split(/\s+/);
  if (parts.length === 0 || !parts[0]) return undefined;
  // "after the tasting before lunch": the first reference ends where the next order word starts.
  const cut = parts.findIndex((w, k) => k > 0 && NEXT_ORDER.has(w.toLowerCase()));
  if (cut > 0) {
    const head = refWords(parts.slice(0, cut).join(" "));
    const tail = parts.slice(cut).join(" ");
    return head && { ...head, keep: head.keep ? `${head.keep} ${tail}` : tail };
  }
  const first = parts[0].toLowerCase().replace(/[:,.;]+$/, "");
  if (/^\d/.test(first)) return undefined;
  if (hasArabic(first)) {
    // "بعد الاجتماع مع أحمد اكتب المحضر": the reference is the noun (and who it is with); "قبل اجتماع
    // المدير": a noun without its article and the one it is of ("اجتماع المدير", the manager's meeting).
    // "بعد آخر حصة أروح القهوة": "last" and the noun it is of ("آخر حصة", the last lesson).
    const last = LAST_FIRST.has(parts[0]) && parts.length >= 2;
    const of = last || (!parts[0].startsWith("ال") && parts[1]?.startsWith("ال")) ? 2 : 1;
    const n = parts[of] === "مع" && parts.length > of + 1 ? of + 2 : of;
    return { ref: parts.slice(0, n).join(" "), first, keep: parts.slice(n).join(" ") };
  }
  /** The reference is the first n words (its closing marks dropped); the rest stays in the title. */
  const firstWords = (n: number) => ({
    ref: parts
      .slice(0, n)
      .join(" ")
      .replace(/[:,.;()]+$/u, ""),
    first,
    keep: parts.slice(n).join(" "),
  });
  const second = parts[1]?.toLowerCase().replace(/[:,.;()]+$/u, "");
  // "after lunch service", "after the dinner shift": the anchor word names an event of the day with
  // the noun after it, which is the reference.
  if (
    ANCHOR_WORDS[first] !== undefined &&
    second !== undefined &&
    (ANCHOR_COMPOUND.has(second) || (first === "school" && SCHOOL_COMPOUND.has(second)))
  )
    return firstWords(2);
  // "after school pick up": the two words of the pick-up are the noun's ("after work pick up milk" is the
  // pick-up of milk after work: only the school's, or a pick-up closed by its comma).
  const pickUp = parts[1]?.toLowerCase() === "pick" && /^up\b/iu.test(parts[2] ?? "");
  if (
    ANCHOR_WORDS[first] !== undefined &&
    pickUp &&
    (first === "school" || parts.length === 3 || /[,:;]$/u.test(parts[2]))
  )
    return { ref: `${parts[0]} pickup`, first, keep: parts.slice(3).join(" ") };
  // "antes del turno de almuerzo", "después de la clase de inglés": the anchor word and what it is of.
  const of = parts[1]?.toLowerCase();
  if (ANCHOR_WORDS[first] !== undefined && (of === "de" || of === "del") && parts.length >= 3) return firstWords(3);
  // "after the dinner break", "after my lunch hour", "before tea time": the meal's break is the meal.
  const meal = ANCHOR_WORDS[first];
  if ((meal === "lunch" || meal === "dinner" || meal === "breakfast") && MEAL_PAUSE.has(second ?? ""))
    return { ref: first, first, keep: parts.slice(2).join(" ") };
  // "antes de la clase privada", "después de la clase particular": the class and the word that says which one.
  if (ANCHOR_WORDS[first] === "school" && parts.length === 2 && /^(?:clase|clases)$/u.test(first)) {
    if (!TASK_VERBS.has(second ?? "") && !SPANISH_INFINITIVE.test(second ?? "")) return firstWords(2);
  }
  if (ANCHOR_WORDS[first] !== undefined || parts.length === 1)
    return { ref: first, first, keep: parts.slice(1).join(" ") };
  // "before I go out", "before we get going": the person going is the whole clause, no task after it.
  if ((first === "i" || first === "we") && GOING.has(second ?? "")) return { ref: parts.join(" "), first, keep: "" };
  // "after the meeting write the minutes": the reference ends where a verb starts the task.
  for (let k = 1; k < parts.length; k++) {
    const w = parts[k].toLowerCase();
    // ("antes de la reunión comer": a Spanish infinitive alone is the task too.)
    if ((TASK_VERBS.has(w) || SPANISH_INFINITIVE.test(w)) && (parts.length - k >= 2 || SPANISH_INFINITIVE.test(w))) {
      return { ref: parts.slice(0, k).join(" "), first, keep: parts.slice(k).join(" ") };
    }
  }
  return { ref: parts.join(" "), first, keep: "" };
}

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

export function parseSegment(text: string, sequential: boolean, lang: Lang, dayStart: number, fasting = false): Draft {
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
  // "vod review of last night", "el partido de anoche": a part of another day is no window of today's.
  const partText = /last|anoche|ayer|امبارح|البارحة/iu.test(rest) ? rest.replace(PAST_PART, " ") : rest;
  const hasPart = PART_HINT.test(partText);
  if (hasPart)
    for (const p of PARTS) {
      p.re.lastIndex = 0;
      if (p.re.test(partText)) {
        part = p.part;
        break;
      }
    }
  // On a fasting day "الفطور" is the iftar at sunset: the evening, whatever else the words say.
  // Getting it ready ("أجهز الفطور") happens before it, so only the hour's reading is the evening's.
  const iftar = fasting && FAST_BREAKING.test(rest);
  if (iftar && !PREPARING.test(rest.trim())) part = "evening";
  const evening = part === "evening" || iftar || eveningHint(lang).test(rest);
  // "bar de 7 a 4": only the place says evening (lexicon.ts VENUE_HINT).
  const venueOnly = evening && part !== "evening" && !eveningWords(lang).test(rest);
  // "the 6:45 flight": a flight or train named by its hour, 4 to 6 with no am/pm, is an early one.
  const earlyTravel = part !== "morning" && !evening && !MORNING_HINT.test(rest) && EARLY_TRAVEL.test(rest);
  const morning = part === "morning" || (!evening && MORNING_HINT.test(rest)) || earlyTravel;
  if (earlyTravel) draft.earlyTravel = true;
  // "بعد العصر نزور خالتي الساعة ٨" (normalizeArabic's "after 3:30pm ... at 8"), "después de las 5 quedar
  // a las 8": an item that starts after an afternoon hour reads its bare hour as a later one.
  const afternoon = part === "afternoon" || AFTER_AFTERNOON_HOUR.test(rest);
  const night = NIGHT_WORD.test(rest);
  const shift = SHIFT_WORD.test(rest);
  const activityEvening = evening && part === undefined && !iftar && !night;
  const ctx = { dayStart, evening, morning, venueOnly, afternoon, night, shift, activityEvening };
  const times = takeTimes(rest, lang, ctx);
  rest = times.rest;
  // "portraits after till 4ish": the order word was before the time; with the time out it ends the text.
  if (!draft.trailingAfter && !draft.trailingBefore && rest !== ` ${text} `)
    rest = stripTrailingOrder(draft, rest) ?? rest;
  draft.fixedStart = times.fixedStart;
  draft.fixedEnd = times.fixedEnd;
  draft.between = times.between;
  draft.untilOnly = times.untilOnly;
  draft.endAmbiguous = times.endAmbiguous;
  if (times.startAmbiguous) draft.startAmbiguous = true;
  if (activityEvening && times.startAmbiguous) draft.eveningActivity = true;
  draft.deadline = times.deadline;
  draft.deadlineAmbiguous = times.deadlineAmbiguous;
  draft.earliest = times.earliest;
  if (times.refEvent) draft.refEvent = times.refEvent.title;

  if (/between|entre/i.test(rest) && IN_BETWEEN.test(rest)) {
    draft.inBetween = true;
    rest = rest.replace(IN_BETWEEN, " ");
  }

  // "turno de noche de 21 a 8", "guardia de noche desde las 10": with its own time, the part names the item's kind.
  // "mañana: turno de noche" with no hour: a shift's part is its name all the same.
  const namedPart = (draft.fixedStart !== undefined || NAMED_SHIFT.test(rest)) && NAMED_PART.test(rest);
  if (hasPart)
    for (const p of PARTS) {
      p.re.lastIndex = 0;
      if (p.re.test(rest)) {
        if (p.from !== undefined && draft.partOfDay === undefined && draft.fixedStart === undefined)
          draft.earliest ??= p.from;
        draft.partOfDay ??= p.part;
        if (p.remove && !namedPart) {
          p.re.lastIndex = 0;
          rest = rest.replace(p.re, " ");
        }
      }
    }
  if (!draft.partOfDay && part) draft.partOfDay = part;

  const beforeAfterRefs = rest;
  const anchorsBefore = draft.afterAnchors.length;
  if (AFTER_HINT.test(rest))
    for (const re of AFTER_REF) {
      re.lastIndex = 0;
      rest = rest.replace(re, (whole: string, ref: string, at: number, all: string) => {
        const r = refWords(ref);
        // "pick up Leo from after school club": after a place word it is where, no anchor (issue 29, en18).
        if (!r || PLACE_BEFORE.test(all.slice(0, at))) return whole;
        if (ANCHOR_WORDS[r.first] === "previous") draft.afterAnchors.push({ kind: "previous" });
        else draft.afterAnchors.push({ kind: "task", ref: r.ref });
        return r.keep ? ` ${r.keep} ` : " ";
      });
    }
  if (BEFORE_HINT.test(rest))
    for (const re of BEFORE_REF) {
      re.lastIndex = 0;
      // "empty the till before the bank run": the shop's till, not "until the ...": each side read alone.
      rest = (/till/iu.test(rest) ? rest.split(TILL_NOUN) : [rest])
        .map((part) =>
          part.replace(re, (whole: string, ref: string) => {
            const r = refWords(ref);
            if (!r || HASTA_PLACE.test(whole)) return whole; // "conducir hasta Valencia": a place, not a time
            if (ANCHOR_WORDS[r.first] === "previous") draft.beforePrevious = true;
            else draft.beforeAnchors.push(r.ref);
            if (UNTIL_WORD.test(whole)) draft.untilRef = true;
            return r.keep ? ` ${r.keep} ` : " ";
          }),
        )
        .join("");
    }
  draft.title = cleanTitle(rest, lang);
  // "after work drinks at 7", "after school club 4pm": the whole item is the "after ..." noun, not an anchor.
  if (!draft.title && draft.afterAnchors.length > anchorsBefore && draft.fixedStart !== undefined) {
    draft.afterAnchors.length = anchorsBefore;
    draft.title = cleanTitle(beforeAfterRefs, lang);
  }
  quickUntilIsDeadline(draft);
  return draft;
}

/** Errands of a few minutes: "till 5" on them is when they are due, not a stretch to fill ("email Sam till 5"). */
const QUICK_VERBS = new Set(
  [
    "email",
    "e-mail",
    "text",
    "call",
    "ring",
    "phone",
    "reply",
    "send",
    "pay",
    "book",
    "submit",
    "message",
    "confirm",
    "cancel",
    "renew",
  ].concat([
    "llamar",
    "mandar",
    "enviar",
    "pagar",
    "contestar",
    "responder",
    "reservar",
    "confirmar",
    "cancelar",
    "renovar",
  ]),
);

/**
 * Errands to a place or for a thing ("pick up the parcel till 5", "pasar por la farmacia hasta las 2",
 * "recoger el traje hasta las 7"): the time is when the place closes or the thing is due (issue 29,
 * kind 6).
 */
const ERRAND_VERBS = new Set(
  "pick collect grab buy post return drop fetch order print sign pasar recoger comprar devolver entregar imprimir firmar".split(
    " ",
  ),
);

function quickUntilIsDeadline(draft: Draft): void {
  if (
    !draft.untilOnly ||
    draft.fixedStart !== undefined ||
    draft.fixedEnd === undefined ||
    draft.duration !== undefined
  )
    return;
  const [first = "", second = ""] = draft.title.toLocaleLowerCase().split(/\s+/u);
  // ("pasar la tarde con la abuela": "pasar" is an errand only "por" a place.)
  const errand = ERRAND_VERBS.has(first) && (first !== "pasar" || second === "por");
  if (!QUICK_VERBS.has(first) && !errand && !isPickup(draft.title)) return;
  draft.deadline = draft.fixedEnd;
  draft.deadlineAmbiguous = draft.endAmbiguous;
  draft.fixedEnd = undefined;
  draft.untilOnly = false;
}

/** "after 3:30pm", "después de las 5": an afternoon hour the item starts after. Linear. */
const AFTER_AFTERNOON_HOUR =
  /(?<![\p{L}])(?:after\s+(?:[1-9]|1[0-2])(?::\d\d)?\s*pm|despu[eé]s\s+de\s+las\s+(?:[1-6]|1[3-8])(?::\d\d)?(?![\d:]))/iu;
/** "the 6:45 flight", "my 5:30 train": a flight or train named by an hour from 4 to 6 with no am/pm is an early one. Linear. */
const EARLY_TRAVEL = /(?<![\d:.])[4-6](?:[:.][0-5]\d)?\s+(?:flights?|plane|train|vuelos?|avi[oó]n|tren)(?![\p{L}])/iu;

/** "each way", "both ways", "there and back", "round trip", "ida y vuelta", "en cada sentido". Linear: one alternation. */
export const ROUND_TRIP =
  /(?<![\p{L}])(?:each\s+way|both\s+ways|there\s+and\s+back|(?:a\s+)?round[\s-]trip|ida\s+y\s+vuelta|(?:en\s+)?cada\s+(?:trayecto|sentido))(?![\p{L}])/iu;
