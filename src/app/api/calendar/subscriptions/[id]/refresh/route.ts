/**
 * POST -> 200 {subscription} after fetching it now (a failure shows on it as `error`).
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { refreshSubscription } from "@/server/calendar/subscriptions/manage";
import { subscriptionIdSchema } from "@/server/calendar/subscriptions/schemas";
import { json } from "@/server/http/api-shapes/common";
import { subscriptionResponseSchema } from "@/server/http/api-shapes/calendar";

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (_request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(subscriptionIdSchema, (await params).id);
  await consume("calendarSubscriptionUser", user.id);
  return json(
    subscriptionResponseSchema,
    { subscription: await refreshSubscription(user, id) },
    {
      headers: { "Cache-Control": "no-store" },
    },
  );
});
