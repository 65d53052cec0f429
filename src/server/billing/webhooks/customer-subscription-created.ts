import "server-only";
/** customer.subscription.created: a new subscription (trialing after checkout) becomes the user's state. */
import { applySubscriptionState } from "../sync-subscription";
import { defineWebhook } from "./define-webhook";
import { subscriptionChange, subscriptionPayload } from "./payloads";

export const customerSubscriptionCreated = defineWebhook({
  type: "customer.subscription.created",
  payload: subscriptionPayload,
  apply: async (tx, subscription, { occurredAt }) => {
    const result = await applySubscriptionState(tx, subscriptionChange(subscription, occurredAt));
    return result.applied ? "applied" : "skipped";
  },
});
