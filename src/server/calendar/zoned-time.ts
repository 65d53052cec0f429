import "server-only";
/**
 * Wall-clock times of blocks (a date and minutes since midnight in the user's time zone) and
 * moments in time, converted with Temporal (temporal-polyfill), which knows every IANA zone's
 * daylight-saving rules.
 *
 * DST rules, written down once:
 * - A wall time that does not exist (the spring-forward gap, e.g. 02:30 on 2026-03-08 in New
 *   York) is read as Temporal's "compatible" disambiguation does: shifted forward by the gap
 *   (02:30 EST does not exist, so it is 03:30 EDT, the same instant as 07:30 UTC).
 * - A wall time that happens twice (the fall-back overlap, 01:30 on 2026-11-01 in New York) is
 *   the first of the two (EDT).
 * - A block keeps its wall-clock start and end; if both fall in the same gap and would collapse
 *   into one instant, its end is its start plus its length in minutes.
 */
import { Temporal } from "temporal-polyfill";
import { DAY_END_MINUTES } from "@/server/schedule/schemas";

/** A zone Temporal knows, else UTC (an unknown zone in a row must not break the feed). */
export function safeZone(zone: string | null | undefined): string {
  if (!zone) return "UTC";
  try {
    Temporal.Now.zonedDateTimeISO(zone);
    return zone;
  } catch {
    return "UTC";
  }
}

/** The instant of `minutes` after midnight (0..1440; 1440 is the next midnight) on `date` in `zone`. */
function wallToInstant(date: string, minutes: number, zone: string): Temporal.Instant {
  let day = Temporal.PlainDate.from(date);
  let m = minutes;
  if (m >= DAY_END_MINUTES) {
    day = day.add({ days: 1 });
    m -= DAY_END_MINUTES;
  }
  const wall = day.toPlainDateTime({ hour: Math.floor(m / 60), minute: m % 60 });
  return wall.toZonedDateTime(zone, { disambiguation: "compatible" }).toInstant();
}

/** A block's start and end as instants (see the DST rules above). */
export function blockInstants(
  date: string,
  startMin: number,
  endMin: number,
  zone: string,
): { start: Temporal.Instant; end: Temporal.Instant } {
  const start = wallToInstant(date, startMin, zone);
  let end = wallToInstant(date, endMin, zone);
  if (Temporal.Instant.compare(end, start) <= 0) end = start.add({ minutes: endMin - startMin });
  return { start, end };
}

/** Today's date in `zone`. */
export function todayIn(zone: string, at: Date = new Date()): string {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime())
    .toZonedDateTimeISO(safeZone(zone))
    .toPlainDate()
    .toString();
}

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

export const toDate = (instant: Temporal.Instant): Date => new Date(instant.epochMilliseconds);
