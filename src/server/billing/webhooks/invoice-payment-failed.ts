import "server-only";
/**
 * invoice.payment_failed: a renewal (or the first charge after the trial) failed. The
 * subscription is past due: no premium access until a later payment succeeds (invoice.paid).
 */
import { applySubscriptionState } from "../sync-subscription";
import { defineWebhook } from "./define-webhook";
import { invoicePayload, invoiceSubscription } from "./payloads";

export const invoicePaymentFailed = defineWebhook({
  type: "invoice.payment_failed",
  payload: invoicePayload,
  apply: async (tx, invoice, { occurredAt }) => {
    const facts = invoiceSubscription(invoice);
    if (!facts) return "skipped";
    const result = await applySubscriptionState(tx, {
      userId: facts.userId,
      stripeCustomerId: facts.customerId,
      provider: "stripe",
      stripeSubscriptionId: facts.subscriptionId,
      stripeStatus: "past_due",
      occurredAt,
      onlyIfCurrentSubscription: true,
    });
    return result.applied ? "applied" : "skipped";
  },
});
