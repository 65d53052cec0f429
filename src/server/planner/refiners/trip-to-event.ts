/**
 * Anchors to the day's events hold (issue 29, kind 8): "flight at 4:30pm (be there 2h before), drive
 * to the airport 40 min", "job interview at 2pm, get there 15 min early, 30 min bus ride" put the
 * trip right before the event it leads to, ending when the person must be there (the event's start,
 * less the lead the text gives), not in the first free slot of the morning.
 * A trip is a task whose title opens with a way of going ("drive to the airport", "bus ride",
 * "taxi to the station") with no time of its own; the event is the timed item written right before
 * or after it (not a call or a video meeting). The lead is read from the text once ("be there 2h before",
 * "get there 30 min early", "arrive 15 min early"). A language-free refiner over the extracted
 * tasks, after the bare trips of extract.ts (roundTrips) are placed.
 */

import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask } from "../types";
import { PART_WINDOWS } from "../windows";

/**
 * "Turno de 7 a 11 en el bar / x la mañana ir al banco": a trip with its own part of the day goes in
 * that part; an event that ends after the part (or starts before it) is none it follows or leads to.
 */
function outsidePart(t: ExtractedTask, e: ExtractedTask): boolean {
  if (!t.partOfDay || !e.fixedStart) return false;
  const [from, to] = PART_WINDOWS[t.partOfDay];
  return toMinutes(e.fixedEnd ?? e.fixedStart) > to || toMinutes(e.fixedStart) < from;
}

/** A way of going at the start of the title ("walk" only with where to: "walk the dog" is no trip). Anchored: linear. */
const WAYS =
  "drive|driving|bus|coach|shuttle|ferry|tram|train|taxi|cab|uber|subway|tube|metro|commute|travel|conducir|autob[uú]s";
const GOING = new RegExp(
  `^(?:(?:the\\s+)?(?:${WAYS})(?:\\s|$)|(?:walk|cycle|bike|ride|head|go|ir)\\s+(?:to|there|over|a|al)\\s)`,
  "iu",
);
/** What needs no trip: a call, a video meeting. Linear: one alternation. */
const REMOTE =
  /(?<![\p{L}])(?:calls?|phone|zoom|teams|video|online|remote|llamada|videollamada|مكالمة|اتصال)(?![\p{L}])/iu;
/** "be there 2h before", "get there 30 min early", "arrive 15 min early". Linear: one pass. */
const LEAD =
  /(?:be|get|arrive|arriving)\s+(?:there\s+|(?:at|in)\s+(?:the\s+)?\p{L}+\s+)?(\d{1,3}(?:[.,]\d)?)\s*(h|hrs?|hours?|m|mins?|minutes?)\s+(?:early|before|beforehand|ahead)/iu;

/** The lead in minutes the text gives, or 0. */
function leadOf(text: string): number {
  const m = LEAD.exec(text);
  if (!m) return 0;
  const n = Number(m[1].replace(",", "."));
  return Math.round(/^h/iu.test(m[2]) ? n * 60 : n);
}

/** Where one goes to work out ("ir al gym", "go to the pool"): going there is the workout. Linear. */
const WORKOUT_PLACE = /(?<![\p{L}])(?:gym|gimnasio|gimna|pool|piscina|pilates|yoga|crossfit)(?![\p{L}])/iu;

/** "drive to Bristol", "taxi to the hotel": where the trip goes (lowercase), or undefined. Anchored: linear. */
const DESTINATION = /\s(?:to|a|al)\s+(?:the\s+|el\s+|la\s+)?(.+)$/iu;
/** Places a trip goes to for the event it leads to: the airport for a flight, the station for a train. */
const FOR_THE_EVENT = /(?<![\p{L}])(?:airport|station|terminal|venue|there|aeropuerto|estaci[oó]n)(?![\p{L}])/iu;
/** The shortest event a trip written after it follows rather than leads to (a meeting at 2 has 60 minutes). */
const LONG_EVENT = 120;

/** Whether trip t, written right after event e, goes on from it: to a place of its own, after a long event. */
function followsEvent(t: ExtractedTask, e: ExtractedTask): boolean {
  const to = DESTINATION.exec(t.title.trim())?.[1];
  if (!to || FOR_THE_EVENT.test(to) || !e.fixedStart || !e.fixedEnd) return false;
  if (toMinutes(e.fixedEnd) - toMinutes(e.fixedStart) < LONG_EVENT) return false;
  return !e.title.toLowerCase().includes(to.toLowerCase());
}

export function tripsToEvents(tasks: ExtractedTask[], text: string): void {
  let lead: number | undefined;
  tasks.forEach((t, i) => {
    if (t.fixedStart || t.deadline || t.earliestStart || t.after?.length || !GOING.test(t.title.trim())) return;
    // "ir al gym", "go to the gym": the workout done there, not a trip to the next event.
    if (t.durationMinutes > 180 || (t.kind === "habit" && WORKOUT_PLACE.test(t.title))) return;
    const leads = (o: ExtractedTask | undefined): boolean =>
      !!o?.fixedStart && o.kind !== "meal" && !GOING.test(o.title) && !REMOTE.test(o.title) && !outsidePart(t, o);
    // "load van 8-12, drive 1h, unload from 1.30": between two timed items, in the order of the day,
    // the trip goes from the first to the second, so it leads to the one after it ("drive there"
    // still goes to the place just named).
    const before = tasks[i - 1];
    const after = tasks[i + 1];
    const between =
      !/\bthere$/iu.test(t.title.trim()) &&
      leads(before) &&
      leads(after) &&
      toMinutes(before.fixedEnd ?? before.fixedStart ?? "") + t.durationMinutes <= toMinutes(after.fixedStart ?? "");
    // "removals 8-12, drive to Bristol (2.5h)", "conference 9-5, drive to the hotel": a trip to a place
    // of its own written after a long event (and before no other) follows it: the day's order.
    if (!between && leads(before) && !leads(after) && followsEvent(t, before)) {
      t.earliestStart = before.fixedEnd;
      t.after = [before.id];
      return;
    }
    const event = between ? after : [before, after].find(leads);
    if (!event?.fixedStart) return;
    lead ??= leadOf(text);
    const end = toMinutes(event.fixedStart) - lead;
    const start = end - t.durationMinutes;
    if (start < 0) return;
    t.fixedStart = fromMinutes(start);
    t.fixedEnd = fromMinutes(end);
    t.timedBy = event.title;
    delete t.partOfDay;
  });
}
