/**
 * Reads an .ics file (RFC 5545) with ical.js into the pieces of blocks it adds to the user's
 * calendar in a window of days. Runs inside the import worker (parse-ics-worker.mjs), never on the
 * server's request thread; plain JavaScript so that the worker loads it from disk as it is, in
 * jest and in the production build alike. Pure: no database.
 *
 * - Recurring events are expanded (RRULE, RDATE, EXDATE); a RECURRENCE-ID override replaces its
 *   occurrence (moved, retitled, or STATUS:CANCELLED to drop it). An override whose master is not
 *   in the file is read as an event of its own.
 * - Times become instants as parse-ics-zones.mjs says (UTC, IANA zone, the file's own VTIMEZONE
 *   for other names, else the user's zone), every occurrence of a recurring event in its own
 *   zone: a daily 10:00 in America/Denver is 17:00 UTC in winter and 16:00 UTC in summer. An
 *   occurrence lasts as long as the first one did. Instants are then shown in the user's zone.
 * - A timed event that crosses midnight in the user's zone is split into one block per day (the
 *   first ends at 24:00, the next starts at 00:00). An event without an end, or ending before it
 *   starts, lasts 15 minutes.
 * - All-day events (DATE values) become all-day blocks on each of their days (DTEND exclusive).
 * - Each piece is keyed by UID (plus the occurrence for a recurring event) and date, so importing
 *   the same file twice adds nothing the second time.
 * - Everything counts against a Budget (parse-ics-budget.mjs).
 */
import ICAL from "ical.js";
import { createHash } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { Budget, IcsBudgetError } from "./parse-ics-budget.mjs";
import { takeZones, ZoneBook } from "./parse-ics-zones.mjs";

const DAY_END_MINUTES = 24 * 60;
const DEFAULT_MS = 15 * 60_000;
const MAX_TITLE = 200;

function instantToWall(ms, zone) {
  const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
  return { date: z.toPlainDate().toString(), minutes: z.hour * 60 + z.minute };
}

const plainDate = (t) => Temporal.PlainDate.from({ year: t.year, month: t.month, day: t.day });
const tzidOf = (component, name) => component.getFirstProperty(name)?.getParameter("tzid") || undefined;

function cleanTitle(summary, untitled) {
  const text = typeof summary === "string" ? summary.replace(/\s+/g, " ").trim() : "";
  if (!text) return untitled;
  return text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1)}…` : text;
}

const isCancelled = (e) => String(e.component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";

/** All-day pieces of one occurrence, clipped to the window. */
function allDayPieces(start, end, key, title, win) {
  const out = [];
  const first = plainDate(start);
  let last = end?.isDate ? plainDate(end) : first.add({ days: 1 });
  if (Temporal.PlainDate.compare(last, first) <= 0) last = first.add({ days: 1 });
  // Only the days inside the window matter; never walk more than the window.
  const from = Temporal.PlainDate.from(win.from);
  let day = Temporal.PlainDate.compare(first, from) < 0 ? from : first;
  const to = Temporal.PlainDate.from(win.to);
  while (Temporal.PlainDate.compare(day, last) < 0 && Temporal.PlainDate.compare(day, to) <= 0) {
    out.push({ importUid: key, date: day.toString(), startMin: 0, endMin: DAY_END_MINUTES, allDay: true, title });
    day = day.add({ days: 1 });
  }
  return out;
}

/** Timed pieces of one occurrence from `s` to `e` (epoch ms), one per day in the user's zone, clipped to the window. */
function timedPieces(s, e, key, title, win) {
  const out = [];
  if (e <= s) e = s + DEFAULT_MS;
  // Most events start and end on the same day: one piece, no midnight to compute.
  const first = instantToWall(s, win.zone);
  const last = instantToWall(e, win.zone);
  if (first.date === last.date && last.minutes > first.minutes) {
    if (first.date < win.from || first.date > win.to) return out;
    const endMin = Math.min(DAY_END_MINUTES, last.minutes + (e % 60_000 ? 1 : 0));
    out.push({ importUid: key, date: first.date, startMin: first.minutes, endMin, allDay: false, title });
    return out;
  }
  let cursor = s;
  // A piece per day in the user's zone, at most one per day of the window (plus the first).
  for (let guard = 0; guard < 400 && cursor < e; guard++) {
    const wall = instantToWall(cursor, win.zone);
    if (wall.date > win.to) break;
    const nextMidnight = Temporal.PlainDate.from(wall.date)
      .add({ days: 1 })
      .toZonedDateTime(win.zone).epochMilliseconds;
    const pieceEnd = Math.min(e, nextMidnight);
    if (wall.date >= win.from) {
      const startMin = wall.minutes;
      const realMinutes = Math.ceil((pieceEnd - cursor) / 60_000);
      const endWall =
        pieceEnd === nextMidnight
          ? DAY_END_MINUTES
          : instantToWall(pieceEnd, win.zone).minutes + (pieceEnd % 60_000 ? 1 : 0);
      // A fall-back hour can make the wall-clock end come before the start: keep the real length.
      const endMin = Math.min(DAY_END_MINUTES, endWall > startMin ? endWall : startMin + Math.max(1, realMinutes));
      if (endMin > startMin) out.push({ importUid: key, date: wall.date, startMin, endMin, allDay: false, title });
    }
    cursor = pieceEnd;
  }
  return out;
}

function keyOf(event, raw) {
  const uid = typeof event.uid === "string" && event.uid.trim() ? event.uid.trim() : "";
  if (uid) return uid.slice(0, 900);
  // No UID (not allowed, but written by some tools): the event's own text stands in.
  return `nouid:${createHash("sha256").update(raw.toString()).digest("hex")}`;
}

function calendarsOf(text) {
  let jcal;
  try {
    jcal = ICAL.parse(text);
  } catch {
    throw new IcsBudgetError("notCalendar");
  }
  const list = Array.isArray(jcal) && Array.isArray(jcal[0]) ? jcal : [jcal];
  const calendars = list.map((j) => new ICAL.Component(j)).filter((c) => c.name === "vcalendar");
  if (calendars.length === 0) throw new IcsBudgetError("notCalendar");
  return calendars;
}

/** Start and end (epoch ms) of an event's own DTSTART/DTEND (or DURATION), each in its own zone. */
function ownSpan(event, zones) {
  const start = zones.toEpoch(event.startDate, tzidOf(event.component, "dtstart"));
  const hasEnd = event.component.hasProperty("dtend");
  const endTime = event.endDate;
  if (!endTime || endTime.isDate) return [start, start + DEFAULT_MS];
  const tzid = tzidOf(event.component, hasEnd ? "dtend" : "dtstart");
  return [start, zones.toEpoch(endTime, tzid)];
}

/**
 * Parses `text` into block pieces inside the window `{ from, to, zone }`, within `limits` (ICS_LIMITS).
 * Throws IcsBudgetError for a file that is not a calendar or is over a limit.
 */
export function parseIcs(text, win, untitled, limits) {
  const budget = new Budget(limits);
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 4096))) throw new IcsBudgetError("notCalendar");
  const calendars = calendarsOf(text);
  budget.time();
  const lastYear = Number(win.to.slice(0, 4)) + 1;
  let zones;
  try {
    zones = new ZoneBook(takeZones(calendars, budget), win.zone, lastYear, budget);
  } catch (err) {
    if (err instanceof IcsBudgetError) throw err;
    throw new IcsBudgetError("notCalendar");
  }
  const vevents = calendars.flatMap((c) => c.getAllSubcomponents("vevent"));
  if (vevents.length > limits.events) throw new IcsBudgetError("tooManyEvents");
  for (let i = 0; i < vevents.length; i++) budget.component();

  // Overrides (RECURRENCE-ID) grouped by UID, handed to their master explicitly: ical.js would
  // otherwise relate every override of the whole file to every master.
  const overrides = new Map();
  const masters = [];
  for (const v of vevents) {
    const uid = String(v.getFirstPropertyValue("uid") ?? "");
    if (v.hasProperty("recurrence-id") && uid) overrides.set(uid, [...(overrides.get(uid) ?? []), v]);
    else masters.push(v);
  }
  const masterUids = new Set(masters.map((m) => String(m.getFirstPropertyValue("uid") ?? "")));
  // An override without its master is an event of its own.
  for (const [uid, list] of overrides) if (!masterUids.has(uid)) masters.push(...list);

  const winStart = Temporal.PlainDate.from(win.from).toZonedDateTime(win.zone).epochMilliseconds;
  const winEnd = Temporal.PlainDate.from(win.to).add({ days: 1 }).toZonedDateTime(win.zone).epochMilliseconds;
  // Occurrences are generated a week beyond the window, so overrides moved into it are seen.
  const stopAfter = winEnd + 7 * 86_400_000;
  const skipBefore = winStart - 60 * 86_400_000;

  const pieces = [];
  let skippedEvents = 0;
  for (const comp of masters) {
    let added = 0;
    try {
      budget.time();
      const uid = String(comp.getFirstPropertyValue("uid") ?? "");
      const related = comp.hasProperty("recurrence-id") ? [] : (overrides.get(uid) ?? []);
      const event = new ICAL.Event(comp, { strictExceptions: false, exceptions: related });
      const key = keyOf(event, comp);
      const emit = (made, item) => {
        if (isCancelled(item)) return;
        for (const p of made) {
          budget.piece();
          pieces.push(p);
          added++;
        }
      };
      const emitOwn = (item, occurrenceKey) => {
        const title = cleanTitle(item.summary, untitled);
        if (item.startDate.isDate) emit(allDayPieces(item.startDate, item.endDate, occurrenceKey, title, win), item);
        else {
          const [s, e] = ownSpan(item, zones);
          emit(timedPieces(s, e, occurrenceKey, title, win), item);
        }
      };
      if (!event.startDate) throw new Error("no DTSTART");
      if (event.isRecurring() && !event.isRecurrenceException()) {
        const startTzid = tzidOf(comp, "dtstart");
        const [firstStart, firstEnd] = event.startDate.isDate ? [0, 0] : ownSpan(event, zones);
        const length = firstEnd - firstStart;
        const iterator = event.iterator();
        for (let next = iterator.next(); next; next = iterator.next()) {
          budget.step();
          // The wall time read as UTC is within 14 hours of the instant: close enough to stop on
          // (stopAfter has a week's margin) without a time-zone computation per step.
          const unix = Date.UTC(next.year, next.month - 1, next.day, next.hour, next.minute);
          if (unix > stopAfter) break;
          // Occurrences two months before the window cannot reach it (even moved by an override).
          if (unix < skipBefore) continue;
          const details = event.getOccurrenceDetails(next);
          const occurrenceKey = `${key}#${next.toString()}`;
          if (details.item !== event) emitOwn(details.item, occurrenceKey);
          else if (next.isDate) {
            const title = cleanTitle(event.summary, untitled);
            emit(allDayPieces(details.startDate, details.endDate, occurrenceKey, title, win), event);
          } else {
            const s = zones.toEpoch(next, startTzid);
            emit(timedPieces(s, s + length, occurrenceKey, cleanTitle(event.summary, untitled), win), event);
          }
        }
      } else {
        const recurrence = event.isRecurrenceException() ? `#${event.recurrenceId.toString()}` : "";
        emitOwn(event, `${key}${recurrence}`);
      }
    } catch (err) {
      if (err instanceof IcsBudgetError) throw err;
      // An event ical.js cannot read (a broken date, a broken rule): skipped, the rest imported.
    }
    if (added === 0) skippedEvents++;
  }
  return { pieces, skippedEvents };
}
