/**
 * GET /api/moods/overview -> 200 what the /mood page shows (premium only): {today, from, start,
 * levels (the year grid, one letter per day from start), months, insights: {better, worse,
 * overall}, recent (the 20 newest check-ins), tags}. The page is prerendered (issue 25) and
 * fetches this; access is read from the database on every request.
 */
import { requirePremium } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { json } from "@/server/http/api-shapes/common";
import { moodOverviewSchema } from "@/server/http/api-shapes/planner-extras";
import { getMoodOverview } from "@/server/mood/overview";

export const GET = route(async () => {
  const user = await requirePremium();
  return json(moodOverviewSchema, await getMoodOverview(user), { headers: { "Cache-Control": "no-store" } });
});
