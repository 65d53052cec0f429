import "server-only";
/**
 * The one path by which a subscription's state reaches the users table, used by every Stripe
 * webhook and by the demo billing alike. It maps a provider status to Rhythm's status, the price
 * to a tier, the period or trial end to subscriptionEndDate, and refuses to let an older state
 * overwrite a newer one: the freshness check sits in the UPDATE's own WHERE clause, so two
 * deliveries racing each other cannot both win.
 */
import { and, eq, isNull, lte, ne, or, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { users, type NewUser } from "@/server/db/schema";
import { planForStripePrice, type Plan } from "./prices";
import { logger } from "@/server/logger";

/** A database handle or an open transaction: both can run the update. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type BillingProvider = "stripe" | "demo";

/** Rhythm's subscription statuses; only "active" can pass the premium rule. */
type SubscriptionStatus = "active" | "past_due" | "inactive" | "incomplete" | "paused";

/** Stripe's subscription statuses, mapped to Rhythm's. */
const STATUS_MAP: Record<string, SubscriptionStatus> = {
  trialing: "active",
  active: "active",
  past_due: "past_due",
  canceled: "inactive",
  unpaid: "inactive",
  incomplete_expired: "inactive",
  incomplete: "incomplete",
  paused: "paused",
};

/** An unknown (future) Stripe status grants nothing until Rhythm knows what it means. */
export function toSubscriptionStatus(providerStatus: string): SubscriptionStatus {
  return STATUS_MAP[providerStatus] ?? "inactive";
}

export interface SubscriptionStateChange {
  /** Who: Rhythm's user id (from our own metadata) or, failing that, the Stripe customer. */
  userId?: string | null;
  stripeCustomerId?: string | null;
  provider: BillingProvider;
  stripeSubscriptionId?: string | null;
  /** Stripe's status word (trialing, active, past_due, canceled, ...). */
  stripeStatus: string;
  /** The price subscribed to; undefined leaves the tier as it is. */
  priceId?: string | null;
  /** The plan when there is no Stripe price (demo billing). */
  plan?: Plan;
  /** End of the current period; undefined leaves the end date as it is. */
  currentPeriodEnd?: Date | null;
  /** End of the trial, if any; a null or undefined value keeps the recorded trial. */
  trialEnd?: Date | null;
  /** undefined leaves the flag as it is. */
  cancelAtPeriodEnd?: boolean;
  /** When the source says this state came about (a Stripe event's `created`). */
  occurredAt: Date;
  /**
   * Apply only when stripeSubscriptionId is the subscription on record (or none is): for facts
   * that come from an invoice, which must never switch the user to another subscription.
   */
  onlyIfCurrentSubscription?: boolean;
}

type ApplyResult = { applied: true; userId: string } | { applied: false; reason: "noTarget" | "staleOrUnknown" };

/**
 * The user other than `userId` who already holds this Stripe customer, if any. A customer belongs
 * to one user (a unique index says so); an event that names it for someone else (a customer
 * reused by hand in Stripe's dashboard, a copied checkout) must not move it, nor fail on the index.
 */
async function customerHolder(db: DbOrTx, stripeCustomerId: string, userId: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.stripeCustomerId, stripeCustomerId), ne(users.id, userId)))
    .limit(1);
  return rows[0]?.id;
}

function logCustomerClash(stripeCustomerId: string, holder: string, userId: string): void {
  logger.warn(
    `Stripe customer ${stripeCustomerId} is linked to user ${holder}; an event names it for user ${userId}: the customer stays where it is`,
  );
}

export async function applySubscriptionState(db: DbOrTx, change: SubscriptionStateChange): Promise<ApplyResult> {
  const target = change.userId
    ? eq(users.id, change.userId)
    : change.stripeCustomerId
      ? eq(users.stripeCustomerId, change.stripeCustomerId)
      : undefined;
  if (!target) return { applied: false, reason: "noTarget" };

  const status = toSubscriptionStatus(change.stripeStatus);
  const set: Partial<NewUser> = {
    subscriptionStatus: status,
    billingProvider: change.provider,
    subscriptionStateAt: change.occurredAt,
  };
  const tier = change.plan ?? planForStripePrice(change.priceId);
  if (tier) set.subscriptionTier = tier;
  else if (change.priceId)
    logger.warn(`price ${change.priceId} is neither STRIPE_PRICE_MONTHLY nor STRIPE_PRICE_YEARLY; tier left unchanged`);
  if (change.currentPeriodEnd !== undefined || change.trialEnd !== undefined) {
    set.subscriptionEndDate = change.currentPeriodEnd ?? change.trialEnd ?? null;
  }
  if (change.trialEnd) set.trialEndsAt = change.trialEnd;
  if (change.cancelAtPeriodEnd !== undefined) set.cancelAtPeriodEnd = change.cancelAtPeriodEnd;
  if (change.stripeSubscriptionId !== undefined) set.stripeSubscriptionId = change.stripeSubscriptionId;
  if (change.userId && change.stripeCustomerId) {
    const holder = await customerHolder(db, change.stripeCustomerId, change.userId);
    if (holder) logCustomerClash(change.stripeCustomerId, holder, change.userId);
    else set.stripeCustomerId = change.stripeCustomerId;
  }

  const conditions: SQL[] = [target];
  // Never let an older state overwrite a newer one. Equal times pass: Stripe's `created` has
  // one-second resolution and events of one second are delivered in their order of creation
  // far more often than not.
  conditions.push(or(isNull(users.subscriptionStateAt), lte(users.subscriptionStateAt, change.occurredAt))!);
  // A state that takes access away only applies to the subscription on record: the end of an
  // old subscription must not cancel the new one the user has since started.
  if (change.stripeSubscriptionId && (status !== "active" || change.onlyIfCurrentSubscription)) {
    conditions.push(
      or(isNull(users.stripeSubscriptionId), eq(users.stripeSubscriptionId, change.stripeSubscriptionId))!,
    );
  }

  const rows = await db
    .update(users)
    .set(set)
    .where(and(...conditions))
    .returning({ id: users.id });
  return rows.length > 0 ? { applied: true, userId: rows[0].id } : { applied: false, reason: "staleOrUnknown" };
}

/**
 * Records which Stripe customer and subscription belong to a user (checkout.session.completed).
 * The customer is set only when the user has none; the subscription only when no newer state
 * has been recorded, so a late checkout event cannot point the user back at an old subscription.
 */
export async function linkStripeCheckout(
  db: DbOrTx,
  link: { userId: string; stripeCustomerId: string | null; stripeSubscriptionId: string | null; occurredAt: Date },
): Promise<boolean> {
  let linked = false;
  const customer = link.stripeCustomerId;
  const holder = customer ? await customerHolder(db, customer, link.userId) : undefined;
  if (customer && holder) logCustomerClash(customer, holder, link.userId);
  else if (customer) {
    const rows = await db
      .update(users)
      .set({ stripeCustomerId: customer })
      .where(and(eq(users.id, link.userId), isNull(users.stripeCustomerId)))
      .returning({ id: users.id });
    linked ||= rows.length > 0;
  }
  if (link.stripeSubscriptionId) {
    const rows = await db
      .update(users)
      .set({ stripeSubscriptionId: link.stripeSubscriptionId, billingProvider: "stripe" })
      .where(
        and(
          eq(users.id, link.userId),
          or(isNull(users.subscriptionStateAt), lte(users.subscriptionStateAt, link.occurredAt)),
        ),
      )
      .returning({ id: users.id });
    linked ||= rows.length > 0;
  }
  return linked;
}
