/**
 * "school run at 8:40 then back to bed till 1pm, eat a proper lunch, walk 30 min" (issue 29, kind
 * 10: the order the text gave): what is written after a morning's timed sleep comes after it. A walk is not
 * fitted in before going back to bed because the morning had a free half hour. Items with a time,
 * a start or a deadline of their own before the sleep ends keep them.
 */

import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask } from "../types";

/** A sleep: "back to bed", "sleep", "nap", "lie-in", "siesta", "dormir", "نوم". Linear: one alternation. */
const SLEEP =
  /(?<![\p{L}])(?:back\s+to\s+bed|bed|sleep(?:ing)?|nap|lie[\s-]?in|siesta|dormir|duermo|نوم|النوم|[أا]نام)(?![\p{L}])/iu;

/** Only a morning's sleep ("back to bed till 1pm" after the school run) orders what follows. */
const MORNING_END = 12 * 60;

const HALF_DAY = 12 * 60;
/** The text said a.m. or p.m., or wrote a 24-hour clock ("08:00", "14:30"): no hour to read again. */
const SAID_HALF = /\d\s*(?:a\.?m|p\.?m)\b|(?<![\d])(?:0\d|1[3-9]|2[0-3])[:.h]\d\d|morning|mañana|الصبح|صباح/iu;
const bareHour = (source: string): boolean => /\d/u.test(source) && !SAID_HALF.test(source);

export function afterTimedSleep(tasks: ExtractedTask[]): void {
  let awake: number | undefined;
  for (const t of tasks) {
    // "sleep till 2 ... nap 8-9.30 before my shift, leave 9.35": a bare hour written after the sleep that
    // falls inside it is the evening's (20:00, 21:35), never a nap at 08:00 beside the sleep.
    if (awake !== undefined && t.fixedStart && bareHour(t.source ?? "")) {
      const start = toMinutes(t.fixedStart);
      if (start < awake && start < MORNING_END && start + HALF_DAY >= awake) {
        t.fixedStart = fromMinutes(start + HALF_DAY);
        if (t.fixedEnd) t.fixedEnd = fromMinutes(Math.min(24 * 60, toMinutes(t.fixedEnd) + HALF_DAY));
      }
    }
    if (t.fixedStart && t.fixedEnd && SLEEP.test(t.title)) {
      const end = toMinutes(t.fixedEnd);
      // A night's sleep into the next day, or one that ends at midnight, is no sleep of this day's.
      // A nap before a night out or an on-call ("sleep 4pm-9pm before") is fitted around the rest.
      const start = toMinutes(t.fixedStart);
      if (end > start && start < MORNING_END) awake = Math.max(awake ?? 0, end);
      continue;
    }
    if (awake === undefined || t.fixedStart || t.kind === "break") continue;
    if (t.deadline && toMinutes(t.deadline) <= awake) continue;
    if (!t.earliestStart || toMinutes(t.earliestStart) < awake) t.earliestStart = fromMinutes(awake);
  }
}
