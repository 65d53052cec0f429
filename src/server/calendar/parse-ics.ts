import "server-only";
/**
 * Reads an .ics file (RFC 5545) with ical.js into the pieces of blocks it adds to the user's
 * calendar in a window of days. Pure: no database.
 *
 * - Recurring events are expanded (RRULE, RDATE, EXDATE); a RECURRENCE-ID override replaces its
 *   occurrence (moved, retitled, or STATUS:CANCELLED to drop it). An override whose master is not
 *   in the file is read as an event of its own.
 * - Times become instants: UTC ("Z") as they are; a TZID that is an IANA zone (what Google, Apple
 *   and most programs write, with or without a VTIMEZONE) through Temporal; any other TZID
 *   (Outlook's "W. Europe Standard Time") through its VTIMEZONE in the file; a floating time, or a
 *   TZID that is neither, as wall time in the user's zone. Instants are then shown in the user's
 *   zone.
 * - A timed event that crosses midnight in the user's zone is split into one block per day (the
 *   first ends at 24:00, the next starts at 00:00). An event without an end, or ending before it
 *   starts, lasts 15 minutes.
 * - All-day events (DATE values) become all-day blocks on each of their days (DTEND exclusive).
 * - Each piece is keyed by UID (plus the occurrence for a recurring event) and date, so importing
 *   the same file twice adds nothing the second time.
 */
import ICAL from "ical.js";
import { createHash } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { DAY_END_MINUTES } from "@/server/schedule/schemas";
import { instantToWall } from "./zoned-time";

export const MAX_IMPORT_EVENTS = 5_000;
/** Blocks one file may add (a daily meeting over 90 days is 90). */
const MAX_IMPORT_PIECES = 20_000;
/** Recurrence steps one file may take, so a rule like FREQ=SECONDLY from 1970 cannot stall the server. */
const MAX_RECURRENCE_STEPS = 100_000;
const DEFAULT_MINUTES = 15;
const MAX_TITLE = 200;

export interface ImportPiece {
  importUid: string;
  date: string;
  startMin: number;
  endMin: number;
  allDay: boolean;
  title: string;
}

export interface ParsedImport {
  pieces: ImportPiece[];
  /** Events (not occurrences) that added nothing to the window: outside it, cancelled or unreadable. */
  skippedEvents: number;
}

export type IcsProblem = "notCalendar" | "tooManyEvents";

export class IcsError extends Error {
  constructor(public readonly problem: IcsProblem) {
    super(problem);
  }
}

export interface ImportWindow {
  /** First day (YYYY-MM-DD, user's zone), included. */
  from: string;
  /** Last day, included. */
  to: string;
  zone: string;
}

type ICalComponent = InstanceType<typeof ICAL.Component>;
type ICalTime = InstanceType<typeof ICAL.Time>;
type ICalEvent = InstanceType<typeof ICAL.Event>;

const zoneCache = new Map<string, string | undefined>();

function knownZone(id: string): string | undefined {
  if (!zoneCache.has(id)) {
    let zone: string | undefined;
    try {
      zone = Temporal.PlainDate.from("2026-01-01").toZonedDateTime(id).timeZoneId;
    } catch {
      zone = undefined;
    }
    if (zoneCache.size < 1000) zoneCache.set(id, zone);
    return zone;
  }
  return zoneCache.get(id);
}

/** An IANA zone named by a TZID, also inside prefixes such as "/mozilla.org/20070129_1/Europe/Berlin". */
function ianaZone(tzid: string | undefined): string | undefined {
  if (!tzid) return undefined;
  const direct = knownZone(tzid);
  if (direct) return direct;
  const tail = /([A-Za-z_]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?)$/.exec(tzid)?.[1];
  return tail ? knownZone(tail) : undefined;
}

/** The instant of a DATE-TIME value (see the rules at the top). */
function toInstant(t: ICalTime, userZone: string): Temporal.Instant {
  const wall = {
    year: t.year,
    month: t.month,
    day: t.day,
    hour: t.hour,
    minute: t.minute,
    second: Math.min(t.second, 59),
  };
  const zone = t.zone as { tzid?: string; component?: unknown } | undefined;
  if (zone?.tzid === "UTC" || zone === ICAL.Timezone.utcTimezone)
    return Temporal.PlainDateTime.from(wall).toZonedDateTime("UTC").toInstant();
  // A TZID without its VTIMEZONE: ical.js keeps the name in `timezone` and calls the zone "floating".
  const named = (t as unknown as { timezone?: string }).timezone;
  const tzid = named || (zone?.tzid && zone.tzid !== "floating" ? zone.tzid : undefined);
  const iana = ianaZone(tzid);
  if (iana)
    return Temporal.PlainDateTime.from(wall).toZonedDateTime(iana, { disambiguation: "compatible" }).toInstant();
  if (zone?.component) return Temporal.Instant.fromEpochMilliseconds(t.toUnixTime() * 1000);
  return Temporal.PlainDateTime.from(wall).toZonedDateTime(userZone, { disambiguation: "compatible" }).toInstant();
}

const plainDate = (t: ICalTime) => Temporal.PlainDate.from({ year: t.year, month: t.month, day: t.day });

function cleanTitle(summary: unknown, untitled: string): string {
  const text = typeof summary === "string" ? summary.replace(/\s+/g, " ").trim() : "";
  if (!text) return untitled;
  return text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1)}…` : text;
}

const isCancelled = (e: ICalEvent) =>
  String(e.component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";

/** Pieces of one occurrence, clipped to the window. */
function piecesOf(start: ICalTime, end: ICalTime, key: string, title: string, win: ImportWindow): ImportPiece[] {
  const out: ImportPiece[] = [];
  if (start.isDate) {
    const first = plainDate(start);
    let last = end.isDate ? plainDate(end) : first.add({ days: 1 });
    if (Temporal.PlainDate.compare(last, first) <= 0) last = first.add({ days: 1 });
    // Only the days inside the window matter; never walk more than the window.
    let day =
      Temporal.PlainDate.compare(first, Temporal.PlainDate.from(win.from)) < 0
        ? Temporal.PlainDate.from(win.from)
        : first;
    const to = Temporal.PlainDate.from(win.to);
    while (Temporal.PlainDate.compare(day, last) < 0 && Temporal.PlainDate.compare(day, to) <= 0) {
      out.push({ importUid: key, date: day.toString(), startMin: 0, endMin: DAY_END_MINUTES, allDay: true, title });
      day = day.add({ days: 1 });
    }
    return out;
  }
  const s = toInstant(start, win.zone);
  let e = end.isDate ? s.add({ minutes: DEFAULT_MINUTES }) : toInstant(end, win.zone);
  if (Temporal.Instant.compare(e, s) <= 0) e = s.add({ minutes: DEFAULT_MINUTES });
  // Most events start and end on the same day: one piece, no midnight to compute.
  const first = instantToWall(s, win.zone);
  const last = instantToWall(e, win.zone);
  if (first.date === last.date && last.minutes > first.minutes) {
    if (first.date < win.from || first.date > win.to) return out;
    const endMin = Math.min(DAY_END_MINUTES, last.minutes + (e.epochMilliseconds % 60_000 ? 1 : 0));
    out.push({ importUid: key, date: first.date, startMin: first.minutes, endMin, allDay: false, title });
    return out;
  }
  let cursor = s;
  // A piece per day in the user's zone, at most one per day of the window (plus the first).
  for (let guard = 0; guard < 400 && Temporal.Instant.compare(cursor, e) < 0; guard++) {
    const wall = instantToWall(cursor, win.zone);
    if (wall.date > win.to) break;
    const nextMidnight = Temporal.PlainDate.from(wall.date).add({ days: 1 }).toZonedDateTime(win.zone).toInstant();
    const pieceEnd = Temporal.Instant.compare(e, nextMidnight) < 0 ? e : nextMidnight;
    if (wall.date >= win.from) {
      const startMin = wall.minutes;
      const realMinutes = Math.ceil(cursor.until(pieceEnd).total("minutes"));
      const endWall =
        pieceEnd === nextMidnight
          ? DAY_END_MINUTES
          : instantToWall(pieceEnd, win.zone).minutes + (pieceEnd.epochMilliseconds % 60_000 ? 1 : 0);
      // A fall-back hour can make the wall-clock end come before the start: keep the real length.
      const endMin = Math.min(DAY_END_MINUTES, endWall > startMin ? endWall : startMin + Math.max(1, realMinutes));
      if (endMin > startMin) out.push({ importUid: key, date: wall.date, startMin, endMin, allDay: false, title });
    }
    cursor = pieceEnd;
  }
  return out;
}

function keyOf(event: ICalEvent, raw: ICalComponent): string {
  const uid = typeof event.uid === "string" && event.uid.trim() ? event.uid.trim() : "";
  if (uid) return uid.slice(0, 900);
  // No UID (not allowed, but written by some tools): the event's own text stands in.
  return `nouid:${createHash("sha256").update(raw.toString()).digest("hex")}`;
}

function calendarsOf(text: string): ICalComponent[] {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch {
    throw new IcsError("notCalendar");
  }
  const list = Array.isArray(jcal) && Array.isArray(jcal[0]) ? (jcal as unknown[]) : [jcal];
  const calendars = list.map((j) => new ICAL.Component(j as never)).filter((c) => c.name === "vcalendar");
  if (calendars.length === 0) throw new IcsError("notCalendar");
  return calendars;
}

/** Parses `text` into block pieces inside the window. Throws IcsError for a file that is not a calendar or is too big. */
export function parseIcs(text: string, win: ImportWindow, untitled: string): ParsedImport {
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 4096))) throw new IcsError("notCalendar");
  const calendars = calendarsOf(text);
  const vevents = calendars.flatMap((c) => c.getAllSubcomponents("vevent"));
  if (vevents.length > MAX_IMPORT_EVENTS) throw new IcsError("tooManyEvents");

  // Overrides (RECURRENCE-ID) grouped by UID, handed to their master explicitly: ical.js would
  // otherwise relate every override of the whole file to every master.
  const overrides = new Map<string, ICalComponent[]>();
  const masters: ICalComponent[] = [];
  for (const v of vevents) {
    const uid = String(v.getFirstPropertyValue("uid") ?? "");
    if (v.hasProperty("recurrence-id") && uid) overrides.set(uid, [...(overrides.get(uid) ?? []), v]);
    else masters.push(v);
  }
  const masterUids = new Set(masters.map((m) => String(m.getFirstPropertyValue("uid") ?? "")));
  // An override without its master is an event of its own.
  for (const [uid, list] of overrides) if (!masterUids.has(uid)) masters.push(...list);

  const winStart = Temporal.PlainDate.from(win.from).toZonedDateTime(win.zone).toInstant();
  const winEnd = Temporal.PlainDate.from(win.to).add({ days: 1 }).toZonedDateTime(win.zone).toInstant();
  // Occurrences are generated a week beyond the window, so overrides moved into it are seen.
  const stopAfter = winEnd.add({ hours: 24 * 7 }).epochMilliseconds / 1000;
  const skipBefore = winStart.epochMilliseconds / 1000 - 86_400 * 60;

  const pieces: ImportPiece[] = [];
  let skippedEvents = 0;
  let steps = 0;
  for (const comp of masters) {
    let added = 0;
    try {
      const uid = String(comp.getFirstPropertyValue("uid") ?? "");
      const related = comp.hasProperty("recurrence-id") ? [] : (overrides.get(uid) ?? []);
      const event = new ICAL.Event(comp, { strictExceptions: false, exceptions: related });
      const key = keyOf(event, comp);
      const emit = (start: ICalTime, end: ICalTime, item: ICalEvent, occurrenceKey: string) => {
        if (isCancelled(item)) return;
        const title = cleanTitle(item.summary, untitled);
        for (const p of piecesOf(start, end, occurrenceKey, title, win)) {
          pieces.push(p);
          added++;
        }
        if (pieces.length > MAX_IMPORT_PIECES) throw new IcsError("tooManyEvents");
      };
      if (!event.startDate) throw new Error("no DTSTART");
      if (event.isRecurring() && !event.isRecurrenceException()) {
        const iterator = event.iterator();
        for (let next = iterator.next(); next; next = iterator.next()) {
          if (++steps > MAX_RECURRENCE_STEPS) throw new IcsError("tooManyEvents");
          // The wall time read as UTC is within 14 hours of the instant: close enough to stop on
          // (stopAfter has a week's margin) without a time-zone computation per step.
          const unix = Date.UTC(next.year, next.month - 1, next.day, next.hour, next.minute) / 1000;
          if (unix > stopAfter) break;
          // Occurrences two months before the window cannot reach it (even moved by an override).
          if (unix < skipBefore) continue;
          const details = event.getOccurrenceDetails(next);
          emit(details.startDate, details.endDate, details.item, `${key}#${next.toString()}`);
        }
      } else {
        const recurrence = event.isRecurrenceException() ? `#${event.recurrenceId.toString()}` : "";
        emit(event.startDate, event.endDate, event, `${key}${recurrence}`);
      }
    } catch (err) {
      if (err instanceof IcsError) throw err;
      // An event ical.js cannot read (a broken date, a broken rule): skipped, the rest imported.
    }
    if (added === 0) skippedEvents++;
  }
  return { pieces, skippedEvents };
}
