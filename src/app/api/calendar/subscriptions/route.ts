/**
 * Calendars followed by URL (premium only, like the import).
 * GET -> 200 {subscriptions}. POST {url, name?, color?} -> 201 {subscription}, fetched at
 * once. https://, http:// or webcal:// only; an address on a loopback, private, link-local or
 * metadata network is refused with 400 and a message that says why, as is one whose first fetch
 * is not a calendar (422). See src/server/calendar/subscriptions/.
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { createSubscription, listSubscriptions } from "@/server/calendar/subscriptions/manage";
import { createSubscriptionSchema } from "@/server/calendar/subscriptions/schemas";
import { json } from "@/server/http/api-shapes/common";
import { subscriptionListSchema, subscriptionResponseSchema } from "@/server/http/api-shapes/calendar";

const noStore = { "Cache-Control": "no-store" };

export const GET = route(async () => {
  const user = await requirePremium();
  return json(subscriptionListSchema, { subscriptions: await listSubscriptions(user.id) }, { headers: noStore });
});

export const POST = route(async (request) => {
  const user = await requirePremium();
  const input = parseInput(createSubscriptionSchema, await readJson(request, 4096));
  await consume("calendarSubscriptionUser", user.id);
  const subscription = await createSubscription(user, input);
  return json(subscriptionResponseSchema, { subscription }, { status: 201, headers: noStore });
});
