/**
 * Wall-clock times (a date and minutes since midnight in a zone) as moments in time, with
 * Temporal (temporal-polyfill), which knows every IANA zone's daylight-saving rules. The only file
 * of src/lib/time that loads the polyfill (~20 KB gzipped): import it from the server, or from a
 * client component that truly needs instants.
 *
 * DST rules, written down once (Temporal's "compatible" disambiguation):
 * - A wall time that does not exist (the spring-forward gap, e.g. 02:30 on 2026-03-08 in New
 *   York) is shifted forward by the gap: 02:30 EST does not exist, so it is 03:30 EDT (07:30 UTC).
 * - A wall time that happens twice (the fall-back overlap, 01:30 on 2026-11-01 in New York) is
 *   the first of the two (EDT).
 */
import { Temporal } from "temporal-polyfill";
import { DAY_MINUTES } from "./clock";

/** The instant of `minutes` after midnight (0..1440; 1440 is the next midnight) on `date` in `zone`. */
export function wallToInstant(date: string, minutes: number, zone: string): Temporal.Instant {
  let day = Temporal.PlainDate.from(date);
  let m = minutes;
  if (m >= DAY_MINUTES) {
    day = day.add({ days: 1 });
    m -= DAY_MINUTES;
  }
  const wall = day.toPlainDateTime({ hour: Math.floor(m / 60), minute: m % 60 });
  return wall.toZonedDateTime(zone, { disambiguation: "compatible" }).toInstant();
}

/** How many minutes `date` lasts in `zone`: 1440, or 1380 / 1500 on a daylight-saving change. */
export function dayLengthMinutes(date: string, zone: string): number {
  const start = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: zone });
  return start.add({ days: 1 }).since(start, { largestUnit: "minutes" }).minutes;
}
