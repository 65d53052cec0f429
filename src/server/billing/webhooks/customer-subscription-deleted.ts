import "server-only";
/**
 * customer.subscription.deleted: the subscription has ended (period over after a cancellation,
 * or cancelled at once). Access ends: status inactive, end date when it ended.
 */
import { applySubscriptionState } from "../sync-subscription";
import { defineWebhook } from "./define-webhook";
import { subscriptionChange, subscriptionPayload } from "./payloads";

export const customerSubscriptionDeleted = defineWebhook({
  type: "customer.subscription.deleted",
  payload: subscriptionPayload,
  apply: async (tx, subscription, { occurredAt }) => {
    const change = subscriptionChange(subscription, occurredAt);
    // The payload's status is "canceled"; spelled out so an odd payload cannot keep access alive.
    const result = await applySubscriptionState(tx, { ...change, stripeStatus: "canceled", cancelAtPeriodEnd: false });
    return result.applied ? "applied" : "skipped";
  },
});
