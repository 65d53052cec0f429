/**
 * GET /api/schedule/day?date=YYYY-MM-DD (premium only; date optional, today in the user's time zone
 * by default; a date that is not a plan date is today too, as on the dashboard's address)
 *   -> 200 {date, today, yesterday, tomorrow, relation, greeting, hour, timezone, name, plan,
 *   carryOver}: what the dashboard shows of that day. carryOver is today's offer (null on other
 *   days, and when the user dismissed the card today: its cookie). 401/403 not signed in / not premium.
 */
import { cookies } from "next/headers";
import { CARRY_OVER_DISMISSED_COOKIE } from "@/lib/carry-over-cookie";
import { requirePremium } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { requestLocale } from "@/i18n/request-locale";
import { json } from "@/server/http/api-shapes/common";
import { dashboardDaySchema } from "@/server/http/api-shapes/schedule";
import { getDashboardDay } from "@/server/schedule/get-dashboard";

export const GET = route(async (request) => {
  const user = await requirePremium();
  const requested = new URL(request.url).searchParams.get("date") ?? undefined;
  const dismissed = (await cookies()).get(CARRY_OVER_DISMISSED_COOKIE)?.value;
  const day = await getDashboardDay(user, requested, requestLocale(request), dismissed);
  return json(dashboardDaySchema, day, { headers: { "Cache-Control": "private, no-store" } });
});
