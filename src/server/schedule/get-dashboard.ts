import "server-only";
/**
 * What the dashboard page needs for the signed-in user: the day to show (a requested date, else
 * today in their time zone), how it relates to today, the greeting for their time of day, and the
 * saved plan of that day.
 */
import type { Locale } from "@/i18n/routing";
import type { User } from "@/server/db/schema";
import { greetingFor, localClock, relationTo, shiftDate, type DayRelation, type Greeting } from "./day-context";
import { getPlan } from "./get-plan";
import { isPlanDate } from "./schemas";
import type { PlanView } from "./types";

interface DashboardDay {
  date: string;
  today: string;
  yesterday: string;
  tomorrow: string;
  relation: DayRelation;
  greeting: Greeting;
  /** The hour now in the user's time zone. */
  hour: number;
  timezone: string;
  plan: PlanView | null;
}

export async function getDashboardDay(
  user: User,
  requestedDate: string | undefined,
  locale: Locale,
  at: Date = new Date(),
): Promise<DashboardDay> {
  const clock = localClock(user.timezone, at);
  const date = requestedDate && isPlanDate(requestedDate) ? requestedDate : clock.date;
  return {
    date,
    today: clock.date,
    yesterday: shiftDate(clock.date, -1),
    tomorrow: shiftDate(clock.date, 1),
    relation: relationTo(date, clock.date),
    greeting: greetingFor(clock.hour),
    hour: clock.hour,
    timezone: user.timezone,
    plan: await getPlan(user.id, date, locale, user.clockFormat),
  };
}
