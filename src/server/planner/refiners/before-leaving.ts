/**
 * Anchors to other items hold (issue 29, kind 8): "eat something before I leave", "pack lunch
 * before leaving", "ducharme antes de salir", "أتغدى قبل ما أطلع" with no hour of their own are
 * before the day's first trip out (a drive, a commute, a "leave for ..." item with its time), not
 * in the first free slot of the day after it. A language-free refiner over the extracted tasks:
 * the source text says "before leaving", the trip's traits and times come from the tasks.
 * (With an hour, "before I leave at 6" is the grammar's: rules/before-leaving.ts.)
 */

import { TRAVEL } from "../activity";
import { DEPARTURE } from "../segment";
import { toMinutes } from "../time";
import type { ExtractedTask } from "../types";
import { isMarker } from "../work-window";

/**
 * "before I leave", "before we head out", "before leaving", "before setting off", "antes de salir",
 * "antes de arrancar", "قبل ما أطلع", "قبل الانطلاق" (normalised "before انطلاق"). Linear: one alternation.
 */
const BEFORE_GOING = new RegExp(
  [
    "(?:before|b4)\\s+(?:(?:i|we)\\s+(?:leave|go|head\\s+(?:out|off|in)|set\\s+(?:off|out))|leaving|heading\\s+(?:out|off)|setting\\s+(?:off|out)|departure)",
    "antes\\s+de\\s+(?:salir|irme|irnos|arrancar|partir|la\\s+salida)",
    "قبل\\s+ما\\s+(?:[أا]طلع|نطلع|[أا]روح|نروح|[أا]مشي|نمشي)|قبل\\s+الخروج|(?:before|قبل)\\s+(?:ال)?(?:انطلاق|تحرك|مشوار)(?!\\p{L})",
  ].join("|"),
  "iu",
);

/**
 * A timed item that is the going itself, by its opening words: "setting off for Leeds", "heading to
 * mum's", "off to the airport", "taxi to the station", "salimos hacia Sevilla", "نسافر", "نطلع للمطار".
 */
const GOING = new RegExp(
  [
    "^(?:set(?:ting)?\\s+(?:off|out)|head(?:ing)?\\s+(?:to|out|off|for|over|down|up)|off\\s+to|leaving|we(?:'re|\\s+are)\\s+leaving",
    "taxi|cab|uber|lift\\s+to|fly(?:ing)?\\s+to|depart(?:ure|ing)?",
    "sal(?:imos|go|e|ida)|nos\\s+vamos|nos\\s+marchamos|taxi|vuelo|tren",
    "نسافر|[أا]سافر|نطلع|تاكسي|الطيارة|الرحلة)(?!\\p{L})",
  ].join("|"),
  "iu",
);

export function beforeLeaving(tasks: ExtractedTask[]): void {
  let trip: ExtractedTask | undefined;
  for (const t of tasks) {
    const going = TRAVEL.test(t.title) || DEPARTURE.test(t.title) || GOING.test(t.title);
    if (t.fixedStart && going && (!trip || t.fixedStart < trip.fixedStart!)) trip = t;
  }
  if (!trip?.fixedStart) {
    beforeLeavingWork(tasks);
    return;
  }
  for (const t of tasks) {
    if (t === trip || t.fixedStart || t.deadline || !t.source || !BEFORE_GOING.test(t.source)) continue;
    t.deadline = trip.fixedStart;
    delete t.partOfDay;
  }
}

const byStart = (a: ExtractedTask, b: ExtractedTask): number => toMinutes(a.fixedStart!) - toMinutes(b.fixedStart!);

/** Readying what goes with one: "load the van", "pack the kit", "fuel up", "hitch the trailer". Linear: one alternation. */
const LOADING = /^(?:load|pack|fuel|hitch|strap|stock\s+the\s+van)(?!\p{L})/iu;

/**
 * With no trip but the day's work hours ("start 6:30 ... record weights b4 I leave ... finish at
 * 3:30"): an item written after the work item is done at work before leaving it, so inside the work
 * hours; one written before it, before leaving home for work.
 */
function beforeLeavingWork(tasks: ExtractedTask[]): void {
  const w = tasks.findIndex((t) => isMarker(t, tasks));
  const work = tasks[w];
  if (!work?.fixedStart || !work.fixedEnd) {
    beforeGoingOut(tasks);
    return;
  }
  tasks.forEach((t, k) => {
    if (t === work || t.fixedStart || t.deadline || !t.source || !BEFORE_GOING.test(t.source)) return;
    // "shift 2-10pm ... grab lunch before I leave": a meal keeps its hour, so it is before leaving home for an afternoon shift.
    // "load the chipper + ropes b4 we leave", "pack the van before we head out": what goes with the
    // going is readied before leaving for the work, wherever the line is written.
    if (k < w || (t.kind === "meal" && (work.fixedStart ?? "") >= "12:00") || LOADING.test(t.title))
      t.deadline = work.fixedStart;
    else {
      t.earliestStart = work.fixedStart;
      t.deadline = work.fixedEnd;
    }
    delete t.partOfDay;
  });
}

/**
 * With neither a trip nor work hours ("buy a gift before I go, dinner at 9pm at the restaurant"): the
 * going is to the evening out written right after it, so the item is due when that one starts.
 */
function beforeGoingOut(tasks: ExtractedTask[]): void {
  tasks.forEach((t, k) => {
    if (t.fixedStart || t.deadline || !t.source || !BEFORE_GOING.test(t.source)) return;
    // The very next item, an evening out (a meal or an event from 5pm): going out, not leaving home.
    const next = tasks[k + 1];
    const out =
      next?.fixedStart && toMinutes(next.fixedStart) >= 17 * 60 && (next.kind === "meal" || next.kind === "event");
    // "big oak job in Harpenden 8-2 ... load the chipper + ropes b4 we leave": readying what goes
    // with one is before the day's first event, the going out to it.
    if (!out && LOADING.test(t.title)) {
      const first = tasks.filter((o) => o.kind === "event" && o.fixedStart).sort(byStart)[0];
      if (first?.fixedStart) t.deadline = first.fixedStart;
      return;
    }
    if (!out || !next.fixedStart) return;
    t.deadline = next.fixedStart;
    delete t.partOfDay;
  });
}
