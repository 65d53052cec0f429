/**
 * Items the text gives to another day (issue 29, kind 7): "flight tomorrow at 6:45, so pack
 * tonight" plans the packing today and lists the flight for tomorrow. The grammar's other-day rules
 * take those items out of today's text and hand their words over (core/rules.ts, NoteSpan); here
 * they are read like today's items (splitSegments, parseSegment: the same titles, times and
 * lengths) and dated from the planned day.
 */

import { addDays, dayNumber } from "@/lib/time/dates";
import type { NoteSpan, OtherDay } from "./core/rules";
import { type Lang, splitSegments } from "./grammar";
import { parseSegment } from "./segment";
import { fromMinutes } from "./time";
import type { OtherDayItem } from "./types";

/** Most items listed for other days. */
const MOST = 20;
/** Trips people leave early for and pack the night before ("flight tomorrow at 6:45"). */
const TRIP = /flight|vuelo|avi[oó]n|train|tren|bus|ferry|طيار|رحلة|سفر|قطار/iu;
/** Words that say the hour is the afternoon or evening: then it stays so. */
const LATE = /p\.?m|tarde|noche|evening|night|مساء|المسا|عصر|الليل/iu;

/**
 * The hour of a trip on another day: a bare 1-6 is read as the afternoon for today's items ("from
 * 2"), but a flight or train at "6:45" with nothing to say it is the evening is the morning's.
 */
function tripHour(start: number, title: string, words: string): number {
  const pmReading = start >= 13 * 60 && start < 19 * 60;
  return pmReading && TRIP.test(title) && !LATE.test(words) ? start - 12 * 60 : start;
}

/** The weekday of `date`, 0 Sunday .. 6 Saturday (undefined for a date that is not one). */
export function weekdayOf(date: string): number | undefined {
  const n = dayNumber(date);
  return Number.isFinite(n) ? (((n + 4) % 7) + 7) % 7 : undefined; // 1970-01-01 was a Thursday
}

/** The date of `day` seen from `date`: days on, or that weekday's next one after it. */
export function otherDate(date: string, day: OtherDay): string {
  if ("plus" in day) return addDays(date, day.plus);
  const weekday = weekdayOf(date) ?? 0;
  return addDays(date, (day.weekday - weekday + 7) % 7 || 7);
}

export function readOtherDays(notes: readonly NoteSpan[], date: string, lang: Lang, dayStart: number): OtherDayItem[] {
  const items: OtherDayItem[] = [];
  for (const note of notes) {
    for (const seg of splitSegments(note.text, lang)) {
      const d = parseSegment(seg.text, false, lang, dayStart);
      if (!d.title || items.length >= MOST) continue;
      const item: OtherDayItem = { title: d.title, day: otherDate(date, note.day) };
      if (d.fixedStart !== undefined) item.start = fromMinutes(tripHour(d.fixedStart, d.title, seg.text));
      const length =
        d.duration ?? (d.fixedStart !== undefined && d.fixedEnd !== undefined ? d.fixedEnd - d.fixedStart : undefined);
      if (length !== undefined && length > 0) item.durationMinutes = length;
      items.push(item);
    }
  }
  return items;
}
