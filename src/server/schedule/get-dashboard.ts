import "server-only";
/**
 * What the dashboard needs for the signed-in user (GET /api/schedule/day): the day to show (a
 * requested date, else today in their time zone), how it relates to today, the greeting for their
 * time of day, the saved plan of that day, and on today's view the carry-over offer (unless the
 * user dismissed it today).
 */
import type { Locale } from "@/i18n/routing";
import type { User } from "@/server/db/schema";
import { addDays } from "@/lib/time/dates";
import { zonedNow } from "@/lib/time/zones";
import { greetingFor, relationTo, type DayRelation, type Greeting } from "./day-context";
import { getCarryOverOffer } from "./carry-over";
import { getPlan } from "./get-plan";
import { isPlanDate } from "./grid";
import type { CarryOverOffer, PlanView } from "./types";

export interface DashboardDay {
  date: string;
  today: string;
  yesterday: string;
  tomorrow: string;
  relation: DayRelation;
  greeting: Greeting;
  /** The hour now in the user's time zone. */
  hour: number;
  timezone: string;
  /** The user's name for the greeting ("" when they gave none). */
  name: string;
  plan: PlanView | null;
  carryOver: CarryOverOffer | null;
}

export async function getDashboardDay(
  user: User,
  requestedDate: string | undefined,
  locale: Locale,
  /** The day the user last dismissed the carry-over card (its cookie), if any. */
  carryOverDismissedOn?: string,
  at: Date = new Date(),
): Promise<DashboardDay> {
  const clock = zonedNow(user.timezone, at);
  const hour = Math.floor(clock.minutes / 60);
  const date = requestedDate && isPlanDate(requestedDate) ? requestedDate : clock.date;
  const relation = relationTo(date, clock.date);
  const [plan, carryOver] = await Promise.all([
    getPlan(user.id, date, locale, user.clockFormat),
    relation === "today" && carryOverDismissedOn !== clock.date ? getCarryOverOffer(user, at) : null,
  ]);
  return {
    date,
    today: clock.date,
    yesterday: addDays(clock.date, -1),
    tomorrow: addDays(clock.date, 1),
    relation,
    greeting: greetingFor(hour),
    hour,
    timezone: user.timezone,
    name: user.name?.trim() ?? "",
    plan,
    carryOver,
  };
}
