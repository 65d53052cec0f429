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

export function tripsToEvents(tasks: ExtractedTask[], text: string): void {
  let lead: number | undefined;
  tasks.forEach((t, i) => {
    if (t.fixedStart || t.deadline || t.earliestStart || t.after?.length || !GOING.test(t.title.trim())) return;
    // "ir al gym", "go to the gym": the workout done there, not a trip to the next event.
    if (t.durationMinutes > 180 || (t.kind === "habit" && WORKOUT_PLACE.test(t.title))) return;
    const leads = (o: ExtractedTask | undefined): boolean =>
      !!o?.fixedStart && o.kind !== "meal" && !GOING.test(o.title) && !REMOTE.test(o.title);
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
