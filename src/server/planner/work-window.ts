/**
 * Work hours written in the text ("work 9-5:30", "shift 7 to 3", "trabajo de 8 a 3", "دوامي من ١٠ إلى ٦")
 * set this day's work window, like the `--work-start/--work-end` flags (PlanOptions workStart/workEnd):
 * work tasks go inside it and "after work" means its end. They make no block of their own that
 * other work would have to go around. A shift that runs past midnight stays a timed event, and so
 * does a shift at a place ("a shift at the library 1 to 5", "turno en el bar de 12 a 4": a second job
 * beside the day's own, issue 29 kind 1).
 */

import { namesDayFrame, namesOwnShop, OPEN_AR, OPEN_ES } from "./day-frame-words";
import { fromMinutes, toMinutes } from "./time";
import type { ExtractedTask, PlanOptions } from "./types";

/** Words a title may open with before it names the day's work ("my shift", "i work", "mi turno", "عندي دوام"). */
const MARKER_LEADS = ["my", "the", "a", "i have", "i work", "mi", "toca", "me toca", "عندي"];

const SHIFT_KINDS = ["early", "late", "day", "morning", "afternoon", "evening", "opening", "closing", "work"];

/** Titles that only name the day's work (the job, not a task): a word list, matched on the whole title. */
const WORK_TITLES = new Set([
  ...[
    "work",
    "working",
    "at work",
    "office",
    "at the office",
    "in the office",
    "shift",
    ...SHIFT_KINDS.map((k) => `${k} shift`),
    ...["workday", "work day", "working day"],
    // "Day job 9-5:30", "day job WFH 9-5:30": the job that pays, beside what else the day holds.
    ...["day job", "the day job", "day job wfh", "day job remote", "day job from home"],
  ],
  ...["wfh", "working from home", "work from home", "remote work", "working remotely"],
  // Where the work is, after the word: "work 9-5:30 remote", "shift 8-4 on site", "working 10-6 in office".
  ...["work", "working", "shift"].flatMap((w) =>
    ["remote", "remotely", "from home", "at home", "in office", "in the office", "onsite", "on site", "hybrid"].map(
      (p) => `${w} ${p}`,
    ),
  ),
  ...["trabajo", "trabajar", "curro", "currar", "jornada", "turno", "turno de mañana", "turno de tarde"],
  ...["teletrabajo", "teletrabajar"],
  // Working from home: "currar desde casa", "trabajo en remoto", "día de trabajo desde casa".
  ...["trabajo", "trabajar", "curro", "currar"].flatMap((w) =>
    ["desde casa", "en casa", "en remoto", "a distancia", "online"].flatMap((p) => [`${w} ${p}`, `día de ${w} ${p}`]),
  ),
  ...["día de trabajo", "dia de trabajo", "día de curro"],
  // The office is the day's work as "office" is (issue 29, kind p-esar24-1): "oficina de 9 a 6".
  ...["oficina", "la oficina", "en la oficina", "día de oficina", "dia de oficina"],
  // Seeing patients or clients is the day's work: "atiendo pacientes de 9 a 1".
  ...["atiendo pacientes", "atiendo clientes", "atender pacientes", "paso consulta", "pasar consulta"],
  // Teaching is the teacher's day: "doy clases de 8 a 14" (marking done in it is done at work).
  ...["doy clases", "doy clase", "dar clases", "dando clases"],
  ...["دوام", "دوامي", "عمل", "شغل", "شغلي"].flatMap((w) => [w, `ال${w}`]),
  // The shift: "شيفتي من ٢ لحد ١٠", "ورديتي من ٧ لـ ٣".
  ...["شيفت", "شيفتي", "الشيفت", "ورديتي", "الوردية", "الورديه"],
  // Maghrebi "خدمتي من ٩ حتى ٥": my work.
  ...["خدمتي", "الخدمة", "الخدمه"],
  // Working from home: "شغل من البيت", "دوام عن بعد".
  ...["دوام", "دوامي", "شغل", "شغلي", "عمل", "عملي"].flatMap((w) =>
    ["من البيت", "من المنزل", "عن بعد", "اونلاين", "أونلاين"].map((p) => `${w} ${p}`),
  ),
]);

/** Work named by where it happens: "working from home", "trabajo en remoto", "شغل من البيت". */
const FROM_HOME = /wfh|home|remot|desde casa|en casa|distancia|online|البيت|المنزل|عن بعد|[اأ]ونلاين/iu;

/**
 * "شغل من البيت 💻", "wfh", "teletrabajo" with no hours and no length: where the day's work happens,
 * said once (issue 29, kind 3); it plans nothing ("work 2h" and "wfh 9-5" are read as they are).
 */
const wherePlaceOnly = (t: ExtractedTask): boolean =>
  !t.fixedStart && !t.deadline && !/\d/u.test(t.source ?? "") && namesWork(t.title) && FROM_HOME.test(t.title);

/** "shop open 9-5:30", "bike shop open 9.30-5.30", "opening hours 9-5": the hours the day's workplace is open. */
const OPEN_HOURS = /^(?:the\s+)?(?!doors\s)\p{L}+(?:\s+\p{L}+)?\s+open$|^open$|^opening\s+hours$/u;

/**
 * "الدوام في الوزارة", "دوامي بالمدرسة", "العمل في المؤتمر", "المناوبة في المستشفى" (the shift): the day's hours, the main job wherever it is
 * (not a second job at a place, as "turno en el bar" is).
 */
const DAWAM_AT =
  /^(?:(?:ال)?دوام(?:ي)?|العمل|الشغل|(?:ال)?مناوب[ةه]|مناوبتي|(?:ال)?شيفت(?:ي)?|ورديتي)\s+(?:في\s+\S+|بال\S+)$/u;

/**
 * The same for "my work": "شغلي في المحل بالسوق", "عملي بالشركة" (one or two place words). "a shift at the
 * library", "turno en el bar", "curro en la terraza", "أشتغل في المطعم" stay events.
 */
const MY_WORK_AT = /^(?:شغلي|عملي)(?:\s+(?:في\s+\S+|بال\S+)){1,2}$/u;

/**
 * "نخدم من 9 حتى 5", "كنخدم فالبوسطة من 8 حتى 4", "بشتغل من ١٠ لـ ٦": I work (Maghrebi "نخدم" with its
 * "فال..." place), the day's work hours; so is driving one's cab ("بشتغل عالتكسي من ٧ لـ ٣"); "أشتغل في
 * المطعم من ٥ العصر" (a place with "في") stays an event.
 */
const AR_WORK_VERB =
  /^(?:(?:[كب])?نخدم(?:و)?(?:\s+فال\S+)?|(?:[أاب]|بن|ن)شتغل(?:\s+(?:عال|على\s+ال)(?:تكسي|تاكسي|سيارة|باص))?)$/u;

/**
 * The job said with its work: "manejo el taxi", "ahorita salgo a trabajar el taxi", "conduzco el camión", "curro con glovo", "reparto con rappi"
 * (driving one's cab, riding for an app); "دوامي توصيل طلبات", "دوامي كاشير بالسوبرماركت" (my shift: what
 * it is, one to three words; "دوام البقالة", the shop's hours, stays an event). The day's work hours, not an event (issue 29, kind esar12-1).
 */
const VEHICLE_ES = "taxi|uber|cami[oó]n|combi|bus|micro|colectivo|pesero|furgoneta|furgo|tr[aá]iler";
const APP_ES = "glovo|uber|uber\s+eats|rappi|didi|cabify|deliveroo|just\s+eat|pedidosya|ifood|bolt";
const JOB_WITH_ES = new RegExp(
  String.raw`^(?:(?:ahorita|ahora|hoy)\s+)?(?:salgo\s+a\s+)?(?:manejo|manejar|conduzco|conducir|chambeo|trabajar|chambear)\s+(?:el|la|mi)\s+(?:${VEHICLE_ES})$|` +
    String.raw`^(?:trabajo|curro|laburo|chambeo|reparto|repartir|conduzco|manejo)\s+(?:con|para|pa|en)\s+(?:${APP_ES})$`,
  "iu",
);
const DAWAM_WHAT = /^دوامي(?:\s+[^\s\d]+){1,3}$/u;

/** The title is a place's opening hours ("frutería abierta", "shop open", "المحل مفتوح"). */
/**
 * "consulta de fisio de 9 a 2 y de 4 a 8", "clinic 9-2 and 4-8", "العيادة من ٩ لـ ١ ومن ٥ لـ ٩": one's own
 * practice said twice is the day's frame, as a shop's opening hours are: its patients are seen inside it.
 */
const PRACTICE =
  /^(?:(?:la|el|mi|the|my)\s+)?(?:consulta|cl[ií]nica|consultorio|clinic|surgery|practice|عيادة|العيادة)(?:\s+(?:de|del)\s+\p{L}+)?$/iu;

function opensHours(title: string): boolean {
  const t = title.trim().toLocaleLowerCase().replace(/\s+/gu, " ");
  return OPEN_HOURS.test(t) || OPEN_ES.test(t) || OPEN_AR.test(t);
}

/** "today" said with the work ("الشغل النهارده في الشركة", "work today"): it names no other work. */
const TODAY_WORD = /(?:^|\s)(?:النهارده|النهاردة|اليوم|hoy|today)(?=\s|$)/gu;

function namesWork(title: string): boolean {
  const t = title.trim().toLocaleLowerCase().replace(TODAY_WORD, "").trim().replace(/\s+/gu, " ");
  if (WORK_TITLES.has(t) || OPEN_HOURS.test(t) || namesDayFrame(t) || DAWAM_AT.test(t) || AR_WORK_VERB.test(t))
    return true;
  if (JOB_WITH_ES.test(t) || DAWAM_WHAT.test(t)) return true;
  if (MY_WORK_AT.test(t)) return true;
  const lead = MARKER_LEADS.find((l) => t.startsWith(`${l} `));
  return lead !== undefined && WORK_TITLES.has(t.slice(lead.length + 1));
}

/**
 * "physio clinic 9-5 today", "library 10-6 (late opening)", "shop open 9-5:30": the day's first item,
 * a span of four hours or more that holds two or more of the day's timed appointments (meals aside), is
 * where the day's work happens: its hours are the work hours, whatever the job is called (issue 29,
 * kind 4). One timed item inside may be an outing during an event ("deliveries 8 to 4, lunch 12:30").
 * So is the first item written again with a second span ("patients 8.30-12.30 and 1.30-5.30", "lessons
 * 9-12 and 2-5"): its parts hold the appointments between them; the work hours run from the first to the last.
 * With the day's start known, so does an item that could only meet its deadline inside the span: "curro en
 * la gestoría de 9 a 14h ... revisar 4 declaraciones (2 h) antes de las 13h" on a day from 8 is done at work.
 */
function frameParts(tasks: readonly ExtractedTask[], dayStart?: number): readonly ExtractedTask[] {
  const parts: ExtractedTask[] = [];
  const t = tasks[0];
  if (t?.kind === "event" && t.fixedStart && t.fixedEnd) {
    parts.push(t);
    let end = toMinutes(t.fixedEnd);
    for (const o of tasks) {
      if (o === t || o.kind !== "event" || !o.fixedStart || !o.fixedEnd || title(o.title) !== title(t.title)) continue;
      const s = toMinutes(o.fixedStart);
      if (s < end || s - end > SPLIT_BREAK) continue;
      parts.push(o);
      end = toMinutes(o.fixedEnd);
    }
  }
  const spans = parts.map((p) => [toMinutes(p.fixedStart as string), toMinutes(p.fixedEnd as string)] as const);
  const inside = tasks.filter(
    (o) =>
      !parts.includes(o) &&
      o.kind !== "meal" &&
      ((o.fixedStart &&
        o.fixedEnd &&
        spans.some(([s, e]) => toMinutes(o.fixedStart as string) >= s && toMinutes(o.fixedEnd as string) <= e)) ||
        (dayStart !== undefined &&
          spans.length > 0 &&
          onlyInside(o, spans[0][0], spans[spans.length - 1][1], dayStart))),
  );
  const long =
    spans.length > 0 && spans[spans.length - 1][1] - spans[0][0] >= 240 && spans[spans.length - 1][1] < 24 * 60;
  return long && inside.length >= 2 ? parts : [];
}

const isFrame = (tasks: readonly ExtractedTask[], t: ExtractedTask, dayStart?: number): boolean =>
  frameParts(tasks, dayStart).includes(t);

/** An untimed item due after the span starts with too little of the day around the span before its deadline. */
function onlyInside(o: ExtractedTask, s: number, e: number, dayStart: number): boolean {
  if (o.fixedStart || o.deadline === undefined) return false;
  const due = toMinutes(o.deadline);
  const from = Math.max(dayStart, o.earliestStart ? toMinutes(o.earliestStart) : 0);
  if (due <= s || from >= due) return false;
  const room = Math.max(0, Math.min(s, due) - from) + Math.max(0, due - Math.max(e, from));
  // (Clearly: at most half of it fits around the span. "mark 28 books (84 min) b4 4" around "teaching 8.40-3.20"
  // has 80 minutes of room; the teaching stays an event, not the hours the marking goes in.)
  return room * 2 <= o.durationMinutes;
}

/**
 * "Hoy trabajo en la radio de 8 a 3", "hoy laburo en la bodega de 10 a 18", Mexican "hoy chamba en la obra
 * de 8 a 5": today, I work at a place, for four hours or more: the day's own job (a second job is said as a
 * shift there: "turno en el bar de 12 a 4").
 */
const TODAY_I_WORK_AT = /^\s*hoy\s+(?:trabajo|laburo|curro|chambeo|chamba|jale)\s+en\s+(?:la|el|mi)\s+\p{L}+/iu;
/** What one works on, not at ("hoy trabajo en el informe de 9 a 1"). */
const WORKED_ON =
  /\s(?:informe|proyecto|tesis|presentaci[oó]n|c[oó]digo|documento|art[ií]culo|libro|web|app)(?![\p{L}])/iu;
const worksAtToday = (t: ExtractedTask): boolean =>
  TODAY_I_WORK_AT.test(t.source ?? "") &&
  !WORKED_ON.test(t.title) &&
  toMinutes(t.fixedEnd as string) - toMinutes(t.fixedStart as string) >= 240;

/**
 * "workshop 7 to 3:30", "at the yard 6-2", "taller de 7 a 3", "en la obra de 8 a 5", "بالورشة من ٧ لـ ٣": the
 * place one works at, with a working day's hours (six or more), is the day's work window (issue 29, kind
 * p-pend25-1); "workshop 2-4" (one attended) stays an event.
 */
const WORKPLACE =
  /^(?:(?:at|in|on)\s+)?(?:the\s+)?(?:workshop|site|yard|depot|warehouse)$|^(?:en\s+)?(?:el\s+|la\s+)?(?:taller|obra|almac[eé]n)$|^(?:في\s+|ب)?ال(?:ورش[ةه]|موقع|مستودع)$/iu;
const WORKDAY = 6 * 60;
const worksAtPlace = (t: ExtractedTask): boolean =>
  WORKPLACE.test(t.title.trim().replace(/\s+/gu, " ")) &&
  toMinutes(t.fixedEnd as string) - toMinutes(t.fixedStart as string) >= WORKDAY;

/** The item that names (or frames) the day's work; a frame only when no item names work. */
export const isMarker = (t: ExtractedTask, tasks: readonly ExtractedTask[], dayStart?: number): boolean =>
  // ("دوامي في النادي": the club's word may make it read as a gym habit; it names work all the same.)
  (t.kind === "event" || (t.kind === "habit" && namesWork(t.title))) &&
  t.fixedStart !== undefined &&
  t.fixedEnd !== undefined &&
  (namesWork(t.title) ||
    namesOwnShop(t.source ?? "") ||
    worksAtToday(t) ||
    worksAtPlace(t) ||
    (isFrame(tasks, t, dayStart) && !tasks.some((o) => namesWork(o.title))));

/** The work hours of the first task that names the day's work, within the day and at least two hours (a guessed hour after "office at 9" is no range). */
function markerHours(tasks: readonly ExtractedTask[], dayStart?: number): [number, number] | undefined {
  for (const t of tasks) {
    if (!isMarker(t, tasks, dayStart)) continue;
    const s = toMinutes(t.fixedStart as string);
    const e = toMinutes(t.fixedEnd as string);
    if (e - s >= 120 && e < 24 * 60) return [s, splitShiftEnd(tasks, t, e)];
  }
  return undefined;
}

/** The most a split shift's break may last ("trabajo de 9 a 14 y de 16 a 19": two hours; "turno de 7 a 11 y de 4 a 8": five; "early shift 6.30-10, late shift 4-9pm": six). */
const SPLIT_BREAK = 6 * 60;

const title = (t: string): string => t.trim().toLowerCase();
/** The same work: the same title, or two shifts ("early shift 6.30-10", "late shift 4-9pm"). */
const SHIFT = /\b(?:shift|turno)\b/u;
function sameWork(a: string, b: string): boolean {
  return title(a) === title(b) || (SHIFT.test(title(a)) && SHIFT.test(title(b)));
}

/** Later parts of a split shift: the same work named again with its hours, starting after the first ends. */
function laterShifts(tasks: readonly ExtractedTask[], first: ExtractedTask): ExtractedTask[] {
  const out: ExtractedTask[] = [];
  let end = toMinutes(first.fixedEnd as string);
  for (const t of tasks) {
    if (t === first || !isMarker(t, tasks) || !sameWork(t.title, first.title)) continue;
    const s = toMinutes(t.fixedStart as string);
    const e = toMinutes(t.fixedEnd as string);
    if (s < end || s - end > SPLIT_BREAK || e >= 24 * 60) continue;
    out.push(t);
    end = e;
  }
  return out;
}

/** A split shift works until its last part ends: "after work" is then. */
function splitShiftEnd(tasks: readonly ExtractedTask[], first: ExtractedTask, end: number): number {
  const later = laterShifts(tasks, first);
  return later.length ? toMinutes(later[later.length - 1].fixedEnd as string) : end;
}

/** The options with the work hours the text gives, or the same options. */
export function textWorkHours(tasks: readonly ExtractedTask[], options: PlanOptions): PlanOptions {
  const hours = markerHours(tasks, toMinutes(options.dayStart));
  if (!hours) return options;
  const [ws, we] = hours.map(fromMinutes);
  return ws === options.workStart && we === options.workEnd ? options : { ...options, workStart: ws, workEnd: we };
}

/**
 * The tasks without the work hours' own item (read again with those hours as the work window):
 * what came after it ("gym after work", "then pick up the kids") starts when work ends instead.
 */
export function dropWorkMarker(all: readonly ExtractedTask[], options: PlanOptions): ExtractedTask[] {
  const tasks = all.some(wherePlaceOnly) ? all.filter((t) => !wherePlaceOnly(t)) : all;
  const dayStart = toMinutes(options.dayStart);
  const hours = markerHours(tasks, dayStart);
  if (!hours || !options.workStart || toMinutes(options.workStart) !== hours[0]) return [...tasks];
  const marker = tasks.find(
    (t) =>
      isMarker(t, tasks, dayStart) &&
      toMinutes(t.fixedStart as string) === hours[0] &&
      splitShiftEnd(tasks, t, toMinutes(t.fixedEnd as string)) === hours[1],
  );
  if (!marker) return [...tasks];
  const start = fromMinutes(hours[0]);
  // "logging off at 4 today, work 9-5": the day's work ends when the text moved it (leave-work.ts).
  const moved = options.workEnd !== undefined && toMinutes(options.workEnd) < hours[1];
  const end = moved ? (options.workEnd as string) : fromMinutes(hours[1]);
  const before = new Set(marker.after ?? []);
  // A split shift ("trabajo de 9 a 14 y de 16 a 19") keeps its parts as blocks, the break between
  // them free (lunch goes there); what comes after work comes after its last part.
  const later = laterShifts(tasks, marker);
  // (A frame's parts, "patients 8.30-12.30 and 1.30-5.30", are the work hours, no blocks of their own.)
  // So are a place's opening hours said twice ("Frutería abierta de 7 a 2 y de 4 a 8", "shop open 9-1 and
  // 3-7"): the person's own shop, where the day's tasks are done, not a shift to go around.
  // ("abro de 10 a 2 y de 5 a 8", "cuido a los nietos de 8 a 12 y de 4 a 7": a frame by its words, too.)
  const frame =
    later.length > 0 &&
    (opensHours(marker.title) ||
      namesDayFrame(title(marker.title)) ||
      PRACTICE.test(title(marker.title)) ||
      (!namesWork(marker.title) && isFrame(tasks, marker)));
  if (later.length && !frame) {
    const ids = new Set([marker.id, ...later.map((t) => t.id)]);
    const last = later[later.length - 1].id;
    // ("swim after the early shift": after the part it names, not after the last one.)
    const lastTitle = title(later[later.length - 1].title);
    const names = (t: ExtractedTask, id: string): boolean =>
      [marker, ...later].some(
        (p) => p.id === id && title(p.title) !== lastTitle && (t.source ?? "").toLowerCase().includes(title(p.title)),
      );
    return tasks.map((t) =>
      t.after?.some((id) => ids.has(id) && id !== last && !names(t, id))
        ? { ...t, after: [...new Set(t.after.map((id) => (ids.has(id) && !names(t, id) ? last : id)))] }
        : t,
    );
  }
  const parts = new Set([marker, ...(frame ? later : [])]);
  const ids = new Set([...parts].map((p) => p.id));
  return tasks
    .filter((t) => !parts.has(t))
    .map((t) => {
      // "then pick up prescriptions, then work 12-6": what work comes after ends when work starts.
      if (before.has(t.id) && t.fixedStart === undefined && (!t.deadline || toMinutes(t.deadline) > hours[0]))
        return { ...t, deadline: start };
      if (!t.after?.some((id) => ids.has(id))) return t;
      const after = t.after.filter((id) => !ids.has(id));
      const earliest =
        t.fixedStart === undefined && (!t.earliestStart || toMinutes(t.earliestStart) < hours[1])
          ? end
          : t.earliestStart;
      const next: ExtractedTask = { ...t, after: after.length ? after : undefined, earliestStart: earliest };
      if (!next.after) delete next.after;
      if (!next.earliestStart) delete next.earliestStart;
      return next;
    });
}
