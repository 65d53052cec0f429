/**
 * Wall-clock arithmetic for the calendar. Blocks are wall-clock times in the user's time zone, so
 * FullCalendar runs in its "UTC" zone and a block at 09:30 on 2026-03-29 is the Date
 * 2026-03-29T09:30Z: no browser time zone or daylight-saving change can shift what is shown.
 * Dates, HH:MM minutes and "now" in the user's zone come from src/lib/time.
 */
import { overlappingIds as sharedOverlaps } from "@/lib/overlaps";
import { DAY_MINUTES, fromMinutes, toMinutes } from "@/lib/time/clock";
import { addDays, isoWeekday, utcDate } from "@/lib/time/dates";
import type { Locale } from "@/i18n/routing";

export const STEP_MINUTES = 15;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDate = (value: string) => DATE_RE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The Date FullCalendar shows for a wall-clock time on a day. */
export function wallDate(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000);
}

const minutesOf = (d: Date) => d.getUTCHours() * 60 + d.getUTCMinutes();

/**
 * A timed range from FullCalendar back to a block's date, start and end. Null when it does not
 * fit in one day (a block cannot run past midnight).
 */
export function rangeFromWall(start: Date, end: Date | null): { date: string; start: string; end: string } | null {
  const date = utcDate(start);
  const s = minutesOf(start);
  const stop = end ?? new Date(start.getTime() + 60 * 60_000);
  const e =
    utcDate(stop) === date
      ? minutesOf(stop)
      : utcDate(stop) === addDays(date, 1) && minutesOf(stop) === 0
        ? DAY_MINUTES
        : -1;
  if (e <= s) return null;
  return { date, start: fromMinutes(s), end: fromMinutes(e) };
}

/**
 * Moves a block by whole minutes and days, keeping its length; null when the result would leave
 * the day (before 00:00 or after 24:00).
 */
export function shiftBlock(
  block: { date: string; start: string; end: string },
  minutes: number,
  days = 0,
): { date: string; start: string; end: string } | null {
  const s = toMinutes(block.start) + minutes;
  const e = toMinutes(block.end) + minutes;
  if (s < 0 || e > DAY_MINUTES) return null;
  return { date: addDays(block.date, days), start: fromMinutes(s), end: fromMinutes(e) };
}

/** Changes a block's end by minutes; null when it would end before 5 minutes after the start or past midnight. */
export function resizeBlock(block: { start: string; end: string }, minutes: number): { end: string } | null {
  const e = toMinutes(block.end) + minutes;
  if (e < toMinutes(block.start) + 5 || e > DAY_MINUTES) return null;
  return { end: fromMinutes(e) };
}

/** Ids of timed blocks that overlap another timed block on the same day (src/lib/overlaps.ts). */
export function overlappingIds(
  blocks: readonly { id: string; date: string; start: string; end: string; allDay?: boolean }[],
): Set<string> {
  return sharedOverlaps(
    blocks.map((b) => ({
      id: b.id,
      date: b.date,
      startMin: toMinutes(b.start),
      endMin: toMinutes(b.end),
      allDay: b.allDay,
    })),
  );
}

/**
 * The time (minutes after midnight) a time grid showing `from`..`to` should open at: an hour
 * before now when today is in view, otherwise the earlier of the first timed block in view and
 * the start of work. Rounded down to the half hour, never before midnight.
 */
export function openingMinutes(
  view: { from: string; to: string },
  blocks: readonly { date: string; start: string; allDay?: boolean }[],
  now: { date: string; minutes: number },
  workStart: string,
): number {
  let at: number;
  if (now.date >= view.from && now.date <= view.to) at = now.minutes - 60;
  else {
    at = /^\d{2}:\d{2}$/.test(workStart) ? toMinutes(workStart) : 9 * 60;
    for (const b of blocks)
      if (!b.allDay && b.date >= view.from && b.date <= view.to) at = Math.min(at, toMinutes(b.start));
  }
  return Math.max(0, Math.floor(at / 30) * 30);
}

/** Minutes as FullCalendar's "HH:MM:00" duration. */
export const toDuration = (minutes: number) => `${fromMinutes(minutes)}:00`;

/** The first day of the week in FullCalendar's locales (its `week.dow`): Sunday, Monday, Saturday. */
const WEEK_START: Record<Locale, number> = { en: 0, es: 1, ar: 6 };

/**
 * The dates FullCalendar first shows (its datesSet then reports the same range): the blocks are
 * asked for while FullCalendar's code is still loading, and its first render already has them.
 */
export function firstRange(
  view: "dayGridMonth" | "timeGridWeek" | "timeGridDay",
  date: string,
  locale: Locale,
): { from: string; to: string } {
  if (view === "timeGridDay") return { from: date, to: date };
  const back = (isoWeekday(date) - WEEK_START[locale] + 7) % 7;
  const from = addDays(date, -back);
  return { from, to: addDays(from, 6) };
}
