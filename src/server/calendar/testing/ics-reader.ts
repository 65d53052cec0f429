/** Tests only: the events of an .ics text as ical.js (a standard reader, not our code) sees them. */
import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";

export interface ParsedEvent {
  uid: string;
  summary: string;
  allDay: boolean;
  done: boolean;
  /** All-day events: YYYY-MM-DD, end exclusive. */
  startDate: string;
  endDate: string;
  startUtc: string;
  endUtc: string;
  /** Date and HH:MM start and end in a zone ("24:00" when it ends at the next midnight). */
  wall(zone: string): { date: string; start: string; end: string };
}

const hhmm = (z: Temporal.ZonedDateTime) => `${String(z.hour).padStart(2, "0")}:${String(z.minute).padStart(2, "0")}`;

export function parsedEvents(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    const start = e.startDate;
    const end = e.endDate;
    const utc = (t: typeof start) => (t.isDate ? "" : new Date(t.toUnixTime() * 1000).toISOString());
    return {
      uid: e.uid,
      summary: e.summary,
      allDay: start.isDate,
      done: v.getFirstPropertyValue("x-rhythm-done") === "TRUE",
      startDate: start.toString().slice(0, 10),
      endDate: end.toString().slice(0, 10),
      startUtc: utc(start),
      endUtc: utc(end),
      wall(zone: string) {
        const s = Temporal.Instant.from(utc(start)).toZonedDateTimeISO(zone);
        const f = Temporal.Instant.from(utc(end)).toZonedDateTimeISO(zone);
        const endsAtMidnight =
          f.hour === 0 && f.minute === 0 && f.toPlainDate().toString() !== s.toPlainDate().toString();
        return { date: s.toPlainDate().toString(), start: hhmm(s), end: endsAtMidnight ? "24:00" : hhmm(f) };
      },
    };
  });
}
