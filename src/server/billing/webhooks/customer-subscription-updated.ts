import "server-only";
/**
 * customer.subscription.updated: renewals, trial conversion, plan changes, cancel-at-period-end
 * and its undoing, past_due and recovery all arrive here with the subscription's full state.
 */
import { applySubscriptionState } from "../sync-subscription";
import { defineWebhook } from "./define-webhook";
import { subscriptionChange, subscriptionPayload } from "./payloads";

export const customerSubscriptionUpdated = defineWebhook({
  type: "customer.subscription.updated",
  payload: subscriptionPayload,
  apply: async (tx, subscription, { occurredAt }) => {
    const result = await applySubscriptionState(tx, subscriptionChange(subscription, occurredAt));
    return result.applied ? "applied" : "skipped";
  },
});
