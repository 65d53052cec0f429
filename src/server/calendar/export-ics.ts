import "server-only";
/**
 * The calendar feed (RFC 5545) written with ical-generator: the user's blocks from 60 days back to
 * a year ahead, times as UTC instants (each block's wall-clock time in the user's time zone, DST
 * handled as src/lib/time/instants.ts says), so every calendar app shows them right without a VTIMEZONE.
 * All-day blocks are DATE events. UIDs are "<block id>@rhythm" (block ids never change, so an
 * edit updates the event instead of adding one). A done block's summary starts with "✓ " and it
 * carries X-RHYTHM-DONE:TRUE (VEVENT has no "completed" status; that is VTODO's).
 */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import ical, { ICalCalendarMethod } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import { translate } from "@/i18n/messages";
import { toLocale } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { blocks, type User } from "@/server/db/schema";
import { addDays } from "@/lib/time/dates";
import { safeZone, todayIn } from "@/lib/time/zones";
import { blockInstants, toDate } from "./zoned-time";

const FEED_DAYS_BACK = 60;
const FEED_DAYS_AHEAD = 365;
const MAX_FEED_BLOCKS = 20_000;
const DONE_MARK = "✓ ";

export async function buildFeed(user: User, at: Date = new Date()): Promise<string> {
  const zone = safeZone(user.timezone);
  const today = todayIn(zone, at);
  const rows = await getDb()
    .select()
    .from(blocks)
    .where(
      and(
        eq(blocks.userId, user.id),
        gte(blocks.date, addDays(today, -FEED_DAYS_BACK)),
        lte(blocks.date, addDays(today, FEED_DAYS_AHEAD)),
      ),
    )
    .orderBy(asc(blocks.date), asc(blocks.startMin), asc(blocks.id))
    .limit(MAX_FEED_BLOCKS);

  const calendar = ical({
    name: translate(toLocale(user.language), "calendarApi.feed.name"),
    prodId: { company: "Rhythm", product: "Rhythm calendar", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps that honour it re-fetch hourly.
    ttl: 60 * 60,
    x: [["X-WR-TIMEZONE", zone]],
  });
  for (const b of rows) {
    const summary = b.done ? `${DONE_MARK}${b.title}` : b.title;
    const common = {
      id: `${b.id}@rhythm`,
      summary,
      stamp: b.updatedAt,
      lastModified: b.updatedAt,
      created: b.createdAt,
      categories: [{ name: b.kind }],
      x: [
        { key: "X-RHYTHM-KIND", value: b.kind },
        { key: "X-RHYTHM-SOURCE", value: b.source },
        ...(b.done ? [{ key: "X-RHYTHM-DONE", value: "TRUE" }] : []),
      ],
    };
    if (b.allDay) {
      const day = Temporal.PlainDate.from(b.date);
      calendar.createEvent({ ...common, allDay: true, start: day, end: day.add({ days: 1 }) });
    } else {
      const { start, end } = blockInstants(b.date, b.startMin, b.endMin, zone);
      calendar.createEvent({ ...common, start: toDate(start), end: toDate(end) });
    }
  }
  return calendar.toString();
}
