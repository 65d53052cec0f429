import { Deadline, isPlanBudgetExceeded, type PlanBudget } from "./budget";
import { readBreakRhythm } from "./break-rhythm";
import { extractDay } from "./extract";
import { detectLanguage } from "./grammar";
import { dropPastWake, lateDayEnd, nameLeaveMarkers, wakeDayStart, workDayEnd } from "./leave-work";
import { scheduleDay } from "./meals";
import { dropWorkMarker, textWorkHours } from "./work-window";
import { offDayOptions } from "./day-off";
import type { SolveExtras } from "./schedule";
import { toMinutes } from "./time";
import { titleAsWritten } from "./locales/es/spelling";
import type {
  BlockConstraints,
  EnginePlanResult,
  ExtractedTask,
  Extractor,
  OtherDayItem,
  PlanOptions,
  PlanResult,
  Reason,
} from "./types";

function withNoTaskWarning(result: PlanResult, tasks: ExtractedTask[]): PlanResult {
  if (!tasks.some((t) => !t.blocked)) result.warnings = [...(result.warnings ?? []), { code: "no-tasks" }];
  return result;
}

/** Rules extractor + solver. */
/** The language of the description (mostly Arabic script means Arabic), for the titles of inserted breaks. */
function planLocale(description: string, options: PlanOptions): "en" | "es" | "ar" {
  return detectLanguage(description, options.locale === "es" ? "es" : "en");
}

/**
 * `extras.pinned`: blocks already on the day that the plan must go around (the calendar's
 * imported and hand-made events); they come back in `blocks` as the same objects.
 * With a budget, extraction and solving together stop with PlanBudgetExceeded once it is spent
 * (see budget.ts); without one they run to the end (tests, the CLI, the benchmarks).
 */
/** A day typed on Windows or pasted from a mail ("\r\n", an old Mac's "\r") reads as one typed with "\n". */
const oneLineEnd = (text: string): string => (text.includes("\r") ? text.replace(/\r\n?/gu, "\n") : text);

/**
 * A list pasted with blank lines between its bullets ("after work:\n\n- gym\n\n- call mum", as notes apps
 * copy it) is one list: the blank lines right before a bullet go, so a heading keeps its bullets. A blank line
 * before a plain line or a heading stays (it parts groups). Bounded quantifiers: linear.
 */
const LIST_GAP = /\n(?:[^\S\n]{0,8}\n){1,4}(?=[^\S\n]{0,4}(?:[-*•·▪–]|[\d٠-٩]{1,2}[.)-])[^\S\n])/gu;
/** Most lines typed close over or under a double-spaced day that still leave it double-spaced. */
const MOST_EDGE = 3;
function oneList(text: string): string {
  if (!text.includes("\n\n") && !/\n[^\S\n]+\n/u.test(text)) return text;
  // ("afterwards:\n\npharmacy\n\nwash the car": a day double-spaced throughout says nothing by its gaps.)
  const lines = text.split("\n");
  const blank = lines.map((l) => l.trim() === "");
  const written = lines.filter((_, i) => !blank[i]);
  // (A header over it or a remark under it, typed without a gap, leaves it double-spaced: "Today's plan:\n...".)
  const first = blank.indexOf(false);
  const last = blank.lastIndexOf(false);
  const tight = (i: number): boolean => !blank[i] && i + 1 < lines.length && !blank[i + 1];
  const gaps = blank.filter((b, i) => b && i > 0 && !blank[i - 1]).length;
  // (A few header or remark lines at most: "Monday's plan:\nToday's list:\n...".)
  const header = (i: number): boolean =>
    i - first < MOST_EDGE && lines.slice(first, i).every((_, k) => tight(first + k));
  const trailer = (i: number): boolean =>
    last - i <= MOST_EDGE && lines.slice(i + 1, last).every((_, k) => tight(i + 1 + k));
  if (written.length >= 3 && gaps >= 2 && !blank.some((_, i) => tight(i) && !header(i) && !trailer(i)))
    return written.join("\n");
  return text.replace(LIST_GAP, "\n");
}

/** The description as the reader takes it: one kind of line end, lists without gaps. */
const asRead = (text: string): string => oneList(oneLineEnd(text));

export function planDay(
  description: string,
  options: PlanOptions,
  extras: SolveExtras = {},
  budget?: PlanBudget,
): PlanResult {
  description = asRead(description);
  const deadline = budget ? new Deadline(budget) : undefined;
  const lang = planLocale(description, options);
  const { tasks, options: day, otherDays } = readAsRead(description, options, deadline);
  const result = scheduleDay(tasks, { ...day, locale: lang }, description, { ...extras, deadline });
  holdTextDayStart(result, options, day);
  // Items of other days are listed with the plan, never placed on this day (other-days.ts).
  if (otherDays.length > 0) result.otherDays = otherDays;
  return withNoTaskWarning(result, tasks);
}

/**
 * "woke up late, at 10": a day the description starts later than the user's usual start keeps that
 * start for what is planned from it, as an earliest start of each flexible block and of what did not
 * fit, so a re-plan (which plans from the saved blocks and the usual day) does not move them into
 * the morning the person did not have (issue 29 kind 10).
 */
function holdTextDayStart(result: PlanResult, options: PlanOptions, day: PlanOptions): void {
  const start = toMinutes(day.dayStart);
  if (start <= toMinutes(options.dayStart)) return;
  const hold = (c: BlockConstraints | undefined): BlockConstraints =>
    c?.earliestStart && toMinutes(c.earliestStart) >= start ? c : { ...c, earliestStart: day.dayStart };
  result.blocks = result.blocks.map((b) => (b.fixed ? b : { ...b, constraints: hold(b.constraints) }));
  result.unscheduled = result.unscheduled.map((u) => ({ ...u, constraints: hold(u.constraints) }));
}

/**
 * The day the description itself sets: when it leaves work, when it gets up. The same options object
 * when it sets neither (each step returns its input unchanged then).
 */
function dayOptions(tasks: ExtractedTask[], options: PlanOptions): PlanOptions {
  return lateDayEnd(tasks, wakeDayStart(tasks, workDayEnd(tasks, textWorkHours(tasks, options))));
}

/**
 * The rules engine's reading of a description: its tasks, and the options they are planned with
 * ("I'm out at 4" ends this day's work at 4, so it is read again with that end of work and "after
 * work" means 4 too).
 */
export function readDay(
  description: string,
  options: PlanOptions,
  deadline?: Deadline,
): { tasks: ExtractedTask[]; options: PlanOptions; otherDays: OtherDayItem[] } {
  return readAsRead(asRead(description), options, deadline);
}

/** readDay of a description planDay has already put in the form the reader takes (asRead). */
function readAsRead(
  description: string,
  options: PlanOptions,
  deadline?: Deadline,
): { tasks: ExtractedTask[]; options: PlanOptions; otherDays: OtherDayItem[] } {
  // "day off today", "hoy libro", "اليوم راحة": no usual work hours this day (day-off.ts).
  options = offDayOptions(description, options);
  const first = extractDay(description, options, deadline);
  const day = dayOptions(first.tasks, options);
  const { tasks, otherDays } = day === options ? first : extractDay(description, day, deadline);
  // "break every hour for 10 min" shapes the day's breaks; it does not change how the text reads.
  const rhythm = readBreakRhythm(dropWorkMarker(tasks, day), day);
  const named = nameLeaveMarkers(dropPastWake(rhythm.tasks, day), planLocale(description, options));
  // "recojer a los niños", read as "recoger": the title as the person wrote it.
  for (const t of named) t.title = titleAsWritten(t.title, description);
  for (const o of otherDays) o.title = titleAsWritten(o.title, description);
  return { tasks: named, options: rhythm.options, otherDays };
}

/** Error with a reason code that planWithExtractor reports as the fallback reason. */
export class ExtractorError extends Error {
  constructor(
    public readonly code: "llm-unavailable" | "llm-timeout" | "llm-invalid" | "llm-empty",
    message: string,
  ) {
    super(message);
    this.name = "ExtractorError";
  }
}

/**
 * Plans with a pluggable extractor (e.g. the LLM one). Whatever it returns goes through the same
 * solver; if it fails, times out or returns nothing usable, the rules engine plans instead and
 * `fallback` says why.
 */
export async function planWithExtractor(
  description: string,
  options: PlanOptions,
  extractor?: Extractor,
  extras: SolveExtras = {},
  budget?: PlanBudget,
): Promise<EnginePlanResult> {
  description = oneLineEnd(description);
  const lang = planLocale(description, options);
  if (extractor) {
    let fallback: Reason;
    try {
      const read = await extractor(description, options);
      const textDay = dayOptions(read, options);
      const { tasks, options: day } = readBreakRhythm(dropWorkMarker(read, textDay), textDay);
      // The budget counts the synchronous work only, not the wait for the model's answer.
      const deadline = budget ? new Deadline(budget) : undefined;
      if (read.length > 0)
        return {
          ...scheduleDay(tasks, { ...day, locale: lang }, description, {
            ...extras,
            deadline,
          }),
          engine: "llm",
        };
      fallback = { code: "llm-empty" };
    } catch (error) {
      if (isPlanBudgetExceeded(error)) throw error;
      fallback = { code: error instanceof ExtractorError ? error.code : "llm-unavailable" };
    }
    return { ...planDay(description, options, extras, budget), engine: "rules", fallback };
  }
  return { ...planDay(description, options, extras, budget), engine: "rules" };
}
