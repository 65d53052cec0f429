import "server-only";
/**
 * zod schemas for the payment facts the affiliate programme reads from Stripe: what an invoice
 * actually charged, and what a refund or dispute took back. Links between them (payment intent,
 * charge, legacy `invoice` on a charge) are optional: whichever is present is used.
 */
import { z } from "zod";
import type { PaidInvoiceFacts, RefundFacts } from "@/server/affiliates/commissions";

const ref = z.union([z.string(), z.object({ id: z.string() })]).transform((v) => (typeof v === "string" ? v : v.id));
const cents = z.number().int().nonnegative();

export const invoiceCommissionPayload = z.object({
  object: z.literal("invoice"),
  id: z.string(),
  customer: ref.nullish(),
  amount_paid: cents,
  currency: z.string().min(3).max(8),
  status_transitions: z.object({ paid_at: z.number().int().nullish() }).nullish(),
  parent: z
    .object({ subscription_details: z.object({ metadata: z.record(z.string(), z.string()).nullish() }).nullish() })
    .nullish(),
  payments: z
    .object({
      data: z.array(
        z.object({ payment: z.object({ payment_intent: ref.nullish(), charge: ref.nullish() }).nullish() }),
      ),
    })
    .nullish(),
  // Older API versions carried these on the invoice itself.
  payment_intent: ref.nullish(),
  charge: ref.nullish(),
});

export function paidInvoiceFacts(
  invoice: z.output<typeof invoiceCommissionPayload>,
  occurredAt: Date,
): PaidInvoiceFacts {
  const payments = invoice.payments?.data ?? [];
  const paymentIntentIds = [invoice.payment_intent, ...payments.map((p) => p.payment?.payment_intent)].filter(
    (id): id is string => !!id,
  );
  const chargeId = invoice.charge ?? payments.map((p) => p.payment?.charge).find((id): id is string => !!id);
  const paidAt = invoice.status_transitions?.paid_at;
  return {
    invoiceId: invoice.id,
    userId: invoice.parent?.subscription_details?.metadata?.userId,
    customerId: invoice.customer ?? undefined,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    paidAt: paidAt ? new Date(paidAt * 1000) : occurredAt,
    paymentIntentIds,
    chargeId: chargeId ?? undefined,
  };
}

export const chargeRefundedPayload = z.object({
  object: z.literal("charge"),
  id: z.string(),
  customer: ref.nullish(),
  payment_intent: ref.nullish(),
  invoice: ref.nullish(),
  amount: cents,
  amount_refunded: cents,
  currency: z.string().min(3).max(8),
});

export function chargeRefundFacts(charge: z.output<typeof chargeRefundedPayload>, occurredAt: Date): RefundFacts {
  return {
    id: charge.id,
    kind: "refund",
    chargeId: charge.id,
    paymentIntentId: charge.payment_intent ?? undefined,
    invoiceId: charge.invoice ?? undefined,
    customerId: charge.customer ?? undefined,
    amountCents: charge.amount,
    refundedCents: charge.amount_refunded,
    currency: charge.currency,
    occurredAt,
  };
}

export const disputeCreatedPayload = z.object({
  object: z.literal("dispute"),
  id: z.string(),
  charge: ref,
  payment_intent: ref.nullish(),
  amount: cents,
  currency: z.string().min(3).max(8),
});

export function disputeFacts(dispute: z.output<typeof disputeCreatedPayload>, occurredAt: Date): RefundFacts {
  return {
    id: dispute.id,
    kind: "dispute",
    chargeId: dispute.charge,
    paymentIntentId: dispute.payment_intent ?? undefined,
    amountCents: dispute.amount,
    // A dispute puts the whole disputed amount at stake: treated as refunded.
    refundedCents: dispute.amount,
    currency: dispute.currency,
    occurredAt,
  };
}
