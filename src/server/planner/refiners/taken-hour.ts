/**
 * A clock time takes the reading a careful person would (issue 29): "trabajo de 6 a 10 ... reunión
 * del AMPA a las 6", "shift 5-11, parents' evening at 5", "دوامي من ٦ لـ ١٠ ... اجتماع الساعة ٦": a bare
 * hour of 1-6, read as the morning only because the day starts early, that is exactly the start of a
 * long fixed span written before it (the work that fills that hour) is the evening's, when that is
 * inside the day. It reads the drafts' times, and of their words only whether a morning is said.
 */

import { type Draft } from "../segment";

const HALF_DAY = 12 * 60;
/** Bare hours read as the morning only by an early day are before 7. */
const EARLY_END = 7 * 60;
/** A span at least this long fills its first hour (a shift, a work block). */
const LONG_SPAN = 2 * 60;
/** The morning said with the time: "de la mañana", "6am", "الصبح". */
const MORNING_SAID = /mañana|madrugada|morning|\d\s*a\.?m\b|الصبح|صباح|الفجر/iu;

export function readTakenEarlyHour(drafts: Draft[], dayEnd: number): void {
  drafts.forEach((d, i) => {
    if (!d.startAmbiguous || d.fixedStart === undefined || d.fixedStart >= EARLY_END) return;
    if (MORNING_SAID.test(d.source) || d.fixedStart + HALF_DAY >= dayEnd) return;
    const at = d.fixedStart;
    const taken = drafts
      .slice(0, i)
      .some((o) => o.fixedStart === at && o.fixedEnd !== undefined && o.fixedEnd - at >= LONG_SPAN);
    if (!taken) return;
    d.fixedStart = at + HALF_DAY;
    if (d.fixedEnd !== undefined && d.fixedEnd < d.fixedStart) d.fixedEnd += HALF_DAY;
  });
}
