import "server-only";
/**
 * Built-in demo billing for running Rhythm without Stripe: no payment is taken, and the pages
 * label it as a demo. It is allowed only when STRIPE_SECRET_KEY is unset and either the embedded
 * database is in use (local, one machine) or BILLING_DEMO=1; anywhere else it is refused, so a
 * misconfigured production server never hands out free subscriptions.
 *
 * Every change goes through applySubscriptionState, the same path as Stripe's webhooks. A demo
 * subscription never renews: when its end date passes, the premium rule denies access, which is
 * exactly what cancel-at-period-end does.
 */
import { TRIAL_DAYS } from "@/lib/constants";
import { getDb } from "@/server/db/client";
import { getBillingUser } from "./billing-user";
import { hasPremiumAccess } from "./entitlements";
import { assertEmailVerified, BillingError } from "./errors";
import type { Plan } from "./prices";
import { billingMode } from "./stripe";
import { applySubscriptionState } from "./sync-subscription";

function assertDemoBillingAllowed(): void {
  const mode = billingMode();
  if (mode === "stripe") throw new BillingError("demoNotAllowed", "Stripe is configured");
  if (mode === "disabled")
    throw new BillingError("demoNotAllowed", "demo billing needs the embedded database or BILLING_DEMO=1");
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds calendar months in UTC, clamping to the last day of a shorter month (Jan 31 + 1 month = Feb 28/29). */
export function addMonthsUtc(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export interface DemoStart {
  /** True when this started the user's free trial; false when the trial was used before. */
  trial: boolean;
  endsAt: Date;
}

/**
 * Starts the 3-day trial on the chosen plan. A user whose trial was used before gets one demo
 * billing period (a month or a year) instead, as a paid checkout would.
 */
export async function startDemoTrial(userId: string, plan: Plan, now: Date = new Date()): Promise<DemoStart> {
  assertDemoBillingAllowed();
  const user = await getBillingUser(userId);
  assertEmailVerified(user);
  if (hasPremiumAccess(user, now)) throw new BillingError("alreadySubscribed");
  const trial = !user.trialEndsAt;
  const endsAt = trial ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : addMonthsUtc(now, plan === "monthly" ? 1 : 12);
  const result = await applySubscriptionState(getDb(), {
    userId,
    provider: "demo",
    stripeSubscriptionId: null,
    stripeStatus: trial ? "trialing" : "active",
    plan,
    currentPeriodEnd: endsAt,
    trialEnd: trial ? endsAt : null,
    cancelAtPeriodEnd: false,
    occurredAt: now,
  });
  if (!result.applied) throw new BillingError("userNotFound", "a newer subscription state is recorded");
  // A paid start is a paid invoice: the affiliate programme hears of it as of a Stripe invoice.
  if (!trial) await (await import("./demo-invoices")).recordDemoPaidInvoice(getDb(), userId, plan, now, now);
  return { trial, endsAt };
}

async function setDemoCancelAtPeriodEnd(
  userId: string,
  cancel: boolean,
  now: Date,
): Promise<{ cancelAtPeriodEnd: boolean; endsAt: Date | null }> {
  assertDemoBillingAllowed();
  const user = await getBillingUser(userId);
  if (user.billingProvider !== "demo" || !hasPremiumAccess(user, now)) throw new BillingError("noSubscription");
  const result = await applySubscriptionState(getDb(), {
    userId,
    provider: "demo",
    stripeStatus: "active",
    cancelAtPeriodEnd: cancel,
    occurredAt: now,
  });
  if (!result.applied) throw new BillingError("noSubscription", "a newer subscription state is recorded");
  return { cancelAtPeriodEnd: cancel, endsAt: user.subscriptionEndDate };
}

/** Cancel anytime: access stays until the end date, then ends. */
export function cancelDemoSubscription(userId: string, now: Date = new Date()) {
  return setDemoCancelAtPeriodEnd(userId, true, now);
}

/** Undoes a cancellation while the period is still running. */
export function resumeDemoSubscription(userId: string, now: Date = new Date()) {
  return setDemoCancelAtPeriodEnd(userId, false, now);
}
