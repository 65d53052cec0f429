/**
 * Time zones of an imported .ics file, read inside the import worker (parse-ics-worker.mjs) with a
 * budget. ical.js expands a VTIMEZONE's observance rules (RRULE in STANDARD/DAYLIGHT) from their
 * start until the year it needs, without a limit: a rule of FREQ=MINUTELY ran the process out of
 * heap. So ical.js never sees a VTIMEZONE (they are taken out of the tree before events are read)
 * and times are converted here:
 * - a TZID that names an IANA zone (what Google, Apple and most programs write) through the zone
 *   database (Temporal); the file's VTIMEZONE for it is ignored;
 * - any other TZID (Outlook's "W. Europe Standard Time") through its VTIMEZONE, whose observances
 *   are expanded only up to the end of the import window and within the file's step budget;
 * - a TZID that is neither, or a floating time, as wall time in the user's zone.
 * No real zone changes its offset more often than twice a year, so an observance rule repeating
 * more often than monthly refuses the file ("timeZoneRules"), whatever its TZID.
 */
import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { IcsBudgetError } from "./parse-ics-budget.mjs";

/** Observances (STANDARD/DAYLIGHT) one VTIMEZONE may hold; tzurl.org's longest histories have about 150. */
const MAX_OBSERVANCES = 1_000;
const ZONE_FREQUENCIES = new Set(["YEARLY", "MONTHLY"]);

const ianaCache = new Map();

function knownZone(id) {
  if (ianaCache.has(id)) return ianaCache.get(id);
  let zone;
  try {
    zone = Temporal.PlainDate.from("2026-01-01").toZonedDateTime(id).timeZoneId;
  } catch {
    zone = undefined;
  }
  if (ianaCache.size < 1000) ianaCache.set(id, zone);
  return zone;
}

/** An IANA zone named by a TZID, also inside prefixes such as "/mozilla.org/20070129_1/Europe/Berlin". */
function ianaZone(tzid) {
  if (!tzid || tzid.length > 200) return undefined;
  const direct = knownZone(tzid);
  if (direct) return direct;
  const tail = /([A-Za-z_]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?)$/.exec(tzid)?.[1];
  return tail ? knownZone(tail) : undefined;
}

const wallMs = (t) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, Math.min(t.second, 59));

/**
 * Takes the VTIMEZONEs out of every calendar (see the top) and checks their observance rules.
 * Returns the zones that are not IANA zones, by TZID, for `ZoneBook`.
 */
export function takeZones(calendars, budget) {
  const zones = new Map();
  for (const calendar of calendars) {
    for (const vtimezone of calendar.getAllSubcomponents("vtimezone")) {
      calendar.removeSubcomponent(vtimezone);
      budget.component();
      const observances = [...vtimezone.getAllSubcomponents("standard"), ...vtimezone.getAllSubcomponents("daylight")];
      if (observances.length > MAX_OBSERVANCES) throw new IcsBudgetError("timeZoneRules");
      for (const observance of observances) {
        budget.component();
        for (const rrule of observance.getAllProperties("rrule")) {
          const freq = String(rrule.getFirstValue()?.freq ?? "").toUpperCase();
          if (!ZONE_FREQUENCIES.has(freq)) throw new IcsBudgetError("timeZoneRules");
        }
      }
      const tzid = String(vtimezone.getFirstPropertyValue("tzid") ?? "");
      if (tzid && !ianaZone(tzid) && !zones.has(tzid)) zones.set(tzid, observances);
    }
  }
  return zones;
}

function offsetSeconds(observance, name) {
  const value = observance.getFirstPropertyValue(name);
  return value && typeof value.toSeconds === "function" ? value.toSeconds() : 0;
}

/** Converts wall times to instants (epoch ms) for the file's zones, expanding each zone once and only when used. */
export class ZoneBook {
  constructor(zones, userZone, lastYear, budget) {
    this.zones = zones;
    this.userZone = userZone;
    this.lastYear = lastYear;
    this.budget = budget;
    this.tables = new Map();
  }

  /** Onsets of a VTIMEZONE's observances up to the end of the window: [{ at (wall ms), from, to }], sorted. */
  table(tzid) {
    if (this.tables.has(tzid)) return this.tables.get(tzid);
    const onsets = [];
    for (const observance of this.zones.get(tzid)) {
      const start = observance.getFirstPropertyValue("dtstart");
      if (!start || typeof start.year !== "number") continue;
      const from = offsetSeconds(observance, "tzoffsetfrom");
      const to = offsetSeconds(observance, "tzoffsetto");
      const push = (t) => {
        this.budget.step();
        onsets.push({ at: wallMs(t), from, to });
      };
      push(start);
      for (const rdate of observance.getAllProperties("rdate")) {
        for (const value of rdate.getValues()) {
          const t = value && typeof value.year === "number" ? value : value?.start;
          if (t && typeof t.year === "number" && t.year <= this.lastYear) push(t);
        }
      }
      for (const rrule of observance.getAllProperties("rrule")) {
        const iterator = rrule.getFirstValue().iterator(start);
        iterator.next(); // DTSTART itself, already counted
        for (let t = iterator.next(); t && t.year <= this.lastYear; t = iterator.next()) push(t);
      }
    }
    onsets.sort((a, b) => a.at - b.at);
    this.tables.set(tzid, onsets);
    return onsets;
  }

  /** The instant (epoch ms) of an ical.js DATE-TIME whose property named `tzid` (or none). */
  toEpoch(t, tzid) {
    const zone = t.zone;
    if (zone === ICAL.Timezone.utcTimezone || zone?.tzid === "UTC") return wallMs(t);
    const wall = {
      year: t.year,
      month: t.month,
      day: t.day,
      hour: t.hour,
      minute: t.minute,
      second: Math.min(t.second, 59),
    };
    const iana = ianaZone(tzid);
    const named = iana ?? (tzid && this.zones.has(tzid) ? undefined : this.userZone);
    if (named) {
      return Temporal.PlainDateTime.from(wall).toZonedDateTime(named, { disambiguation: "compatible" })
        .epochMilliseconds;
    }
    const onsets = this.table(tzid);
    const at = wallMs(t);
    // The last onset at or before the wall time gives the offset; before the first, its "from".
    let lo = 0;
    let hi = onsets.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (onsets[mid].at <= at) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    const offset = found >= 0 ? onsets[found].to : (onsets[0]?.from ?? 0);
    return at - offset * 1000;
  }
}
