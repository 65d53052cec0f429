/** DELETE -> 204; 404 for someone else's reward. */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, route } from "@/server/http/route-handler";
import { deleteRewardItem } from "@/server/rewards/items";
import { rewardItemIdSchema } from "@/server/rewards/schemas";

type Context = { params: Promise<{ id: string }> };

export const DELETE = route<Context>(async (_request, { params }) => {
  const user = await requirePremium();
  await deleteRewardItem(user.id, parseInput(rewardItemIdSchema, (await params).id));
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
