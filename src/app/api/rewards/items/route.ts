/** POST {title, cost} -> 201 {item: {id, title, cost}}: a reward the user can buy with coins (premium only). */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { createRewardItem } from "@/server/rewards/items";
import { createRewardItemSchema } from "@/server/rewards/schemas";
import { json } from "@/server/http/api-shapes/common";
import { rewardItemResponseSchema } from "@/server/http/api-shapes/planner-extras";

export const POST = route(async (request) => {
  const user = await requirePremium();
  const input = parseInput(createRewardItemSchema, await readJson(request, 4096));
  return json(
    rewardItemResponseSchema,
    { item: await createRewardItem(user.id, input) },
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
});
