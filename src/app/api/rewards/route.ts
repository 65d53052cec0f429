/**
 * GET -> 200 {xp, level, levelXp, nextLevelXp, coins, badges: [{id, earnedAt}], locked: [{id,
 * progress, goal}], items: [{id, title, cost}], history: [...]} (premium only).
 */
import { requirePremium } from "@/server/auth/guards";
import { todayFor } from "@/server/habits/queries";
import { route } from "@/server/http/route-handler";
import { getRewards } from "@/server/rewards/queries";
import { json } from "@/server/http/api-shapes/common";
import { rewardsSchema } from "@/server/http/api-shapes/planner-extras";

export const GET = route(async () => {
  const started = performance.now();
  const user = await requirePremium();
  const rewards = await getRewards(user.id, todayFor(user));
  // The handler's own time, for bench/habits-api.mjs (and browser dev tools).
  return json(rewardsSchema, rewards, {
    headers: { "Cache-Control": "no-store", "Server-Timing": `app;dur=${(performance.now() - started).toFixed(1)}` },
  });
});
