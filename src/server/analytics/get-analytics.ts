import "server-only";
/**
 * The analytics of one user over a date range (GET /api/analytics and the /analytics page): loads
 * the rows once, then each section in ./sections computes its part. A new section (habits,
 * rewards) is one file there and one line below.
 */
import { getHabitSeries } from "@/server/habits/analytics";
import { zonedNow } from "@/lib/time/zones";
import { loadAnalyticsData } from "./load-data";
import { buildDays } from "./sections/days";
import { computeHabits } from "./sections/habits";
import { computeMoodVsPlan } from "./sections/mood-vs-plan";
import { computeTimeUse } from "./sections/time-use";
import { computeTotals } from "./sections/totals";

export async function getAnalytics(user: { id: string; timezone: string }, from: string, to: string, now = new Date()) {
  const today = zonedNow(user.timezone, now).date;
  const [data, habitSeries] = await Promise.all([
    loadAnalyticsData(user.id, from, to),
    getHabitSeries(user.id, from, to),
  ]);
  const days = buildDays(from, to, data.blocks, data.planDates, data.moods);
  const timeUse = computeTimeUse(data.blocks);
  return {
    from,
    to,
    timezone: user.timezone,
    today,
    days,
    ...timeUse,
    ...computeMoodVsPlan(days),
    ...computeHabits(habitSeries),
    totals: computeTotals(
      days,
      timeUse.partOfDay.morning + timeUse.partOfDay.afternoon + timeUse.partOfDay.evening + timeUse.partOfDay.night,
      today,
    ),
  };
}

export type Analytics = Awaited<ReturnType<typeof getAnalytics>>;
