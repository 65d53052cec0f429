/**
 * A time zone where it is morning now, for specs whose day must still be ahead of "now" (habit
 * blocks in this evening, a quick-add item before 3pm): `test.use({ timezoneId: MORNING_ZONE })`
 * runs the browser there, and onboarding takes the browser's zone, so a new account lives there.
 */
const ZONES = [
  "Pacific/Honolulu",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/New_York",
  "America/Sao_Paulo",
  "Atlantic/South_Georgia",
  "Atlantic/Azores",
  "UTC",
  "Africa/Lagos",
  "Africa/Cairo",
  "Europe/Moscow",
  "Asia/Dubai",
  "Asia/Karachi",
  "Asia/Dhaka",
  "Asia/Bangkok",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Australia/Brisbane",
  "Pacific/Noumea",
  "Pacific/Tarawa",
];

/** The hour (0-23) it is now in `zone`. */
export function hourIn(zone: string): number {
  return Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(new Date()),
  );
}

/** A zone where it is 7-9 in the morning now, else 6-11, else UTC (then callers may skip). */
export const MORNING_ZONE =
  ZONES.find((z) => hourIn(z) >= 7 && hourIn(z) <= 9) ?? ZONES.find((z) => hourIn(z) >= 6 && hourIn(z) <= 11) ?? "UTC";

/** The date (YYYY-MM-DD) in `zone`, `offsetDays` from today there. */
export function localDate(zone: string, offsetDays = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}
