import "server-only";
/**
 * Demo billing's paid invoices. Demo billing takes no money, but a demo "paid invoice" goes to the
 * affiliate programme through the same function as Stripe's invoice webhooks
 * (recordInvoiceCommission), so commissions work locally: when a demo subscription starts paid,
 * and when a demo trial converts at its end (the job below does what Stripe does on day 3).
 */
import { and, eq, lte } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { recordInvoiceCommission } from "@/server/affiliates/commissions";
import { addMonthsUtc } from "./demo-billing";
import { getPlanPrices, type Plan } from "./prices";
import { applySubscriptionState, type DbOrTx } from "./sync-subscription";

/** One demo invoice per user and period start: a repeated call is a no-op (the invoice id is the key). */
export async function recordDemoPaidInvoice(
  db: DbOrTx,
  userId: string,
  plan: Plan,
  periodStart: Date,
  now: Date = new Date(),
) {
  const prices = getPlanPrices();
  return recordInvoiceCommission(
    db,
    {
      invoiceId: `demo_in_${userId}_${periodStart.getTime()}`,
      userId,
      amountPaidCents: plan === "monthly" ? prices.monthlyMinor : prices.yearlyMinor,
      currency: prices.currency.toLowerCase(),
      paidAt: periodStart,
    },
    now,
  );
}

/** Converts every demo trial that has ended without a cancellation into its first paid period. */
export async function convertEndedDemoTrials(now: Date = new Date()): Promise<number> {
  const due = await getDb()
    .select({ id: users.id, tier: users.subscriptionTier, trialEndsAt: users.trialEndsAt })
    .from(users)
    .where(
      and(
        eq(users.billingProvider, "demo"),
        eq(users.subscriptionStatus, "active"),
        eq(users.cancelAtPeriodEnd, false),
        lte(users.trialEndsAt, now),
        // Still in the trial's own period (a trial is stored as "active" ending at the trial's end).
        eq(users.subscriptionEndDate, users.trialEndsAt),
      ),
    );
  let converted = 0;
  for (const user of due) {
    const plan: Plan = user.tier === "yearly" ? "yearly" : "monthly";
    const start = user.trialEndsAt ?? now;
    await getDb().transaction(async (tx) => {
      const result = await applySubscriptionState(tx, {
        userId: user.id,
        provider: "demo",
        stripeStatus: "active",
        plan,
        currentPeriodEnd: addMonthsUtc(start, plan === "monthly" ? 1 : 12),
        occurredAt: now,
      });
      if (!result.applied) return;
      await recordDemoPaidInvoice(tx, user.id, plan, start, now);
      converted += 1;
    });
  }
  return converted;
}
