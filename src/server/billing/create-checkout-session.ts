import "server-only";
/**
 * Starts a Stripe Checkout for a subscription: one Stripe customer per user (created once, even
 * when two checkouts start at the same moment), the plan's price, a 3-day trial for a user who
 * has never had one, and our user id on the subscription so its webhooks find the user.
 */
import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import type { Locale } from "@/i18n/routing";
import { TRIAL_DAYS } from "@/lib/constants";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { getBillingUser, pageUrl, type BillingUser } from "./billing-user";
import { hasPremiumAccess } from "./entitlements";
import { assertEmailVerified, BillingError } from "./errors";
import { stripePriceFor, type Plan } from "./prices";
import { getStripe } from "./stripe";
import { logger } from "@/server/logger";

export interface CheckoutRequest {
  userId: string;
  email: string;
  plan: Plan;
  locale: Locale;
}

// Stripe Checkout has no Arabic; "auto" follows the browser.
const checkoutLocale: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = { en: "en", es: "es", ar: "auto" };

/** Returns the URL of the Stripe-hosted checkout page. */
export async function createCheckoutSession({ userId, email, plan, locale }: CheckoutRequest): Promise<string> {
  const price = stripePriceFor(plan);
  const user = await getBillingUser(userId);
  assertEmailVerified(user);
  if (user.billingProvider === "stripe" && user.stripeSubscriptionId && hasPremiumAccess(user)) {
    // A second subscription would charge twice; plan changes go through the Customer Portal.
    throw new BillingError("alreadySubscribed");
  }
  const customer = await ensureStripeCustomer(user, email);
  const session = await getStripe().checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: userId,
    line_items: [{ price, quantity: 1 }],
    subscription_data: {
      // One free trial per user: a cancelled trial does not start a fresh one.
      ...(user.trialEndsAt ? {} : { trial_period_days: TRIAL_DAYS }),
      metadata: { userId },
    },
    metadata: { userId, plan },
    locale: checkoutLocale[locale],
    success_url: pageUrl("/subscription?checkout=success", locale),
    cancel_url: pageUrl("/pricing?checkout=cancelled", locale),
  });
  if (!session.url) throw new BillingError("checkoutFailed", `session ${session.id} has no url`);
  return session.url;
}

/**
 * The user's Stripe customer, created on first use. Concurrent first uses send the same
 * idempotency key, so Stripe answers them with one customer; the conditional UPDATE makes the
 * database keep exactly one in any case, and a customer that lost the race is deleted.
 */
async function ensureStripeCustomer(
  user: Pick<BillingUser, "id" | "stripeCustomerId">,
  email: string,
): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const stripe = getStripe();
  const created = await stripe.customers.create(
    { email, metadata: { userId: user.id } },
    { idempotencyKey: `rhythm-customer-${user.id}` },
  );
  const db = getDb();
  const stored = await db
    .update(users)
    .set({ stripeCustomerId: created.id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)))
    .returning({ id: users.stripeCustomerId });
  if (stored.length > 0) return created.id;

  const [winner] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!winner?.id) throw new BillingError("userNotFound");
  if (winner.id !== created.id) {
    await stripe.customers
      .del(created.id)
      .catch((err: unknown) =>
        logger.warn({ err, customer: created.id }, "could not delete a duplicate Stripe customer"),
      );
  }
  return winner.id;
}
