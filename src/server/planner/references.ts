/**
 * Finding the item a reference names ("after the design review", "prep for it") among the tasks,
 * by their words; and the free minutes of a stretch of the day, for "the rest of the morning".
 */

import { arabicStem } from "./arabic";
import { defaultDuration, mealType } from "./lexicon";
import { type ExtractedTask } from "./types";
import { toMinutes } from "./time";
import { MAX_TASK_MINUTES } from "./phrases";
import { type Draft } from "./segment";

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

/** Short forms people write in a title and spell out in a reference ("supervisor mtg" ... "before the meeting"). */
const SHORT_FORMS: Record<string, string> = {
  mtg: "meeting",
  mtgs: "meeting",
  mtng: "meeting",
  appt: "appointment",
  appts: "appointment",
  apt: "appointment",
  pres: "presentation",
  prez: "presentation",
  conf: "conference",
  // Spanish clipped words: "después del entreno" is after the "entrenamiento" written.
  entreno: "entrenamiento",
  entrene: "entrenamiento",
  peli: "pelicula",
  cumple: "cumpleanos",
  profe: "profesor",
};

function words(s: string): string[] {
  return norm(s)
    .split(/\s+/)
    .filter((w) => w && !STOP.has(w))
    .map((w) => SHORT_FORMS[w] ?? w)
    .map((w) => (/[\u0621-\u064a]/u.test(w) ? arabicStem(w) : w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w));
}

const wordCache = new Map<string, Set<string>>();
export function titleWords(title: string): Set<string> {
  let w = wordCache.get(title);
  if (!w) {
    w = new Set(words(title));
    if (wordCache.size > 5000) wordCache.clear();
    wordCache.set(title, w);
  }
  return w;
}

/** Finds the task a reference ("the meeting", "comer") points at. */
/** "work on the report", "trabajar en el informe", "أشتغل على التقرير": work on something. */
const WORK_ON =
  /^(?:work(?:ing)?\s+(?:on|through)|trabaj(?:o|ar)\s+(?:en|sobre)|(?:[أا]شتغل|اشتغال|العمل|عمل|شغل)\s+(?:على|عل))\s/iu;

/** Words that make a long timed event the day's work ("prep shift at the restaurant", "turno de autobús"). */
const SHIFT_WORDS = new Set([
  "shift",
  "shifts",
  "turno",
  "curro",
  "jornada",
  "دوام",
  "الدوام",
  "دوامي",
  "شغلي",
  "مناوبة",
]);

/**
 * A class named by its subject: "Accounting class", "Spanish lesson", "night classes"; and by whom
 * or where after it: "Wheel class for beginners", "Yoga class at the hall", "Piano lesson with Ana".
 */
const NAMED_CLASS =
  /\s(?:class|classes|lecture|lesson|lessons|seminar)(?:\s+(?:for|with|w\/|at|in|on)\s[^,]{1,40})?$/iu;

/** A timed item of four hours or more that is not a meal: the day's work when nothing names it. */
function isLongDay(t: ExtractedTask): boolean {
  if (!t.fixedStart || !t.fixedEnd || t.kind === "meal") return false;
  return toMinutes(t.fixedEnd) - toMinutes(t.fixedStart) >= 240;
}

function isLongShift(t: ExtractedTask): boolean {
  if (!t.fixedStart || !t.fixedEnd || toMinutes(t.fixedEnd) - toMinutes(t.fixedStart) < 180) return false;
  return t.title
    .toLocaleLowerCase()
    .split(/\s+/u)
    .some((w) => SHIFT_WORDS.has(w));
}

/**
 * The span opened or closed (rules/opening-closing.ts): among the day's timed spans of three hours or
 * more, the first for the opening, the next one from midday on for the afternoon's ("antes de abrir
 * por la tarde" with "de 9 a 14 y de 16 a 19:30"), the one that ends last for the closing.
 */
function openingSpan(tasks: ExtractedTask[], self: number, anchor: "open" | "reopen" | "close"): number | undefined {
  const spans = tasks
    .flatMap((t, k) =>
      k !== self &&
      t.fixedStart &&
      t.fixedEnd &&
      t.kind !== "meal" &&
      toMinutes(t.fixedEnd) - toMinutes(t.fixedStart) >= 180
        ? [k]
        : [],
    )
    .sort((a, b) => toMinutes(tasks[a].fixedStart as string) - toMinutes(tasks[b].fixedStart as string));
  if (spans.length === 0) return undefined;
  if (anchor === "open") return spans[0];
  if (anchor === "reopen") return spans.slice(1).find((k) => toMinutes(tasks[k].fixedStart as string) >= 12 * 60);
  return spans.reduce((a, b) =>
    toMinutes(tasks[b].fixedEnd as string) > toMinutes(tasks[a].fixedEnd as string) ? b : a,
  );
}

/** "before painting" -> "repaint the hallway", "after cooking" -> "cook": the verb of an -ing word. */
function gerundOf(w: string, tw: Set<string>): boolean {
  if (w.length < 7 || !w.endsWith("ing")) return false;
  const stem = w.slice(0, -3);
  for (const x of tw) if (x === stem || x === `re${stem}` || x === `${stem}e`) return true;
  return false;
}

/** "school run", "school drop-off", "school pick up": an errand of the school day, by its kind. */
const SCHOOL_ERRAND = /(?:^|\s)school\s+(run|drop|pick)/iu;

/** "after the 2nd game", "after the last class": which of the items of that name, in the day's order. */
const ORDINALS = new Map<string, number>([
  ["first", 1],
  ["1st", 1],
  ["second", 2],
  ["2nd", 2],
  ["third", 3],
  ["3rd", 3],
  ["last", -1],
  ["final", -1],
  // "antes de la primera clase", "después de la última reunión".
  ["primera", 1],
  ["primer", 1],
  ["primero", 1],
  ["ultima", -1],
  ["ultimo", -1],
]);

/** The item an ordinal reference names ("2nd game": the second item whose title has "game"), or undefined. */
function ordinalRef(refWords: string[], tasks: ExtractedTask[], self: number): number | undefined {
  const n = ORDINALS.get(refWords[0]);
  const rest = refWords.slice(1);
  if (n === undefined || rest.length === 0) return undefined;
  const named = tasks.flatMap((t, k) => {
    const tw = titleWords(t.title);
    return k !== self && rest.every((w) => tw.has(w)) ? [k] : [];
  });
  if (named.length < 2) return undefined;
  const at = (k: number): number => (tasks[k].fixedStart ? toMinutes(tasks[k].fixedStart as string) : Infinity);
  named.sort((a, b) => at(a) - at(b) || a - b);
  return n < 0 ? named[named.length - 1] : named[n - 1];
}

export function findTask(
  ref: string,
  tasks: ExtractedTask[],
  self: number,
  anchor: string | undefined,
): number | undefined {
  const refWords = words(ref);
  if (anchor === "lunch" || anchor === "dinner" || anchor === "breakfast") {
    const i = tasks.findIndex((t, k) => k !== self && mealType(t.title) === anchor);
    if (i >= 0) return i;
  }
  if (anchor === "work") {
    const i = tasks.findIndex(
      (t, k) =>
        k !== self &&
        // A shift ("work 9-5", "office", "دوام"), not a task that is work on something ("work on the
        // report", "أشتغل على التقرير").
        !WORK_ON.test(t.title) &&
        // ("bakery shift at 10pm", "night shift": a shift named by its place or its hours.)
        (/^(?:work|office|shift|trabajo|oficina|turno|curro)\b|\bshift$/iu.test(t.title) ||
          /^(?:(?:ال)?(?:دوام|شغل|عمل)ي?|[أا]شتغل)(?![\p{L}])/u.test(t.title)),
    );
    if (i >= 0) return i;
    // "prep shift at the restaurant from noon to 11pm ... before work": a long timed event that names a shift.
    const j = tasks.findIndex((t, k) => k !== self && !WORK_ON.test(t.title) && isLongShift(t));
    if (j >= 0) return j;
    // "open the cafe 6am-2pm ... gym after my shift": the one long timed item of the day is its work.
    // (A long sleep is no work: "sleep till 2 ... dinner b4 shift".)
    const long = tasks.flatMap((t, k) => (k !== self && t.kind !== "break" && isLongDay(t) ? [k] : []));
    if (long.length === 1) return long[0];
  }
  if (anchor === "open" || anchor === "reopen" || anchor === "close") return openingSpan(tasks, self, anchor);
  // "after the school run" with "school run 8:30" written: that run, not the end of the school day.
  const errand = anchor === "school" ? SCHOOL_ERRAND.exec(ref) : null;
  if (errand) {
    const kind = errand[1].slice(0, 3).toLowerCase();
    const i = tasks.findIndex(
      (t, k) =>
        k !== self && t.fixedStart !== undefined && SCHOOL_ERRAND.exec(t.title)?.[1].slice(0, 3).toLowerCase() === kind,
    );
    if (i >= 0) return i;
  }
  if (anchor === "school") {
    // "antes de la clase privada" with "clase privada en Adeje" and "clases en el estudio" written: the one it names.
    const which =
      refWords.length < 2
        ? -1
        : tasks.findIndex((t, k) => k !== self && refWords.every((w) => titleWords(t.title).has(w)));
    if (which >= 0) return which;
    const i = tasks.findIndex(
      (t, k) =>
        k !== self && /^(?:school|class|classes|colegio|clase|clases|escuela|uni)\b(?!\s+(?:run|drop))/iu.test(t.title),
    );
    if (i >= 0) return i;
    // "before class" with "accounting class 6:30-9" written: that class.
    const named = tasks.findIndex((t, k) => k !== self && t.fixedStart !== undefined && NAMED_CLASS.test(t.title));
    if (named >= 0) return named;
  }
  // "gym after work" must not attach to "deep work on the API": an anchor word means its usual time.
  if (
    anchor === "work" ||
    anchor === "open" ||
    anchor === "reopen" ||
    anchor === "close" ||
    anchor === "school" ||
    anchor === "lunch" ||
    anchor === "dinner" ||
    anchor === "breakfast" ||
    anchor === "bed"
  )
    return undefined;
  if (refWords.length === 0) return undefined;
  const nth = ordinalRef(refWords, tasks, self);
  if (nth !== undefined) return nth;
  let best: number | undefined;
  let bestScore = 0;
  tasks.forEach((t, k) => {
    if (k === self) return;
    const tw = titleWords(t.title);
    let score = 0;
    for (const w of refWords) {
      if (tw.has(w)) score++;
      else if (gerundOf(w, tw)) score++;
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
  return best ?? dueNounRef(ref, tasks, self) ?? showRef(ref, tasks, self);
}

/**
 * "split shift 8.30-12.30 and 4-8 ... dinner after my shift" (issue 29, en23): after work split in two
 * parts (two timed items of one title) is after its last part, not the first. j is the work found.
 */
export function lastPart(
  tasks: readonly ExtractedTask[],
  j: number | undefined,
  anchor: string | undefined,
): number | undefined {
  if (j === undefined || anchor !== "work" || !tasks[j].fixedStart) return j;
  let last = j;
  tasks.forEach((t, k) => {
    if (t.title === tasks[j].title && t.fixedStart && toMinutes(t.fixedStart) > toMinutes(tasks[last].fixedStart!))
      last = k;
  });
  return last;
}

/** "after the show", "after the gig", "después del concierto": the day's performance, said by a noun. */
const SHOW_NOUN = /(?<![\p{L}])(?:show|gig|concert|performance|set|concierto|actuaci[oó]n)(?![\p{L}])/iu;
/** A performance's own item: "Gig in Glasgow", "Band on", "On stage", "Headliner on", "Concert". */
const SHOW_ITEM =
  /(?<![\p{L}])(?:show|gig|concert|performance|set|stage|open\s+mic|band\s+on|headliners?\s+on|act\s+on|concierto)(?![\p{L}])/iu;

/**
 * "settle up w/ the venue after the show" with "gig in Glasgow tonight ... band on 9ish" written: with no
 * title naming it, the show is the day's performance that ends last among the timed ones (else any).
 */
function showRef(ref: string, tasks: ExtractedTask[], self: number): number | undefined {
  if (!SHOW_NOUN.test(ref)) return undefined;
  let best: number | undefined;
  tasks.forEach((t, k) => {
    if (k === self || !SHOW_ITEM.test(t.title)) return;
    const end = (o: ExtractedTask): number => (o.fixedEnd ? toMinutes(o.fixedEnd) : -1);
    if (best === undefined || end(t) > end(tasks[best])) best = k;
  });
  return best;
}

/** The handing in of a task said as a noun: "después de la entrega", "after the submission", "بعد التسليم". */
const DUE_NOUN = /(?<![\p{L}])(?:entrega|submission|handover|handoff|hand-in|(?:ال)?تسليم)(?![\p{L}])/iu;

/**
 * "informe, entrega antes de las 6 ... después de la entrega gimnasio": with no title named, the
 * handing in is that of the task with a deadline, the nearest one written before the item (else after).
 */
function dueNounRef(ref: string, tasks: ExtractedTask[], self: number): number | undefined {
  if (ref.length > 40 || !DUE_NOUN.test(ref)) return undefined;
  for (let k = self - 1; k >= 0; k--) if (tasks[k].deadline !== undefined) return k;
  const k = tasks.findIndex((t, j) => j > self && t.deadline !== undefined);
  return k >= 0 ? k : undefined;
}

/** Minutes in [lo, hi) not taken by the explicitly timed items of the description. */
export function freeMinutes(drafts: Draft[], lo: number, hi: number, dayStart: number): number {
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

export function clampMinutes(n: number): number {
  return Math.max(5, Math.min(MAX_TASK_MINUTES, Math.round(n / 5) * 5));
}
