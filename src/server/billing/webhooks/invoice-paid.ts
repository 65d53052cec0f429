import "server-only";
/**
 * invoice.paid: a subscription invoice (the trial's, a renewal, a recovered payment) was paid.
 * The subscription is active until the end of the period the invoice covers.
 */
import { applySubscriptionState } from "../sync-subscription";
import { defineWebhook } from "./define-webhook";
import { invoicePayload, invoiceSubscription } from "./payloads";

export const invoicePaid = defineWebhook({
  type: "invoice.paid",
  payload: invoicePayload,
  apply: async (tx, invoice, { occurredAt }) => {
    const facts = invoiceSubscription(invoice);
    if (!facts) return "skipped";
    const result = await applySubscriptionState(tx, {
      userId: facts.userId,
      stripeCustomerId: facts.customerId,
      provider: "stripe",
      stripeSubscriptionId: facts.subscriptionId,
      stripeStatus: "active",
      priceId: facts.priceId,
      currentPeriodEnd: facts.periodEnd,
      occurredAt,
      onlyIfCurrentSubscription: true,
    });
    return result.applied ? "applied" : "skipped";
  },
});
