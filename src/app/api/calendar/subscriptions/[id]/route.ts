/**
 * One followed calendar of the caller (someone else's is a 404).
 * PATCH any of {name, color, paused} -> 200 {subscription}. DELETE -> 204; its blocks go with it.
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { deleteSubscription, updateSubscription } from "@/server/calendar/subscriptions/manage";
import { subscriptionIdSchema, updateSubscriptionSchema } from "@/server/calendar/subscriptions/schemas";
import { json } from "@/server/http/api-shapes/common";
import { subscriptionResponseSchema } from "@/server/http/api-shapes/calendar";

type Context = { params: Promise<{ id: string }> };
const noStore = { "Cache-Control": "no-store" };

export const PATCH = route<Context>(async (request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(subscriptionIdSchema, (await params).id);
  const input = parseInput(updateSubscriptionSchema, await readJson(request, 4096));
  const subscription = await updateSubscription(user.id, id, input);
  return json(subscriptionResponseSchema, { subscription }, { headers: noStore });
});

export const DELETE = route<Context>(async (_request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(subscriptionIdSchema, (await params).id);
  await deleteSubscription(user.id, id);
  return new Response(null, { status: 204, headers: noStore });
});
