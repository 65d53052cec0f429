/**
 * A clock time takes the reading a careful person would (issue 29, kind 9): "early turn 4:45-1:15 at
 * T2 / after: ... tesco click & collect slot 6-7" on a day that starts at 04:30 is the evening's slot
 * (18:00-19:00), never one in the middle of the shift written before it. A bare hour or range (no
 * half of the day said) whose morning reading falls inside a long span written before it (a shift, a
 * day's work: four hours or more) is read 12 hours later when that reading comes after the span and
 * is still an evening hour (by 19:30), and the time written just before it is already later than its
 * morning reading (the text has moved on past the shift). Work things keep their reading (a call, a meeting, a huddle in the shift), and
 * so do meals ("lunch 12-12.30" in a shift is the shift's lunch).
 * It reads the drafts' times, whether the item's words say its half of the day, and its kind.
 */

import { MEETING_OR_CALL } from "../activity";
import { mealType } from "../lexicon";
import { type Draft } from "../segment";
import { titleWords } from "../references";

const HALF_DAY = 12 * 60;
const LONG_SPAN = 4 * 60;
/**
 * Only an early hour moves (its evening reading by 19:30): "clinic 8-4, pick up parcel 10-11" is the
 * morning's window, a clash the person knows of, never 22:00.
 */
const LATEST_MORNING = 7 * 60 + 30;
/** The half of the day written with the time: "7pm", "19:30", "6am", "por la mañana", "الصبح". */
const SAID_HALF =
  /\d\s*(?:[ap]\.?m\b|h\b)|(?<![\d:.])(?:1[3-9]|2[0-4])(?::\d\d)?(?!\d)|noche|tarde|ma[nñ]ana|night|evening|morning|الليل|المسا|الصبح|صباح|مساء|ظهر|عصر/iu;

export function readClearOfShift(drafts: Draft[]): void {
  drafts.forEach((d, i) => {
    const s = d.fixedStart;
    if (s === undefined || s > LATEST_MORNING || SAID_HALF.test(d.source)) return;
    if (mealType(d.title) !== undefined || MEETING_OR_CALL.test(d.title)) return;
    const e = d.fixedEnd ?? s;
    const shift = drafts
      .slice(0, i)
      .find(
        (p) =>
          p.fixedStart !== undefined &&
          p.fixedEnd !== undefined &&
          p.fixedEnd - p.fixedStart >= LONG_SPAN &&
          s >= p.fixedStart &&
          e <= p.fixedEnd,
      );
    if (!shift || s + HALF_DAY < (shift.fixedEnd as number) || e + HALF_DAY > 24 * 60) return;
    // The text has moved past the morning: the nearest time written before it is later ("pick up Mia by
    // 5:30 ... slot 6-7"). Right after the span's start it is the span's own ("start 6:30 / feed the giraffes 7").
    const before = drafts
      .slice(0, i)
      .reverse()
      .find((p) => p.fixedStart !== undefined || p.earliest !== undefined || p.deadline !== undefined);
    const last = before?.fixedStart ?? before?.earliest ?? before?.deadline;
    // (Or it is written under the span's "after:" / "then:" heading.)
    // ("after:" under a timed line reads as "after the early turn": an anchor that names the span.)
    const shiftWords = titleWords(shift.title);
    const namesShift = d.afterAnchors.some(
      (a) => a.kind === "task" && [...titleWords(a.ref)].some((w) => shiftWords.has(w)),
    );
    const underAfter = (d.afterIndex !== undefined && d.afterIndex >= drafts.indexOf(shift)) || namesShift;
    if ((last === undefined || last <= s) && !underAfter) return;
    d.fixedStart = s + HALF_DAY;
    if (d.fixedEnd !== undefined) d.fixedEnd += HALF_DAY;
  });
}
