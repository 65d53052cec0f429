import "server-only";
/** The user's subscription as the /subscription page shows it. */
import { getBillingUser, type BillingUser } from "./billing-user";
import { hasPremiumAccess } from "./entitlements";

type SubscriptionPhase = "none" | "trialing" | "active" | "canceling" | "pastDue" | "ended";

interface SubscriptionSummary {
  plan: "free" | "monthly" | "yearly" | "free_year";
  /** The stored status word (active, past_due, inactive, ...). */
  status: string;
  phase: SubscriptionPhase;
  hasPremium: boolean;
  /** "stripe", "demo" or null when the user never subscribed. */
  provider: string | null;
  /** End of the user's free trial (also after it has passed), or null when there was none. */
  trialEndsAt: Date | null;
  /** When the subscription renews (Stripe, not cancelling); null otherwise. */
  renewsAt: Date | null;
  /** When access ends (cancelling, demo, free_year) or ended; null while it renews or when there is none. */
  endsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The Stripe Customer Portal can be opened (a Stripe customer exists). */
  canOpenPortal: boolean;
}

export async function getSubscription(userId: string, now: Date = new Date()): Promise<SubscriptionSummary> {
  return subscriptionOf(await getBillingUser(userId), now);
}

/** The same from a row already read this request (a User row has every billing column). */
export function subscriptionOf(user: BillingUser, now: Date = new Date()): SubscriptionSummary {
  const hasPremium = hasPremiumAccess(user, now);
  const endDate = user.subscriptionEndDate;
  const inTrial = hasPremium && user.trialEndsAt !== null && user.trialEndsAt.getTime() > now.getTime();
  const renews =
    hasPremium && user.billingProvider === "stripe" && !user.cancelAtPeriodEnd && user.subscriptionTier !== "free_year";

  let phase: SubscriptionPhase;
  if (user.subscriptionStatus === "past_due") phase = "pastDue";
  else if (hasPremium) phase = user.cancelAtPeriodEnd ? "canceling" : inTrial ? "trialing" : "active";
  else if (user.subscriptionTier !== "free" || user.billingProvider) phase = "ended";
  else phase = "none";

  return {
    plan: user.subscriptionTier,
    status: user.subscriptionStatus,
    phase,
    hasPremium,
    provider: user.billingProvider,
    trialEndsAt: user.trialEndsAt,
    renewsAt: renews ? endDate : null,
    endsAt: renews || phase === "none" ? null : endDate,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    canOpenPortal: user.billingProvider === "stripe" && user.stripeCustomerId !== null,
  };
}
