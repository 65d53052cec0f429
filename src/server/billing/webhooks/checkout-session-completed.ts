import "server-only";
/**
 * checkout.session.completed: ties the Stripe customer and subscription to the user who started
 * the checkout (client_reference_id). The access state itself comes with the subscription events,
 * which carry the status, price and period this payload lacks.
 */
import { linkStripeCheckout } from "../sync-subscription";
import { defineWebhook } from "./define-webhook";
import { checkoutSessionPayload } from "./payloads";

export const checkoutSessionCompleted = defineWebhook({
  type: "checkout.session.completed",
  payload: checkoutSessionPayload,
  apply: async (tx, session, { occurredAt }) => {
    const userId = session.client_reference_id ?? session.metadata.userId;
    if (session.mode !== "subscription" || !userId) return "skipped";
    const linked = await linkStripeCheckout(tx, {
      userId,
      stripeCustomerId: session.customer ?? null,
      stripeSubscriptionId: session.subscription ?? null,
      occurredAt,
    });
    return linked ? "applied" : "skipped";
  },
});
