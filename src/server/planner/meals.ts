/**
 * Meals on a long day (the second day-shape policy, see day-shape.ts): `scheduleDay` plans the day
 * with the solver, and when the plan runs from the morning past lunch, or from the afternoon into
 * the evening, plans it again with the lunch or dinner the person did not write. "cook dinner" and
 * "after dinner" mean there is a dinner. A meal the person wrote, said to skip, or whose time they
 * kept free is not added. The added meal is named in the description's language and shown in the
 * viewer's (src/lib/generated-title.ts).
 */

import { DINNER_WORD, LUNCH_WORD, mealType } from "./lexicon";
import { BARE_TEA } from "./evening-tea";
import { scheduleTasks, type SolveExtras } from "./schedule";
import { detectLanguage } from "./grammar";
import { fromMinutes, toMinutes } from "./time";
import type { ExtractedTask, PlannedBlock, PlanOptions, PlanResult } from "./types";
import { traitsOf, traitsOfTitle } from "./schedule/traits";
// A fasting day (Ramadan, "صايم"): no lunch is added, and the iftar the text gives is the evening meal.
import { FASTING_DAY } from "./locales/ar/fasting";

/** The meals added, with their names by language, length, and the window they must cover. */
const LUNCH = { title: { en: "Lunch", es: "Comida", ar: "غداء" }, minutes: 45, from: 12 * 60, to: 14 * 60 };
const DINNER = { title: { en: "Dinner", es: "Cena", ar: "عشاء" }, minutes: 45, from: 18 * 60 + 30, to: 20 * 60 };

/** "skip lunch", "no lunch", "working lunch", "sin comer": the person said otherwise. */
const SKIP_LUNCH = new RegExp(
  "(?<![\\p{L}])(?:skip(?:ping)?\\s+lunch|no\\s+lunch|without\\s+lunch|(?:work(?:ing)?|" +
    "eat(?:ing)?)\\s+through\\s+lunch|eat(?:ing)?\\s+at\\s+(?:my\\s+)?desk|working\\s+lunch|" +
    "lunch\\s+at\\s+(?:my\\s+)?desk|sin\\s+comer|sin\\s+almorzar|saltarme\\s+la\\s+comida|no\\s+como|fasting|" +
    "ayuno|صائم|صيام)",
  "iu",
);
const SKIP_DINNER =
  /(?<![\p{L}])(?:skip(?:ping)?\s+dinner|no\s+dinner|without\s+dinner|dinner\s+out|sin\s+cenar|no\s+ceno|saltarme\s+la\s+cena|fasting|ayuno|صائم|صيام)/iu;
/** "cook dinner", "after dinner", "antes de cenar": a dinner the person has in mind. */
/** "cook dinner", "make dinner", "cocinar la cena", "prepararle la cena" (who it is for glued on). Linear. */
const COOKING_DINNER =
  /(?<![\p{L}])(?:cook|make|prepare|prep|(?:cocinar|preparar|hacer)(?:les?|nos|me|te)?)\s+(?:the\s+|la\s+)?(?:dinner|supper|cena)(?![\p{L}])/iu;
const AFTER_DINNER = /(?:after\s+dinner|despu[eé]s\s+de\s+(?:cenar|la\s+cena))/iu;
const DINNER_IMPLIED =
  /(?<![\p{L}])(?:(?:cook|make|prepare|prep)\s+(?:the\s+)?dinner|(?:after|before)\s+dinner|(?:cocinar|preparar|hacer)\s+(?:la\s+)?cena|(?:despu[eé]s|antes)\s+de\s+(?:cenar|la\s+cena))(?![\p{L}])/iu;

const minutesOf = (t: string): number => {
  const m = toMinutes(t);
  return m === 0 ? 1440 : m;
};

interface Span {
  start: number;
  end: number;
}

/** Evenings out, or guests in, that include dinner. Linear: one alternation. */
const EVENING_OUT = new RegExp(
  "(?<![\\p{L}])(?:date\\s+night|dinner\\s+date|date\\s+with|restaurant|guests|dinner\\s+party|people\\s+over|" +
    "friends\\s+over|bbq|barbecue|curry|pizza|sushi|ramen|tacos|kebab|takeaway|tapas|cena\\s+rom[aá]ntica|cita\\s+con|restaurante|" +
    // ("Fish and chips at 7", "chippy tea": the evening's meal by its food.)
    "fish\\s+(?:and|&|n|'n')\\s+chips|chippy|" +
    "invitados|invitadas|مطعم)(?![\\p{L}])",
  "iu",
);

/** Whether the day already has that meal: written as a meal, or an event like "dinner with Ana". */
function hasMeal(tasks: ExtractedTask[], meal: "lunch" | "dinner"): boolean {
  return tasks.some((t) => {
    const type = mealType(t.title);
    if (type === meal || (meal === "lunch" && /brunch/iu.test(t.title))) return true;
    // A bare "tea" read as the evening meal ("tea at 5"), evening-tea.ts.
    if (meal === "dinner" && t.kind === "meal" && BARE_TEA.test(t.title.trim())) return true;
    // A meal that is also a meeting, at its hour: "12:30 lunch meeting downtown", "dinner meeting at 7".
    if (t.fixedStart !== undefined && (meal === "lunch" ? LUNCH_WORD : DINNER_WORD).test(t.title)) {
      const s = toMinutes(t.fixedStart);
      if (meal === "lunch" ? s >= 11 * 60 && s <= 14 * 60 + 30 : s >= 17 * 60 + 30 && s < 22 * 60) return true;
    }
    // A timed evening out that is a meal in all but name ("date night at 7:30", "restaurant at 8").
    if (meal === "dinner" && t.fixedStart !== undefined && EVENING_OUT.test(t.title)) {
      const s = toMinutes(t.fixedStart);
      if (s >= 17 * 60 + 30 && s < 22 * 60) return true;
    }
    // "eat beforehand" before a 2pm exam: a meal with no name, due in or just after the meal's hours.
    if (t.kind === "meal" && t.fixedStart === undefined && type === "other" && t.deadline !== undefined) {
      const by = toMinutes(t.deadline);
      return meal === "lunch" ? by >= 12 * 60 && by <= 15 * 60 : by >= 18 * 60 && by <= 22 * 60;
    }
    // A meal of another name at that time ("eat at 1", "comer a las 2").
    if (t.kind !== "meal" || t.fixedStart === undefined) return false;
    const s = toMinutes(t.fixedStart);
    return meal === "lunch" ? s >= 11 * 60 && s < 15 * 60 : s >= 17 * 60 + 30 && s < 22 * 60;
  });
}

/** Kept-free time ("nothing between 12 and 1") covering most of the meal's window. */
function keptFree(tasks: ExtractedTask[], from: number, to: number): boolean {
  return tasks.some(
    (t) =>
      t.blocked &&
      t.fixedStart !== undefined &&
      Math.min(to, minutesOf(t.fixedEnd ?? t.fixedStart)) - Math.max(from, toMinutes(t.fixedStart)) >= 45,
  );
}

/**
 * A long timed item the person is away at through the meal's whole window ("school 8-3:20", "garden
 * job 8-4", "college 9-3:30"): they eat there, so the plan adds no meal after it.
 */
function awayThrough(tasks: ExtractedTask[], from: number, to: number): boolean {
  return tasks.some((t) => {
    if (t.blocked || t.kind === "meal" || t.fixedStart === undefined || t.fixedEnd === undefined) return false;
    const s = toMinutes(t.fixedStart);
    const e = minutesOf(t.fixedEnd);
    return s <= from && e >= to && e - s >= 180;
  });
}

function spanOf(result: PlanResult): Span | undefined {
  // Breaks and repeats ("drink water every 2 hours") do not make a day long.
  const real = result.blocks.filter((b) => b.kind !== "break" && b.reason.code !== "repeat");
  if (!real.length) return undefined;
  return {
    start: Math.min(...real.map((b) => toMinutes(b.start))),
    end: Math.max(...real.map((b) => minutesOf(b.end))),
  };
}

/** A dinner the person has in mind: written about, or cooked by one of the tasks ("cook", "cook dinner"). */
const dinnerImplied = (tasks: readonly ExtractedTask[], description: string): boolean =>
  DINNER_IMPLIED.test(description) ||
  COOKING_DINNER.test(description) ||
  tasks.some((t) => !t.fixedStart && !t.deadline && traitsOf(t).prepares === "dinner");

/**
 * A lunch the person cooks ("cook lunch", "preparar la comida", "أطبخ الغدا"), not one packed for later
 * ("make the kids' lunch boxes"): the lunch is eaten that day, after the cooking, however short the day.
 */
const lunchImplied = (tasks: readonly ExtractedTask[], options: PlanOptions): boolean =>
  !workAtLunch(options) &&
  tasks.some((t) => !t.fixedStart && traitsOf(t).prepares === "lunch" && COOKING_LUNCH.test(t.title));

/**
 * Work hours over the middle of the day ("work 8-3"): the person is out at lunchtime, so the lunch they
 * cook waits for them to be home (cooked after work, eaten after it), as the solver plans it.
 */
const workAtLunch = (options: PlanOptions): boolean =>
  !!options.workStart &&
  !!options.workEnd &&
  toMinutes(options.workStart) <= LUNCH.from &&
  minutesOf(options.workEnd) >= LUNCH.from + 60;

/** The meals a long day should keep that the person did not write (see the file header). */
export function missingMeals(
  tasks: ExtractedTask[],
  options: PlanOptions,
  result: PlanResult,
  description: string,
  lang: "en" | "es" | "ar",
): ExtractedTask[] {
  const worked = spanOf(result);
  // The day's work hours are part of the day even with no block of their own ("work 8-3, cook, dinner at 9").
  const span =
    options.workStart && options.workEnd && worked
      ? {
          start: Math.min(worked.start, toMinutes(options.workStart)),
          end: Math.max(worked.end, minutesOf(options.workEnd)),
        }
      : worked;
  const dayStart = toMinutes(options.dayStart);
  const dayEnd = minutesOf(options.dayEnd);
  const out: ExtractedTask[] = [];
  const make = (meal: typeof LUNCH, id: string): ExtractedTask => ({
    id,
    title: meal.title[lang],
    kind: "meal",
    durationMinutes: meal.minutes,
    priority: 4,
    source: "",
    // A Spanish "comida" is about 14:00, planned again or not (windows.ts).
    ...(meal === LUNCH && lang === "es" ? { traits: { lateLunch: true } } : {}),
  });
  const ids = new Set(tasks.map((t) => t.id));
  const freshId = (base: string): string => {
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    return id;
  };
  const now = options.now ? toMinutes(options.now) : 0;
  // Lunch: the plan runs from before noon to after 2pm, or one of the tasks cooks it ("cook lunch"), the
  // day has that window, and it is not past.
  if (
    ((span && span.start <= LUNCH.from && span.end >= LUNCH.to) || lunchImplied(tasks, options)) &&
    dayStart <= LUNCH.from &&
    dayEnd >= LUNCH.to &&
    now < LUNCH.to - LUNCH.minutes &&
    !hasMeal(tasks, "lunch") &&
    !SKIP_LUNCH.test(description) &&
    !FASTING_DAY.test(description) &&
    !keptFree(tasks, LUNCH.from - 30, LUNCH.to) &&
    !awayThrough(tasks, LUNCH.from, LUNCH.to)
  )
    out.push(make(LUNCH, freshId("lunch")));
  // Dinner: the plan runs from the afternoon into the evening, or a dinner is implied.
  const long = span && span.start <= 16 * 60 && span.end >= DINNER.to;
  if (
    (long || dinnerImplied(tasks, description)) &&
    dayEnd >= DINNER.to &&
    now < DINNER.to &&
    !hasMeal(tasks, "dinner") &&
    !SKIP_DINNER.test(description) &&
    !FASTING_DAY.test(description) &&
    !keptFree(tasks, DINNER.from, DINNER.to + 30)
  )
    out.push(make(DINNER, freshId("dinner")));
  return out;
}

/** Where an added meal may go into a finished plan, and the time it is best near. */
const SLOT = {
  lunch: { range: [11 * 60 + 30, 14 * 60 + 30], core: [12 * 60, 13 * 60] },
  dinner: { range: [18 * 60, 21 * 60 + 30], core: [18 * 60 + 30, 19 * 60 + 30] },
} as const;

/** A Spanish "comida" added to a Spanish day: about 14:00, before what comes "después de comer" (order.ts). */
const ES_LUNCH_SLOT = { range: [12 * 60 + 30, 15 * 60], core: [14 * 60, 14 * 60 + 15] } as const;

/** A meal put into the plan as it is stays within this many minutes of its usual time; further off, the day is planned again around it. */
const NEAR_USUAL = 30;

const isLunch = (meal: ExtractedTask): boolean => meal.id.startsWith("lunch");

/** The day's work hours when they run into the evening, the hours an added dinner keeps out of. */
function workSpan(options: PlanOptions): [number, number] | undefined {
  if (!options.workStart || !options.workEnd) return undefined;
  const [ws, we] = [toMinutes(options.workStart), toMinutes(options.workEnd)];
  return ws < we && we > SLOT.dinner.range[0] && we <= SLOT.dinner.range[1] ? [ws, we] : undefined;
}

/**
 * The plan with the meals put into its free time, nothing moved: each in its window as near its
 * usual time as there is room. Undefined when one of them finds no room (with `all`).
 */
function insertMeals(
  plan: PlanResult,
  meals: ExtractedTask[],
  options: PlanOptions,
  all: boolean,
  maxOff = Infinity,
): PlanResult | undefined {
  const floor = Math.max(toMinutes(options.dayStart), options.now ? toMinutes(options.now) : 0);
  const dayEnd = minutesOf(options.dayEnd);
  const taken = plan.blocks.map((b) => [toMinutes(b.start), minutesOf(b.end)]);
  const blocks = [...plan.blocks];
  for (const meal of meals) {
    const { range, core } = meal.traits?.lateLunch ? ES_LUNCH_SLOT : SLOT[isLunch(meal) ? "lunch" : "dinner"];
    const len = meal.durationMinutes;
    // ("hoy abro la pelu de 10 a 2 y de 5 a 8": dinner comes once the day's work is over, not among its clients.)
    const busy = !isLunch(meal) ? workSpan(options) : undefined;
    let best: number | undefined;
    let bestCost = Infinity;
    for (let s = Math.max(range[0], Math.ceil(floor / 5) * 5); s + len <= Math.min(range[1] + len, dayEnd); s += 5) {
      if (taken.some(([a, b]) => a < s + len && s < b)) continue;
      if (busy && busy[0] < s + len && s < busy[1]) continue;
      const cost = s < core[0] ? core[0] - s : s > core[1] ? s - core[1] : 0;
      if (cost < bestCost) {
        best = s;
        bestCost = cost;
      }
    }
    if (best === undefined || bestCost > maxOff) {
      if (all) return undefined;
      continue;
    }
    taken.push([best, best + len]);
    blocks.push({
      id: meal.id,
      taskId: meal.id,
      title: meal.title,
      start: fromMinutes(best),
      end: fromMinutes(best + len),
      kind: "meal",
      fixed: false,
      reason: { code: isLunch(meal) ? "kept-lunch" : "kept-dinner" },
      constraints: { priority: meal.priority },
    });
  }
  blocks.sort((a, b) => toMinutes(a.start) - toMinutes(b.start) || minutesOf(a.end) - minutesOf(b.end));
  return { ...plan, blocks };
}

/** Minutes of the person's normal and important tasks (priority 3 and up) left unscheduled. */
const lostMinutes = (plan: PlanResult, tasks: ExtractedTask[]): number => {
  const important = new Set(tasks.filter((t) => t.priority >= 3).map((t) => t.id));
  return plan.unscheduled.reduce((sum, u) => (important.has(u.taskId) ? sum + u.minutes : sum), 0);
};

/**
 * Minutes lost of the tasks that must go in a window of their own ("proofread during the lunch
 * recess" is 12:30-1:30): the added meal does not take that window even on a day of late work.
 */
const lostWindowed = (plan: PlanResult, tasks: ExtractedTask[]): number => {
  const windowed = new Set(
    tasks
      .filter(
        (t) =>
          !t.fixedStart &&
          t.earliestStart &&
          t.deadline &&
          toMinutes(t.deadline) - toMinutes(t.earliestStart) < 2 * t.durationMinutes,
      )
      .map((t) => t.id),
  );
  return plan.unscheduled.reduce((sum, u) => (windowed.has(u.taskId) ? sum + u.minutes : sum), 0);
};

/** A meal added by planning the day again may not push one of the person's tasks later by more than this. */
const MAX_PUSH = 120;

/** The most minutes any normal or important task starts later in `after` than in `before`. */
function pushedLater(before: PlanResult, after: PlanResult, tasks: ExtractedTask[]): number {
  const startOf = (plan: PlanResult, id: string): number | undefined => {
    const starts = plan.blocks.filter((b) => b.taskId === id).map((b) => toMinutes(b.start));
    return starts.length ? Math.min(...starts) : undefined;
  };
  let most = 0;
  for (const t of tasks) {
    if (t.priority < 3 || t.fixedStart) continue;
    const a = startOf(before, t.id);
    const b = startOf(after, t.id);
    if (a !== undefined && b !== undefined) most = Math.max(most, b - a);
  }
  return most;
}

/** A title that is only cooking: "cook", "cooking", "cocinar". Anchored: linear. */
const BARE_COOK = /^(?:cook(?:ing)?|cook\s+(?:something|food)|make\s+food|cocinar|hacer\s+de\s+comer)$/iu;
/** From when a bare "cook" is the dinner's. */
const EVENING_COOK = 16 * 60;

/** "cook dinner" that found no room before the added dinner (mealAfterCooking). */
function dinnerAfterCooking(plan: PlanResult, dinnerId: string, day: DaySpan): void {
  // A bare "cook" in the evening ("after work pick up the dry cleaning, then cook") is the dinner's too.
  mealAfterCooking(
    plan,
    dinnerId,
    day,
    (b) => COOKING_DINNER.test(b.title) || (BARE_COOK.test(b.title.trim()) && toMinutes(b.start) >= EVENING_COOK),
  );
}

/** "cook lunch", "preparar la comida", "أطبخ الغدا": the lunch the person cooks. Linear. */
const COOKING_LUNCH = new RegExp(
  "(?<![\\p{L}])(?:(?:cook|make|prepare|prep)\\s+(?:the\\s+)?lunch(?!\\s*(?:box|boxes|for\\s+(?:the\\s+)?kids|for\\s+school))|" +
    "(?:cocinar|preparar|hacer)\\s+(?:la\\s+)?comida|[أان]?(?:طبخ|سوي|جهز)\\s+(?:ال)?(?:غدا|غداء))(?![\\p{L}])",
  "iu",
);

/**
 * "work 8-2, cook lunch": the lunch added in the middle of the day (while the person is at work)
 * moves to right after the cooking written for it when that time is free, as a cooked dinner does
 * (issue 29 kind 10: cooking never comes after the meal it cooks).
 */
function lunchAfterCooking(plan: PlanResult, meals: readonly ExtractedTask[], day: DaySpan): void {
  const lunch = meals.find(isLunch);
  if (lunch) mealAfterCooking(plan, lunch.id, day, (b) => COOKING_LUNCH.test(b.title));
}

/** The day's first and last minute (the plan's window). */
interface DaySpan {
  start: number;
  end: number;
}

const daySpan = (options: PlanOptions): DaySpan => ({
  start: toMinutes(options.dayStart),
  end: minutesOf(options.dayEnd),
});

/**
 * The cooking moved to right before the meal, when that time is free and keeps the cooking's own
 * limits (its earliest start, what it comes after, the day's start): "cook dinner after I get Jake ...
 * in bed by half 9" cooks before the dinner rather than the dinner running past the day's end.
 */
function cookBeforeMeal(plan: PlanResult, meal: PlannedBlock, cook: PlannedBlock, day: DaySpan): boolean {
  if (plan.blocks.some((b) => b !== cook && b.taskId === cook.taskId)) return false;
  const end = toMinutes(meal.start);
  const start = end - (minutesOf(cook.end) - toMinutes(cook.start));
  const c = cook.constraints;
  const afterEnds = plan.blocks.filter((b) => c?.after?.includes(b.taskId)).map((b) => minutesOf(b.end));
  const floor = Math.max(day.start, c?.earliestStart ? toMinutes(c.earliestStart) : 0, ...afterEnds);
  const taken = plan.blocks.filter((b) => b !== meal && b !== cook);
  if (start < floor || taken.some((b) => toMinutes(b.start) < end && start < minutesOf(b.end))) return false;
  Object.assign(cook, {
    start: fromMinutes(start),
    end: fromMinutes(end),
    reason: { code: "before-meal", params: { title: meal.title } },
  });
  return true;
}

/**
 * The cooking that found no room before the added meal: the two change places when the cooking
 * came right after it, else the meal moves to right after the cooking when that time is free.
 */
function mealAfterCooking(plan: PlanResult, mealId: string, day: DaySpan, cooking: (b: PlannedBlock) => boolean): void {
  const meal = plan.blocks.find((b) => b.taskId === mealId);
  const cook = plan.blocks.find((b) => b.kind !== "meal" && cooking(b));
  if (!meal || !cook || toMinutes(cook.start) < toMinutes(meal.start)) return;
  if (toMinutes(cook.start) === minutesOf(meal.end)) {
    // Right after the dinner: the two change places.
    const from = toMinutes(meal.start);
    const cookEnd = from + minutesOf(cook.end) - toMinutes(cook.start);
    const mealEnd = cookEnd + minutesOf(meal.end) - toMinutes(meal.start);
    Object.assign(cook, {
      start: fromMinutes(from),
      end: fromMinutes(cookEnd),
      reason: { code: "before-meal", params: { title: meal.title } },
    });
    Object.assign(meal, {
      start: fromMinutes(cookEnd),
      end: fromMinutes(mealEnd),
      reason: { code: "after", params: { title: cook.title } },
    });
    plan.blocks.sort((a, b) => toMinutes(a.start) - toMinutes(b.start) || minutesOf(a.end) - minutesOf(b.end));
    return;
  }
  const start = minutesOf(cook.end);
  const end = start + minutesOf(meal.end) - toMinutes(meal.start);
  const taken = plan.blocks.filter((b) => b !== meal && b !== cook);
  if (end > day.end || taken.some((b) => toMinutes(b.start) < end && start < minutesOf(b.end))) {
    if (end > day.end && cookBeforeMeal(plan, meal, cook, day))
      plan.blocks.sort((a, b) => toMinutes(a.start) - toMinutes(b.start) || minutesOf(a.end) - minutesOf(b.end));
    return;
  }
  meal.start = fromMinutes(start);
  meal.end = fromMinutes(end);
  meal.reason = { code: "after", params: { title: cook.title } };
  plan.blocks.sort((a, b) => toMinutes(a.start) - toMinutes(b.start) || minutesOf(a.end) - minutesOf(b.end));
}

/**
 * Flexible work that the plan runs late into the evening (an overbooked day). Work that waits for a
 * late event or hour ("clean the truck after" an evening service till 8:30) is late by the text, not
 * by an overbooked day: the meal does not win over it.
 */
const workRunsLate = (plan: PlanResult, tasks: ExtractedTask[]): boolean => {
  const waits = new Set(tasks.filter((t) => t.after?.length || t.earliestStart).map((t) => t.id));
  return plan.blocks.some(
    (b) =>
      !b.fixed && (b.kind === "task" || b.kind === "event") && minutesOf(b.end) > 20 * 60 + 30 && !waits.has(b.taskId),
  );
};

/**
 * Cooking placed before its meal is kept as a dependency of the meal ("cook dinner" stays before
 * dinner through every later re-plan, quick add and edit): the meal's constraints gain `after`.
 */
export function linkPreparation(plan: PlanResult, tasks: ExtractedTask[]): PlanResult {
  const traits = new Map(tasks.map((t) => [t.id, traitsOf(t)]));
  const mealOf = (b: PlannedBlock): string | undefined =>
    b.kind === "meal" ? (traits.get(b.taskId) ?? traitsOfTitle(b.title, b.kind)).mealOfTitle : undefined;
  for (const cook of plan.blocks) {
    const meal = traits.get(cook.taskId)?.prepares;
    if (!meal || cook.kind === "meal") continue;
    const pieces = plan.blocks.filter((b) => b.taskId === cook.taskId);
    const end = Math.max(...pieces.map((b) => minutesOf(b.end)));
    const target = plan.blocks.find((b) => mealOf(b) === meal && toMinutes(b.start) >= end && !b.done);
    if (!target) continue;
    const after = target.constraints?.after ?? [];
    if (after.includes(cook.taskId)) continue;
    const constraints = { ...target.constraints, after: [...after, cook.taskId] };
    for (const b of plan.blocks) if (b.taskId === target.taskId) b.constraints = constraints;
  }
  return plan;
}

/**
 * Plans a day as a person would live it: the solver, and again with the meals a long day keeps
 * (the second plan is only made when a meal is missing). "after dinner" items then follow that
 * dinner.
 */
export function scheduleDay(
  tasks: ExtractedTask[],
  options: PlanOptions,
  description: string,
  extras: SolveExtras = {},
): PlanResult {
  return linkPreparation(planWithMeals(tasks, options, description, extras), tasks);
}

function planWithMeals(
  tasks: ExtractedTask[],
  options: PlanOptions,
  description: string,
  extras: SolveExtras,
): PlanResult {
  const first = scheduleTasks(tasks, options, extras);
  const lang = options.locale ?? detectLanguage(description);
  const meals = missingMeals(tasks, options, first, description, lang);
  if (!meals.length) return first;
  const implied = dinnerImplied(tasks, description) || lunchImplied(tasks, options);
  // 1. Into the free time of the plan as it is: nothing moves.
  if (!implied) {
    const inserted = insertMeals(first, meals, options, true, NEAR_USUAL);
    if (inserted) {
      lunchAfterCooking(inserted, meals, daySpan(options));
      return inserted;
    }
  }
  // 2. Planned again with the meals placed first ("after dinner" items follow that dinner). Kept
  // when it costs none of the person's normal work and pushes none of it more than two hours later,
  // when work was running late into the evening (meals win over it), or when they wrote about the
  // dinner. Otherwise the meals go where the first plan has room, or are left out.
  const dinner = meals.find((m) => !isLunch(m));
  const withMeals = [...meals, ...tasks].map((t) =>
    dinner && t.source && AFTER_DINNER.test(t.source) ? { ...t, after: [...(t.after ?? []), dinner.id] } : t,
  );
  const result = scheduleTasks(withMeals, options, extras);
  if (
    (!implied &&
      !workRunsLate(first, tasks) &&
      (lostMinutes(result, tasks) > lostMinutes(first, tasks) || pushedLater(first, result, tasks) > MAX_PUSH)) ||
    lostWindowed(result, tasks) > lostWindowed(first, tasks)
  )
    return insertMeals(first, meals, options, false) ?? first;
  if (dinner) dinnerAfterCooking(result, dinner.id, daySpan(options));
  lunchAfterCooking(result, meals, daySpan(options));
  // A meal that found no room (a shift through lunch) is left out quietly: it was not asked for.
  result.unscheduled = result.unscheduled.filter((u) => !meals.some((m) => m.id === u.taskId));
  const added = new Map(meals.map((m) => [m.id, isLunch(m) ? "kept-lunch" : "kept-dinner"]));
  for (const b of result.blocks) {
    const code = added.get(b.taskId);
    if (code && (b.reason.code === "lunch" || b.reason.code === "dinner" || b.reason.code === "meal"))
      b.reason = { code };
  }
  return result;
}
