import "server-only";
/**
 * What the dashboard page needs for the signed-in user: the day to show (a requested date, else
 * today in their time zone), how it relates to today, the greeting for their time of day, and the
 * saved plan of that day.
 */
import type { Locale } from "@/i18n/routing";
import type { User } from "@/server/db/schema";
import { addDays } from "@/lib/time/dates";
import { zonedNow } from "@/lib/time/zones";
import { greetingFor, relationTo, type DayRelation, type Greeting } from "./day-context";
import { getPlan } from "./get-plan";
import { isPlanDate } from "./grid";
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
  const clock = zonedNow(user.timezone, at);
  const hour = Math.floor(clock.minutes / 60);
  const date = requestedDate && isPlanDate(requestedDate) ? requestedDate : clock.date;
  return {
    date,
    today: clock.date,
    yesterday: addDays(clock.date, -1),
    tomorrow: addDays(clock.date, 1),
    relation: relationTo(date, clock.date),
    greeting: greetingFor(hour),
    hour,
    timezone: user.timezone,
    plan: await getPlan(user.id, date, locale, user.clockFormat),
  };
}
