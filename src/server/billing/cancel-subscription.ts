import "server-only";
/**
 * Cancel anytime: the Stripe subscription is set to end with the current period (access stays
 * until then), and the cancellation can be undone until it does. The local flag is updated at
 * once for the page that asked; the customer.subscription.updated webhook confirms it.
 */
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { getBillingUser } from "./billing-user";
import { BillingError } from "./errors";
import { getStripe } from "./stripe";

async function setCancelAtPeriodEnd(userId: string, cancel: boolean): Promise<{ cancelAtPeriodEnd: boolean }> {
  const user = await getBillingUser(userId);
  if (user.billingProvider !== "stripe" || !user.stripeSubscriptionId) throw new BillingError("noSubscription");
  const subscription = await getStripe().subscriptions.update(user.stripeSubscriptionId, { cancel_at_period_end: cancel });
  await getDb()
    .update(users)
    .set({ cancelAtPeriodEnd: subscription.cancel_at_period_end })
    .where(and(eq(users.id, userId), eq(users.stripeSubscriptionId, subscription.id)));
  return { cancelAtPeriodEnd: subscription.cancel_at_period_end };
}

export function cancelSubscription(userId: string) {
  return setCancelAtPeriodEnd(userId, true);
}

export function resumeSubscription(userId: string) {
  return setCancelAtPeriodEnd(userId, false);
}
