import "server-only";
/**
 * Cancel anytime: the Stripe subscription is set to end with the current period (access stays
 * until then), and the cancellation can be undone until it does. The local flag is updated at
 * once for the page that asked; the customer.subscription.updated webhook confirms it.
 *
 * Deleting an account is different: its subscription is cancelled at once (cancelSubscriptionNow),
 * since nobody is left to use the rest of the period and nothing may be charged afterwards.
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
  const subscription = await getStripe().subscriptions.update(user.stripeSubscriptionId, {
    cancel_at_period_end: cancel,
  });
  await getDb()
    .update(users)
    .set({ cancelAtPeriodEnd: subscription.cancel_at_period_end })
    .where(and(eq(users.id, userId), eq(users.stripeSubscriptionId, subscription.id)));
  return { cancelAtPeriodEnd: subscription.cancel_at_period_end };
}

export function cancelSubscription(userId: string) {
  return setCancelAtPeriodEnd(userId, true);
}

/**
 * Ends the user's Stripe subscription now (account deletion). A subscription Stripe no longer
 * has (already cancelled and gone) counts as cancelled. The webhook that follows finds no user
 * once the account is gone and is acknowledged without a change.
 */
export async function cancelSubscriptionNow(userId: string): Promise<void> {
  const user = await getBillingUser(userId);
  if (user.billingProvider !== "stripe" || !user.stripeSubscriptionId) throw new BillingError("noSubscription");
  try {
    await getStripe().subscriptions.cancel(user.stripeSubscriptionId);
  } catch (err) {
    if ((err as { code?: string }).code === "resource_missing") return;
    throw err;
  }
}

export function resumeSubscription(userId: string) {
  return setCancelAtPeriodEnd(userId, false);
}
