/**
 * An evening context sets the bare hours written with it (issue 29, kind 9): "gig tonight at the
 * Crown, on at 9.30 for 2 sets", "school play tonight! curtain up at 8, get there for 7.30", "boda
 * esta noche: la ceremonia a las 7, el baile a las 10", "open mic tonight, I'm on at 8.15". An item
 * said to be tonight, with no time of its own before the evening, is followed by its parts: its own
 * bare hour and those of the timed items written right after it (up to the first one with no time),
 * read as the morning (7-11), are that evening's. (A heading "wedding tonight:" leaves "tonight:"
 * on the items under it: rules/context-line.ts.) Not from an item running past midnight ("esta noche
 * curro de 23h a 7h", a night shift): the hours after it are the day's.
 * Not a meal ("dinner tonight w/ Sam, standup at 9") nor a task ("finish the essay tonight, lecture
 * at 9"), and never past an appointment, meeting or call (business hours) or an hour whose half of
 * the day is written.
 * It reads the drafts' times and sources; the words are "tonight" and its Spanish and Arabic forms.
 */

import { MEETING_OR_CALL } from "../activity";
import { mealType } from "../lexicon";
import { type Draft } from "../segment";
import { SPANISH_INFINITIVE, TASK_VERBS } from "../segment-words";
import { APPOINTMENT } from "./later-clock";

const HALF_DAY = 12 * 60;
const EVENING = 17 * 60;
const DAY_END = 24 * 60;
/** A bare hour read as the morning that may be the evening's: 7:00 to 11:59. */
const FROM = 7 * 60;
const TO = 12 * 60;
/** "tonight", "this evening", "esta noche", "الليلة". Linear: one alternation. */
const TONIGHT =
  /(?<![\p{L}])(?:tonight|tonite|2nite|this\s+evening|esta\s+noche|hoy\s+por\s+la\s+noche|الليلة|الليله)(?![\p{L}])/iu;
/** The half of the day written with the time: "9am", "21:30", "de la mañana", "الصبح". */
const SAID_HALF = /\d\s*(?:[ap]\.?m\b|h\b)|(?<![\d:.])(?:1[3-9]|2[0-4])[:.]\d\d|ma[nñ]ana|morning|الصبح|صباح/iu;

/** An item that keeps business hours: "dentist at 9", "standup 9:30", "breakfast at 8". */
const businessHours = (d: Draft): boolean =>
  APPOINTMENT.test(d.title) || MEETING_OR_CALL.test(d.title) || mealType(d.title) === "breakfast";

/** A bare hour of the morning, 12 hours later (not when the item keeps business hours or says its half). */
function toEvening(d: Draft): void {
  if (d.fixedStart === undefined || d.fixedStart < FROM || d.fixedStart >= TO || SAID_HALF.test(d.source)) return;
  if (businessHours(d)) return;
  d.fixedStart += HALF_DAY;
  if (d.fixedEnd !== undefined && d.fixedEnd <= TO) d.fixedEnd += HALF_DAY;
}

/**
 * The timed items written from index `from` on, read in the evening: up to the first with no time,
 * or the first that keeps business hours ("pack tonight, standup 9:30, coffee with Jo at 10": the
 * day has moved on to the morning).
 */
function partsInEvening(drafts: Draft[], from: number): void {
  const line = drafts[from - 1].line;
  for (let k = from; k < drafts.length && drafts[k].fixedStart !== undefined && !businessHours(drafts[k]); k++) {
    // ("concert at 9 tonight\nclass 10-12": a span on a line of its own is an item of the day with its own hours,
    // not a part of the evening; "curtain up at 8" under the play stays one.)
    if (drafts[k].fixedEnd !== undefined && line !== undefined && drafts[k].line !== line) return;
    toEvening(drafts[k]);
  }
}

/** "finish the essay tonight", "pack tonight", "terminar el ensayo esta noche": a task, not the evening's event. */
function taskFirst(d: Draft): boolean {
  const first = d.title.trim().split(/\s+/u)[0]?.toLowerCase() ?? "";
  return TASK_VERBS.has(first) || SPANISH_INFINITIVE.test(first);
}

export function readEveningContext(drafts: Draft[]): void {
  drafts.forEach((ctx, i) => {
    if (!TONIGHT.test(ctx.source) || mealType(ctx.title) !== undefined || taskFirst(ctx)) return;
    // "esta noche curro de 23h a 7h. ... a las 11 y media": a night shift running past midnight
    // has no evening parts; the bare hours after it are the day's before it.
    if (ctx.fixedStart !== undefined && ctx.fixedEnd !== undefined && ctx.fixedEnd >= DAY_END) return;
    // "open mic tonight, I'm on at 8.15": its own hour too.
    toEvening(ctx);
    if (ctx.fixedStart !== undefined && ctx.fixedStart < EVENING) return;
    partsInEvening(drafts, i + 1);
  });
}
