/**
 * The caller's analytics (premium only), computed in their time zone.
 *
 * GET ?from=YYYY-MM-DD&to=YYYY-MM-DD (both included, at most 400 days) -> 200
 *   {from, to, timezone, today, days: [{date, hasPlan, plannedMinutes, doneMinutes, completionRate,
 *   completionRate7d, blocksPlanned, blocksDone, mood, energy, moodEntries}], byKind, partOfDay,
 *   heatmap, bestHour, moodVsCompletion: {days, r} | null, moodVsLoad, pairedDays, totals}
 *   400 for a bad date, from after to, or a longer range.
 */
import type { z } from "zod";
import { requirePremium } from "@/server/auth/guards";
import { getAnalytics } from "@/server/analytics/get-analytics";
import type { analyticsSchema } from "@/server/http/api-shapes/planner-extras";
import { parseInput, route } from "@/server/http/route-handler";
import { jsonResponse } from "@/server/http/json-body";
import { rangeQuerySchema } from "@/server/mood/schemas";

export const GET = route(async (request) => {
  const received = performance.now();
  const user = await requirePremium();
  const params = new URL(request.url).searchParams;
  const { from, to } = parseInput(rangeQuerySchema, { from: params.get("from") ?? "", to: params.get("to") ?? "" });
  const started = performance.now();
  const analytics = await getAnalytics(user, from, to);
  // Server-Timing (bench/analytics-api.mjs, devtools): loading and computing, and the whole
  // handler with the session and subscription check and the JSON encoding.
  const body = JSON.stringify(analytics satisfies z.infer<typeof analyticsSchema>);
  const done = performance.now();
  const serverTiming = `analytics;dur=${(done - started).toFixed(1)}, total;dur=${(done - received).toFixed(1)}`;
  return jsonResponse(body, {
    headers: { "Cache-Control": "no-store", "Server-Timing": serverTiming },
  });
});
