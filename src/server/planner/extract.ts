/**
 * The rules extractor: plain English, Spanish or Arabic text -> ExtractedTask[]. No network. In
 * passes, each in its own file:
 *
 * 1. read-items.ts: normalise, split into items (segments.ts) and read each (segment.ts, with the
 *    grammar's durations.ts and clock.ts and the phrases of phrases.ts, titles by titles.ts);
 * 2. build-tasks.ts: the tasks, with their times, lengths and windows;
 * 3. order.ts: references and order attached to their items (references.ts);
 * 4. here: bedtimes dropped, departures pinned, round trips doubled, kept-free time added.
 */

import { doneBeforeTrip } from "./refiners/before-trip";
import { type Deadline } from "./budget";
import { detectLanguage, type Lang } from "./grammar";
import { fromMinutes, toMinutes } from "./time";
import { type ExtractedTask, type OtherDayItem, type PlanOptions } from "./types";
import { buildTasks } from "./build-tasks";
import { attachOrder } from "./order";
import { MAX_TASKS } from "./phrases";
import { readItems } from "./read-items";
import { cookForNextMeal, cookNearMealTime } from "./refiners/cook-for-meal";
import { partYieldsToDeadline } from "./refiners/part-before-deadline";
import { spreadDueStatement } from "./refiners/due-statement";
import { stateClauses } from "./refiners/state-clause";
import { followUpAfterEvent } from "./refiners/follow-up";
import { afterLastEvent } from "./refiners/after-last";
import { afterTimedSleep } from "./refiners/after-sleep";
import { markJustBefore } from "./refiners/just-before";
import { bedtimeByDeadline } from "./refiners/bedtime-by";
import { workAfterOpening } from "./refiners/after-opening";
import { loosenLateAfternoon } from "./refiners/late-afternoon";
import { readEachNotes } from "./refiners/each-note";
import { markRightAfter } from "./refiners/right-after";
import { placeBetweenNeighbours } from "./refiners/between-neighbours";
import { doneBeforeItsEvent } from "./refiners/for-event";
import { readRepeats } from "./refiners/repeat";
import { beforeLeaving } from "./refiners/before-leaving";
import { pickUpOnArrival } from "./refiners/pickup-arrival";
import { dropAndCollect } from "./refiners/drop-and-collect";
import { iftarIsDinner } from "./refiners/iftar";
import { tripsToEvents } from "./refiners/trip-to-event";
import { backIsResumed } from "./refiners/back-again";
import { breaksInsideEvents } from "./refiners/break-inside";
import { allDayEvents } from "./refiners/all-day-event";
import { wayHomeAfterDayOut } from "./refiners/way-home";
import { beforeDayStarts } from "./refiners/before-day-starts";
import { mealOnTheJob } from "./refiners/meal-on-the-job";
import { homeAfterDayAway } from "./refiners/day-away";
import { unnamedMealWindow } from "./refiners/unnamed-meal";
import { afterDueBy } from "./refiners/after-due";
import { sameEventTwice } from "./refiners/event-twice";
import { workAboard } from "./refiners/aboard";
import { dayStartMarkers, previewMentions } from "./refiners/start-marker";
import { COMMUTE, DEPARTURE, ROUND_TRIP } from "./segment";
import { isPersonalTask, MEETING_OR_CALL, TRAVEL, WAKE_UP } from "./activity";

export interface ExtractInfo {
  lang: Lang;
}

/**
 * Rules extractor (English and Spanish, and Arabic through arabic.ts). Deterministic, no I/O. With a
 * deadline, it checks it between its steps and throws PlanBudgetExceeded once it is spent (see budget.ts).
 */
function laterOf(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return toMinutes(a) >= toMinutes(b) ? a : b;
}

export function extractTasks(text: string, options: PlanOptions, planDeadline?: Deadline): ExtractedTask[] {
  return extractDay(text, options, planDeadline).tasks;
}

/** extractTasks, and the items the text gives to other days (other-days.ts). */
export function extractDay(
  text: string,
  options: PlanOptions,
  planDeadline?: Deadline,
): { tasks: ExtractedTask[]; otherDays: OtherDayItem[] } {
  const reading = readItems(text, options, planDeadline);
  const built = buildTasks(reading);
  attachOrder(reading, built);
  const { bedDrafts, blockedSpans } = reading;
  // "bakery, 4am start": it read the hours after it, and is no task (refiners/start-marker.ts).
  // "wfh 9-5 then quiz night ... - host quiz at the Fox 8-10pm": the first line's mention is the later item.
  const marks = [...bedDrafts, ...dayStartMarkers(reading.drafts), ...previewMentions(reading.drafts)];
  const gone = new Set(marks.map((i) => built.tasks[i].id));
  // "court 9:30 till 4:30, lunch recess 12:30-1:30": the break is a hole in the event around it.
  // "train 10-12, eat lunch on the train": inside the trip, which stays on the day around it.
  // ("playdate 2-4, drop off + collect": around the event, before it becomes a window below.)
  // "conference all day": an event over the working day, which the lunch break written with it splits.
  allDayEvents(built.tasks, options);
  const tasks = workAboard(breaksInsideEvents(dropAndCollect(built.tasks), built.hosts), built.aboard);
  // "print the handouts before the workshop at 2 / workshop 2-4": one workshop.
  for (const id of sameEventTwice(tasks)) gone.add(id);
  for (const host of tasks.filter((t) => built.hosts?.has(t.id))) {
    // What comes after a window starts when it ends ("layover til 5 then flight to Bangkok").
    for (const t of tasks)
      if (t.after?.includes(host.id) && !t.fixedStart) t.earliestStart = laterOf(t.earliestStart, host.fixedEnd);
    gone.add(host.id);
  }
  let kept = gone.size === 0 ? tasks : tasks.filter((t) => !gone.has(t.id));
  for (const t of kept) if (gone.size > 0 && t.after) t.after = t.after.filter((id) => !gone.has(id));
  // "dentist at 3, need to leave 30 min before": a departure ends when the event it is for begins,
  // so it is pinned right before that event instead of anywhere earlier in the day.
  for (const t of kept) {
    if (t.fixedStart || !t.deadline || !DEPARTURE.test(t.title)) continue;
    // "site visit 10-1 (45 min drive each way). then: party 3-5": a round trip goes with its visit (roundTrips).
    if (t.source && ROUND_TRIP.test(t.source)) continue;
    const end = toMinutes(t.deadline);
    const start = end - t.durationMinutes;
    // (Before the day starts too: "leave an hour before the 6:45 flight" is at 5:45.) "leave for the
    // airport by 1" with no event at 1: as late as it may, when nothing fixed is in the way.
    const event = kept.find((o) => o !== t && o.fixedStart && toMinutes(o.fixedStart) === end);
    const forEvent = event !== undefined;
    const clear = !kept.some(
      (o) => o !== t && o.fixedStart && o.fixedEnd && toMinutes(o.fixedStart) < end && toMinutes(o.fixedEnd) > start,
    );
    if (start < 0 || !(forEvent || (clear && LEAVING.test(t.title)))) continue;
    t.fixedStart = fromMinutes(start);
    t.fixedEnd = t.deadline;
    // The reason says what the time was from: the event it leads to, or the hour it was due by.
    if (event) t.timedBy = event.title;
    else t.timedUntil = true;
    delete t.deadline;
  }
  // "pack (1h), leave for the airport by 9": what is written before the leaving is done before it.
  doneBeforeTrip(kept, LEAVING);
  wayHomeAfterDayOut(kept, options);
  homeAfterDayAway(kept, text, toMinutes(options.dayStart));
  unnamedMealWindow(kept);
  // "iron 3 shirts, needs doing b4 the taxi comes at 6": the item's deadline, no task "Doing".
  stateClauses(kept);
  spreadDueStatement(kept);
  followUpAfterEvent(kept);
  afterLastEvent(kept);
  afterTimedSleep(kept);
  readEachNotes(kept);
  backIsResumed(kept);
  morningRoutine(kept);
  roundTrips(kept, options);
  tripsToEvents(kept, text);
  beforeLeaving(kept);
  kept = pickUpOnArrival(kept);
  readRepeats(kept);
  iftarIsDinner(kept, text);
  cookForNextMeal(kept);
  cookNearMealTime(kept);
  doneBeforeItsEvent(kept);
  markJustBefore(kept);
  bedtimeByDeadline(kept);
  afterDueBy(kept);
  workAfterOpening(kept);
  loosenLateAfternoon(kept);
  markRightAfter(kept);
  placeBetweenNeighbours(kept);
  beforeDayStarts(kept, toMinutes(options.dayStart));
  partYieldsToDeadline(kept);
  mealOnTheJob(kept);
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
  // "chapters 4‑6": the grammar's non-breaking hyphen (rules/numbered-range.ts) is a plain one to the person.
  for (const t of kept) if (t.title.includes("\u2011")) t.title = t.title.replace(/\u2011/gu, "-");
  return { tasks: kept, otherDays: reading.otherDays };
}

/**
 * "commute 30 min each way": the trip there (ending when work starts, or in the morning) and the
 * trip back (from the end of work, or in the evening), each as long as was said.
 */
/** What a morning routine is made of, besides exercise and errands (isPersonalTask). */
const ROUTINE = new RegExp(
  "(?<![\\p{L}])(?:shower|get\\s+ready|dress(?:ed)?|coffee|breakfast|journal(?:ing)?|meditat\\w*|" +
    "stretch\\w*|pray\\w*|ducha|ducharme|ba[nñ]arme|desayun\\w*|caf[eé]|arreglarme|vestirme|meditar|estirar|دش|استحمام|" +
    "فطور|الفطور|صلاة|الصلاة|[أا]تروش|دوش|شاور|[أا]تسبح|[أا]فطر|[أا]لبس|قهوة)(?![\\p{L}])",
  "iu",
);

/**
 * "wake up at 6, yoga 30 min, breakfast, commute 40 min, work 8:30-4:30": what is written right
 * after waking, up to the next timed item, is the morning routine: after waking, in the morning,
 * not after work like exercise on its own (when the waking itself is in the morning).
 */
/** Waking this late or later, the routine after it is not the morning's (a night shift, a lie-in). */
const LATE_WAKING = 11 * 60;

function morningRoutine(tasks: ExtractedTask[]): void {
  tasks.forEach((wake, w) => {
    if (!wake.fixedStart || !wake.fixedEnd || !WAKE_UP.test(wake.title.trim())) return;
    for (let k = w + 1; k < tasks.length; k++) {
      const t = tasks[k];
      if (t.fixedStart) break;
      if (!isPersonalTask(t.title, t.kind) && !ROUTINE.test(t.title) && !TRAVEL.test(t.title)) break;
      if (t.deadline || t.earliestStart || t.partOfDay || t.after?.length || TRAVEL.test(t.title)) continue;
      // Up at 2pm after a night shift: the routine follows the waking, whatever the part of the day.
      if (toMinutes(wake.fixedEnd) < LATE_WAKING) t.partOfDay = "morning";
      t.earliestStart = wake.fixedEnd;
    }
  });
}

/** Setting off, not driving somewhere: "leave for the airport", "head out", "salir hacia". */
const LEAVING = /^(?:leave|head\s+out|set\s+off|get\s+going|salir)(?![\p{L}])/iu;

/**
 * An appointment written next to task i (not a meeting, not travel; a meal out at its time counts,
 * "lunch w/ Tom at 12:30 downtown"): where a bare trip goes.
 */
function visitNextTo(tasks: ExtractedTask[], i: number): ExtractedTask | undefined {
  const visit = (v: ExtractedTask | undefined): v is ExtractedTask =>
    !!v?.fixedStart &&
    !!v.fixedEnd &&
    (v.kind === "event" || v.kind === "meal") &&
    !TRAVEL.test(v.title) &&
    !MEETING_OR_CALL.test(v.title);
  const [before, after] = [tasks[i - 1], tasks[i + 1]];
  // "load van 8-12, drive 1h, unload from 1.30": between two visits in the day's order, the trip
  // goes from the first to the second, so it leads to the one after it ("drive there" still goes
  // to the place just named).
  const len = tasks[i].durationMinutes;
  const there = /\bthere$/iu.test(tasks[i].title.trim());
  const inOrder =
    visit(before) && visit(after) && toMinutes(before.fixedEnd ?? "") + len <= toMinutes(after.fixedStart ?? "");
  if (inOrder && !there) return after;
  return [before, after].find(visit);
}

/** A trip with no destination of its own: "drive", "30 min drive". */
const BARE_TRIP =
  /^(?:drive|driving|the\s+drive|walk|bus|train|ride|trip|travel|conducir|trayecto|viaje)(?:\s+there)?$/iu;

function roundTrips(tasks: ExtractedTask[], options: PlanOptions): void {
  for (let i = tasks.length - 1; i >= 0; i--) {
    const t = tasks[i];
    if (!t.source) continue;
    if (!ROUND_TRIP.test(t.source)) {
      // "dentist at 3 (drive 20 min)": the drive there, right before it.
      const visit = !t.fixedStart && BARE_TRIP.test(t.title.trim()) ? visitNextTo(tasks, i) : undefined;
      const start = visit?.fixedStart ? toMinutes(visit.fixedStart) : -1;
      // "roast at mum's at 1, then walk": a walk written after the visit is no trip there.
      const afterIt = visit !== undefined && t.after?.includes(visit.id);
      if (visit && !afterIt && start - t.durationMinutes >= 0 && !t.deadline && !t.earliestStart) {
        Object.assign(t, {
          fixedStart: fromMinutes(start - t.durationMinutes),
          fixedEnd: visit.fixedStart,
          timedBy: visit.title,
        });
        delete t.partOfDay;
      }
      continue;
    }
    if (tasks.length >= MAX_TASKS) continue;
    const back: ExtractedTask = { ...t, id: `${t.id}-back`, source: t.source };
    delete back.deadline;
    delete back.fixedStart;
    delete back.fixedEnd;
    // "doctor at 8:15 (30 min drive each way)": there right before the appointment written next to
    // it, and back right after it.
    const visit = COMMUTE.test(t.title) ? undefined : visitNextTo(tasks, i);
    const len = t.durationMinutes;
    if (visit?.fixedStart && visit.fixedEnd) {
      const start = toMinutes(visit.fixedStart);
      const end = toMinutes(visit.fixedEnd);
      if (start - len >= 0 && end + len <= 1440) {
        if (!t.fixedStart)
          Object.assign(t, { fixedStart: fromMinutes(start - len), fixedEnd: visit.fixedStart, timedBy: visit.title });
        Object.assign(back, { fixedStart: visit.fixedEnd, fixedEnd: fromMinutes(end + len) });
        delete t.deadline;
        delete t.earliestStart;
        delete t.partOfDay;
        delete back.earliestStart;
        delete back.partOfDay;
        delete back.after;
        tasks.splice(i + 1, 0, back);
        continue;
      }
    }
    // The trip there may already be pinned ("commute 30 min each way, standup at 9:30" ends at 9:30).
    if (options.workStart && options.workEnd) {
      if (!t.fixedStart) t.deadline ??= options.workStart;
      back.earliestStart = options.workEnd;
    } else {
      if (!t.fixedStart) t.partOfDay ??= "morning";
      back.earliestStart = "17:00";
      delete back.partOfDay;
    }
    back.after = [t.id];
    tasks.splice(i + 1, 0, back);
  }
}

export { detectLanguage };
