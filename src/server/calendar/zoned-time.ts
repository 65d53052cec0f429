import "server-only";
/**
 * A block's wall-clock start and end (a date and minutes since midnight in the user's time zone)
 * as moments in time, for the calendar feed. The conversion and its daylight-saving rules live in
 * src/lib/time/instants.ts; the one rule added here: if a block's start and end fall in the same
 * spring-forward gap and would collapse into one instant, its end is its start plus its length.
 */
import { Temporal } from "temporal-polyfill";
import { wallToInstant } from "@/lib/time/instants";

/** A block's start and end as instants. */
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

export const toDate = (instant: Temporal.Instant): Date => new Date(instant.epochMilliseconds);
