/**
 * Anchors to the day's events hold (issue 29, kinds 6 and 8): "playdate 2-4, drop off + collect",
 * "swimming lesson 4-5, drop off and collect Mia", "cumple de 5 a 7, dejar a Leo y recogerlo",
 * "عيد ميلاد من ٤ لـ ٦، أوصلها وأجيبها". A drop-off with no time of its own written next to a timed
 * event (start and end) is done just before the event starts (deadline, justBefore); a collection
 * starts when it ends (a short window from its end). One item that is both ("drop off + collect")
 * becomes the two errands, never one 20-minute block in the morning's first free slot.
 * A language-free refiner over the extracted tasks; the words come from two small alternations.
 */

import { fromMinutes, toMinutes } from "../time";
import { ARRIVES } from "./pickup-arrival";
import type { ExtractedTask } from "../types";

/** Dropping someone off or taking them there. Linear: one alternation of words at the title's start. */
const DROP = new RegExp(
  String.raw`^(?:drop(?:ping)?\s+(?:\p{L}+\s+)?off|drop-off|drop\s+(?:him|her|them|the\s+kids?)|take\s+(?:him|her|them)|` +
    String.raw`dejar(?:la|lo|las|los)?|llevar(?:la|lo|las|los)?|[أا]وصل\p{L}*|نوصل\p{L}*|[أا]ودي\p{L}*)(?![\p{L}])`,
  "iu",
);
/** Collecting them again. Linear: one alternation of words at the part's start. */
const COLLECT = new RegExp(
  String.raw`^(?:collect|pick(?:ing)?\s+(?:\p{L}+\s+)?up|pick-up|pickup|fetch|get\s+(?:him|her|them)|` +
    String.raw`recoger(?:la|lo|las|los)?|buscar(?:la|lo|las|los)?|ir\s+a\s+por|[أا]جيب\p{L}*|نجيب\p{L}*|[أا]رجع\p{L}*)(?![\p{L}])`,
  "iu",
);
/** The joiner of "drop off + collect", "dejar y recoger", "أوصلها وأجيبها". */
const JOIN = /\s*(?:\+|&|\s(?:and|then|y|e)\s)\s*|\s+و(?=\p{L})/iu;
/** How long after the event ends a collection may start, beyond its own length. */
const SLACK = 15;

/** "Drop off + collect" -> ["Drop off", "Collect"], or null when the title is not both. */
function bothErrands(title: string): [string, string] | null {
  const m = JOIN.exec(title);
  if (!m) return null;
  const first = title.slice(0, m.index).trim();
  const second = title.slice(m.index + m[0].length).trim();
  if (!DROP.test(first) || !COLLECT.test(second)) return null;
  return [first, second.charAt(0).toLocaleUpperCase() + second.slice(1)];
}

/** Who is dropped off and collected: a pronoun, the children, a name ("drop Mia off", "recoger a Leo"). */
const PEOPLE = new Set([
  ...["him", "her", "them", "the", "kids", "kid", "children", "child", "my", "boys", "girls", "twins", "off", "up"],
  ...[
    "a",
    "los",
    "las",
    "niños",
    "niñas",
    "niño",
    "niña",
    "peques",
    "البنات",
    "الأولاد",
    "الاولاد",
    "الولاد",
    "العيال",
  ],
]);

/**
 * A drop-off or collection of someone, and nothing else: "collect", "drop Mia off", "recoger a Leo",
 * "أوصلها". Not an errand with a place or a thing of its own ("pick up a prescription", "fetch Mia
 * from nursery", "أوصل أختي للجامعة"): those go where their own words say.
 */
function errand(t: ExtractedTask): boolean {
  const m = DROP.exec(t.title) ?? COLLECT.exec(t.title);
  if (!m) return false;
  const rest = t.title.slice(m[0].length).trim().split(/\s+/u).filter(Boolean);
  return rest.length <= 2 && rest.every((w) => PEOPLE.has(w.toLocaleLowerCase()) || /^\p{Lu}/u.test(w));
}

/**
 * The timed event written right before or after the task at i, past the errands beside it ("playdate
 * 2-4 / drop off / collect"): not a meal, a break or another errand.
 */
function eventNextTo(tasks: readonly ExtractedTask[], i: number): ExtractedTask | undefined {
  const near = (o: ExtractedTask | undefined) =>
    o?.fixedStart !== undefined &&
    o.fixedEnd !== undefined &&
    o.kind !== "meal" &&
    o.kind !== "break" &&
    !errand(o) &&
    // ("flight lands at 6, pick up mum": at the arrival, refiners/pickup-arrival.ts.)
    !ARRIVES.test(o.title);
  let before = i - 1;
  // (Past an errand pinned here already: "drop off and collect Mia".)
  const ours = (o: ExtractedTask | undefined) => o && (!o.fixedStart || o.timedBy || o.timedAfter) && errand(o);
  while (before > i - 3 && ours(tasks[before])) before--;
  let after = i + 1;
  while (after < i + 3 && ours(tasks[after])) after++;
  return [tasks[before], tasks[after]].find(near);
}

const loose = (t: ExtractedTask): boolean => !t.fixedStart && !t.deadline && !t.earliestStart && !t.partOfDay;

/** A short trip, not focus work (no break after the event for it). */
const TRIP = { pickup: true, travel: true } as const;

/** Whether [from, from + minutes) is free of the day's timed items. */
function free(tasks: readonly ExtractedTask[], from: number, minutes: number): boolean {
  return !tasks.some(
    (o) => o.fixedStart && o.fixedEnd && toMinutes(o.fixedStart) < from + minutes && toMinutes(o.fixedEnd) > from,
  );
}

/** The earliest a drop-off is pinned (an earlier event leaves it to the solver, before the event). */
const EARLIEST_PIN = 6 * 60;

/** Dropping off ends when the event starts: pinned there when nothing timed is in the way, else just before it. */
function dropBefore(t: ExtractedTask, event: ExtractedTask, tasks: readonly ExtractedTask[]): void {
  t.traits = { ...t.traits, ...TRIP, justBefore: true };
  const start = toMinutes(event.fixedStart as string) - t.durationMinutes;
  if (start >= EARLIEST_PIN && free(tasks, start, t.durationMinutes)) {
    t.fixedStart = fromMinutes(start);
    t.fixedEnd = event.fixedStart;
    t.timedBy = event.title;
    return;
  }
  t.deadline = event.fixedStart;
}

/** Collecting starts when the event ends: pinned there when nothing timed is in the way, else soon after. */
function collectAfter(t: ExtractedTask, event: ExtractedTask, tasks: readonly ExtractedTask[]): void {
  const end = toMinutes(event.fixedEnd as string);
  if (end + t.durationMinutes > 24 * 60) return;
  t.traits = { ...t.traits, ...TRIP };
  if (free(tasks, end, t.durationMinutes)) {
    t.fixedStart = event.fixedEnd;
    t.fixedEnd = fromMinutes(end + t.durationMinutes);
    t.timedAfter = event.title;
    return;
  }
  t.earliestStart = event.fixedEnd;
  t.deadline = fromMinutes(Math.min(24 * 60, end + t.durationMinutes + SLACK));
}

export function dropAndCollect(tasks: ExtractedTask[]): ExtractedTask[] {
  const out: ExtractedTask[] = [];
  tasks.forEach((t, i) => {
    out.push(t);
    if (!loose(t) || t.kind === "meal" || t.kind === "break") return;
    const event = eventNextTo(tasks, i);
    if (!event?.fixedStart || !event.fixedEnd) return;
    const both = bothErrands(t.title);
    if (both) {
      const back: ExtractedTask = { ...t, id: `${t.id}-collect`, title: both[1], traits: { ...t.traits } };
      t.title = both[0];
      dropBefore(t, event, tasks);
      collectAfter(back, event, tasks);
      out.push(back);
      return;
    }
    if (!errand(t)) return;
    if (DROP.test(t.title)) dropBefore(t, event, tasks);
    else if (toMinutes(event.fixedEnd as string) > toMinutes(event.fixedStart as string)) collectAfter(t, event, tasks);
  });
  return out;
}
