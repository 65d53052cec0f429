/**
 * Wall-clock arithmetic for the calendar. Blocks are wall-clock times in the user's time zone, so
 * FullCalendar runs in its "UTC" zone and a block at 09:30 on 2026-03-29 is the Date
 * 2026-03-29T09:30Z: no browser time zone or daylight-saving change can shift what is shown.
 */
import { overlappingIds as sharedOverlaps } from "@/lib/overlaps";

export const DAY_MINUTES = 1440;
export const STEP_MINUTES = 15;

const pad = (n: number) => String(n).padStart(2, "0");

export function toMinutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

/** 0..1440 -> "HH:MM" ("24:00" for midnight at the end of the day). */
export function toTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDate = (value: string) => DATE_RE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Date FullCalendar shows for a wall-clock time on a day. */
export function wallDate(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000);
}

export const dateOf = (d: Date) => d.toISOString().slice(0, 10);
const minutesOf = (d: Date) => d.getUTCHours() * 60 + d.getUTCMinutes();

/**
 * A timed range from FullCalendar back to a block's date, start and end. Null when it does not
 * fit in one day (a block cannot run past midnight).
 */
export function rangeFromWall(start: Date, end: Date | null): { date: string; start: string; end: string } | null {
  const date = dateOf(start);
  const s = minutesOf(start);
  const stop = end ?? new Date(start.getTime() + 60 * 60_000);
  const e =
    dateOf(stop) === date
      ? minutesOf(stop)
      : dateOf(stop) === addDays(date, 1) && minutesOf(stop) === 0
        ? DAY_MINUTES
        : -1;
  if (e <= s) return null;
  return { date, start: toTime(s), end: toTime(e) };
}

/** Today and the wall-clock time now in a time zone (UTC when the zone is unknown). */
export function zonedNow(timeZone: string, now = new Date()): { date: string; minutes: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  } catch {
    parts = new Intl.DateTimeFormat("en-GB", {
      timeZone: "UTC",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    minutes: Number(get("hour")) * 60 + Number(get("minute")),
  };
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
  return { date: addDays(block.date, days), start: toTime(s), end: toTime(e) };
}

/** Changes a block's end by minutes; null when it would end before 5 minutes after the start or past midnight. */
export function resizeBlock(block: { start: string; end: string }, minutes: number): { end: string } | null {
  const e = toMinutes(block.end) + minutes;
  if (e < toMinutes(block.start) + 5 || e > DAY_MINUTES) return null;
  return { end: toTime(e) };
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
export const toDuration = (minutes: number) => `${toTime(minutes)}:00`;
