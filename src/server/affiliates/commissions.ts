import "server-only";
/**
 * Commissions from billing events. Stripe's invoice webhooks and demo billing both call
 * recordInvoiceCommission inside the transaction that records their event; charge.refunded and
 * charge.dispute.created call recordRefund. A refund seen before its invoice is kept in
 * billing_refunds and applied when the invoice arrives, so delivery order does not matter; the
 * unique (invoice, kind) key makes a repeated invoice a no-op.
 */
import { and, desc, eq, inArray, isNull, min, or, sql } from "drizzle-orm";
import { affiliates, billingRefunds, commissions, referralAttributions, users } from "@/server/db/schema";
import type { DbOrTx } from "@/server/billing/sync-subscription";
import { commissionAmount, refundEffect, withinCommissionPeriod } from "./commission-rules";
import { programmeSettings } from "./programme-settings";

export interface PaidInvoiceFacts {
  invoiceId: string;
  /** The user the subscription metadata names, when it does. */
  userId?: string;
  customerId?: string;
  amountPaidCents: number;
  currency: string;
  paidAt: Date;
  paymentIntentIds?: string[];
  chargeId?: string;
}

type CommissionOutcome = "applied" | "skipped";

/** Our own metadata names the user first; failing that, the Stripe customer does. */
async function findReferredUser(tx: DbOrTx, facts: { userId?: string; customerId?: string }) {
  if (facts.userId) {
    const [byId] = await tx.select().from(users).where(eq(users.id, facts.userId)).limit(1);
    if (byId) return byId;
  }
  if (!facts.customerId) return undefined;
  const [byCustomer] = await tx.select().from(users).where(eq(users.stripeCustomerId, facts.customerId)).limit(1);
  return byCustomer;
}

export async function recordInvoiceCommission(
  tx: DbOrTx,
  facts: PaidInvoiceFacts,
  now: Date = new Date(),
): Promise<CommissionOutcome> {
  if (facts.amountPaidCents <= 0) return "skipped"; // a trial's zero invoice earns nothing
  const referred = await findReferredUser(tx, facts);
  if (!referred) return "skipped";
  const [attribution] = await tx
    .select({
      affiliateId: referralAttributions.affiliateId,
      status: referralAttributions.status,
      active: affiliates.active,
    })
    .from(referralAttributions)
    .innerJoin(affiliates, eq(affiliates.userId, referralAttributions.affiliateId))
    .where(eq(referralAttributions.userId, referred.id));
  if (!attribution || attribution.status !== "accepted" || !attribution.active) return "skipped";

  // The affiliate's own Stripe customer paying through their own link is a self-referral too.
  const [affiliateUser] = await tx
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, attribution.affiliateId));
  if (facts.customerId && affiliateUser?.customerId === facts.customerId) {
    await tx
      .update(referralAttributions)
      .set({ status: "rejected", rejectReason: "same_customer" })
      .where(eq(referralAttributions.userId, referred.id));
    return "skipped";
  }

  const settings = programmeSettings();
  const [first] = await tx
    .select({ at: min(commissions.paidAt) })
    .from(commissions)
    .where(and(eq(commissions.referredUserId, referred.id), eq(commissions.kind, "sale")));
  if (!withinCommissionPeriod(first?.at ?? null, facts.paidAt, settings.commissionMonths)) return "skipped";

  const inserted = await tx
    .insert(commissions)
    .values({
      affiliateId: attribution.affiliateId,
      referredUserId: referred.id,
      kind: "sale",
      invoiceId: facts.invoiceId,
      paymentIntentId: facts.paymentIntentIds?.[0] ?? null,
      chargeId: facts.chargeId ?? null,
      customerId: facts.customerId ?? referred.stripeCustomerId,
      invoiceAmountCents: facts.amountPaidCents,
      amountCents: commissionAmount(facts.amountPaidCents, settings.commissionPercent),
      ratePercent: settings.commissionPercent,
      currency: facts.currency.toLowerCase(),
      status: "pending",
      paidAt: facts.paidAt,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) return "skipped";
  const sale = inserted[0];

  // Refunds or disputes that arrived before this invoice.
  const piIds = facts.paymentIntentIds ?? [];
  const early = await tx
    .select()
    .from(billingRefunds)
    .where(
      and(
        isNull(billingRefunds.appliedToInvoiceId),
        or(
          eq(billingRefunds.invoiceId, facts.invoiceId),
          piIds.length > 0 ? inArray(billingRefunds.paymentIntentId, piIds) : undefined,
          facts.chargeId ? eq(billingRefunds.chargeId, facts.chargeId) : undefined,
          sale.customerId
            ? and(
                eq(billingRefunds.customerId, sale.customerId),
                eq(billingRefunds.amountCents, facts.amountPaidCents),
                eq(billingRefunds.currency, sale.currency),
              )
            : undefined,
        ),
      ),
    );
  for (const refund of early) await applyRefundToSale(tx, sale.id, refund, now);
  return "applied";
}

export interface RefundFacts {
  /** The charge id for a refund, the dispute id for a dispute. */
  id: string;
  kind: "refund" | "dispute";
  chargeId?: string;
  paymentIntentId?: string;
  invoiceId?: string;
  customerId?: string;
  amountCents: number;
  /** Cumulative amount refunded (a dispute counts as the whole amount). */
  refundedCents: number;
  currency: string;
  occurredAt: Date;
}

interface StoredRefund {
  id: string;
  kind: string;
  amountCents: number;
  refundedCents: number;
  currency: string;
}

/**
 * What a refund or dispute takes back, in the sale's currency. In the same currency: its amount.
 * In another one (a EUR refund of a USD invoice) amounts are never compared as if they were the
 * same money: the refund's share of its own charge (both amounts in the charge's currency, as
 * Stripe reports them) is applied to the invoice. A refund without its charge's amount cannot be
 * converted: it stays recorded in billing_refunds, unapplied, for an admin to settle.
 */
function refundedInSaleCurrency(
  sale: { currency: string; invoiceAmountCents: number },
  refund: Pick<StoredRefund, "amountCents" | "refundedCents" | "currency">,
): number | undefined {
  if (refund.currency.toLowerCase() === sale.currency.toLowerCase()) return refund.refundedCents;
  if (refund.amountCents <= 0) return undefined;
  const share = Math.min(1, Math.max(0, refund.refundedCents / refund.amountCents));
  return Math.round(sale.invoiceAmountCents * share);
}

async function applyRefundToSale(
  tx: DbOrTx,
  saleId: string,
  refund: StoredRefund,
  now: Date,
): Promise<CommissionOutcome> {
  const { id: refundId, kind } = refund;
  const [sale] = await tx.select().from(commissions).where(eq(commissions.id, saleId)).for("update");
  const refundedCents = refundedInSaleCurrency(sale, refund);
  if (refundedCents === undefined) return "skipped";
  const effect = refundEffect({ ...sale, kind: "sale" }, refundedCents, now, programmeSettings().holdingDays);
  await tx.update(billingRefunds).set({ appliedToInvoiceId: sale.invoiceId }).where(eq(billingRefunds.id, refundId));
  switch (effect.type) {
    case "none":
      return "skipped";
    case "reverse":
      await tx.update(commissions).set({ status: "reversed", reversedReason: kind }).where(eq(commissions.id, sale.id));
      return "applied";
    case "reduce":
      await tx
        .update(commissions)
        .set({ amountCents: effect.amountCents, reversedReason: kind })
        .where(eq(commissions.id, sale.id));
      return "applied";
    case "clawback": {
      const [existing] = await tx
        .select()
        .from(commissions)
        .where(and(eq(commissions.invoiceId, sale.invoiceId), eq(commissions.kind, "clawback")));
      if (existing?.payoutId) return "skipped"; // already netted in a payout
      await tx
        .insert(commissions)
        .values({
          affiliateId: sale.affiliateId,
          referredUserId: sale.referredUserId,
          kind: "clawback",
          invoiceId: sale.invoiceId,
          paymentIntentId: sale.paymentIntentId,
          chargeId: sale.chargeId,
          customerId: sale.customerId,
          invoiceAmountCents: sale.invoiceAmountCents,
          amountCents: effect.amountCents,
          ratePercent: sale.ratePercent,
          currency: sale.currency,
          status: "pending",
          reversedReason: kind,
          paidAt: now,
        })
        .onConflictDoUpdate({
          target: [commissions.invoiceId, commissions.kind],
          // Stripe reports cumulative refunds: the clawback follows the latest total.
          set: { amountCents: sql`least(${commissions.amountCents}, ${effect.amountCents})` },
        });
      return "applied";
    }
  }
}

export async function recordRefund(tx: DbOrTx, facts: RefundFacts, now: Date = new Date()): Promise<CommissionOutcome> {
  await tx
    .insert(billingRefunds)
    .values({
      id: facts.id,
      kind: facts.kind,
      invoiceId: facts.invoiceId ?? null,
      paymentIntentId: facts.paymentIntentId ?? null,
      chargeId: facts.chargeId ?? null,
      customerId: facts.customerId ?? null,
      amountCents: facts.amountCents,
      refundedCents: facts.refundedCents,
      currency: facts.currency.toLowerCase(),
      occurredAt: facts.occurredAt,
    })
    .onConflictDoUpdate({
      target: billingRefunds.id,
      set: { refundedCents: sql`greatest(${billingRefunds.refundedCents}, ${facts.refundedCents})` },
    });
  const [stored] = await tx.select().from(billingRefunds).where(eq(billingRefunds.id, facts.id));
  if (!facts.invoiceId && !facts.paymentIntentId && !facts.chargeId && !facts.customerId) return "skipped";

  const [sale] = await tx
    .select({ id: commissions.id })
    .from(commissions)
    .where(
      and(
        eq(commissions.kind, "sale"),
        or(
          facts.invoiceId ? eq(commissions.invoiceId, facts.invoiceId) : undefined,
          facts.paymentIntentId ? eq(commissions.paymentIntentId, facts.paymentIntentId) : undefined,
          facts.chargeId ? eq(commissions.chargeId, facts.chargeId) : undefined,
          // Without a link to the invoice: the customer's latest sale of exactly that amount.
          facts.customerId
            ? and(
                eq(commissions.customerId, facts.customerId),
                eq(commissions.invoiceAmountCents, facts.amountCents),
                eq(commissions.currency, facts.currency.toLowerCase()),
              )
            : undefined,
        ),
      ),
    )
    .orderBy(desc(commissions.paidAt))
    .limit(1);
  if (!sale) return "skipped"; // not an affiliate's sale, or its invoice has not arrived yet
  return applyRefundToSale(tx, sale.id, { ...stored, kind: facts.kind }, now);
}
