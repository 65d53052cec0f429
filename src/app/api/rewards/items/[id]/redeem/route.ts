/** POST -> 200 {id, title, cost, coins} (coins left), or 409 when the coins are short; 404 for someone else's reward. */
import { requirePremium } from "@/server/auth/guards";
import { todayFor } from "@/server/habits/queries";
import { parseInput, route } from "@/server/http/route-handler";
import { redeemRewardItem } from "@/server/rewards/items";
import { rewardItemIdSchema } from "@/server/rewards/schemas";
import { json } from "@/server/http/api-shapes/common";
import { redemptionSchema } from "@/server/http/api-shapes/planner-extras";

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (_request, { params }) => {
  const user = await requirePremium();
  const result = await redeemRewardItem(user.id, parseInput(rewardItemIdSchema, (await params).id), todayFor(user));
  return json(redemptionSchema, result, { headers: { "Cache-Control": "no-store" } });
});
