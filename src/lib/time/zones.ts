/**
 * The user's time zone: which zones we accept, and today's date and the wall-clock time now in one.
 * Server and client read "now" here, so the dashboard, the calendar, reminders and rewards agree on
 * what "today" is for a user.
 *
 * Built on Intl, which every runtime has and which knows the same IANA zones as Temporal, so the
 * calendar page does not pull temporal-polyfill into the browser just to read the time.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter for `zone`; undefined when the zone is unknown. */
function formatter(zone: string): Intl.DateTimeFormat | undefined {
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-CA", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      return undefined;
    }
    formatters.set(zone, f);
  }
  return f;
}

/** A zone the runtime knows, else UTC: an unknown zone in a row must not break a page or a feed. */
export function safeZone(zone: string | null | undefined): string {
  return zone && formatter(zone) ? zone : "UTC";
}

/** Today's date and the minutes since midnight now, on the wall clock of `zone` (UTC when unknown). */
export function zonedNow(zone: string | null | undefined, at: Date = new Date()): { date: string; minutes: number } {
  const parts = (formatter(safeZone(zone)) ?? formatter("UTC")!).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  // Some ICU versions write midnight as "24" even with h23.
  const hour = get("hour") % 24;
  return { date: `${pad(get("year"), 4)}-${pad(get("month"))}-${pad(get("day"))}`, minutes: hour * 60 + get("minute") };
}

/** Today's date in `zone` (UTC when unknown). */
export function todayIn(zone: string | null | undefined, at: Date = new Date()): string {
  return zonedNow(zone, at).date;
}
