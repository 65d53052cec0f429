/**
 * The commission state machine, pure. Stored facts: `pending` (earned), `reversed` (refunded or
 * disputed inside the holding period), `paid` (part of a payout). `approved` is not stored: a
 * pending sale becomes approved once its invoice is older than the holding period, computed on
 * read, so no job has to run for balances to be right. A refund or dispute after that point
 * cannot undo an approved or paid sale: it adds a negative "clawback" entry instead, which counts
 * as approved at once and is netted against the next payout.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export type CommissionStatus = "pending" | "approved" | "reversed" | "paid";

interface CommissionFacts {
  kind: "sale" | "clawback";
  status: string;
  payoutId: string | null;
  paidAt: Date;
}

export function commissionStatus(c: CommissionFacts, now: Date, holdingDays: number): CommissionStatus {
  if (c.status === "reversed") return "reversed";
  if (c.payoutId || c.status === "paid") return "paid";
  if (c.kind === "clawback") return "approved";
  return now.getTime() - c.paidAt.getTime() >= holdingDays * DAY_MS ? "approved" : "pending";
}

/** When a pending sale turns approved. */
export function approvalDate(paidAt: Date, holdingDays: number): Date {
  return new Date(paidAt.getTime() + holdingDays * DAY_MS);
}

export function commissionAmount(paidCents: number, percent: number): number {
  return Math.round((paidCents * percent) / 100);
}

/** Whether an invoice paid at `paidAt` still earns, counting months from the customer's first commission. */
export function withinCommissionPeriod(firstPaidAt: Date | null, paidAt: Date, months: number): boolean {
  if (!firstPaidAt) return true;
  const end = new Date(firstPaidAt);
  end.setUTCMonth(end.getUTCMonth() + months);
  return paidAt.getTime() < end.getTime();
}

export interface SaleFacts extends CommissionFacts {
  amountCents: number;
  invoiceAmountCents: number;
  ratePercent: number;
}

type RefundEffect =
  | { type: "none" }
  | { type: "reverse" }
  | { type: "reduce"; amountCents: number }
  | { type: "clawback"; amountCents: number };

/**
 * What a refund (or dispute) of `refundedCents` in total on the sale's invoice does to the sale.
 * Stripe reports the cumulative refunded amount, so the same refund seen twice gives the same answer.
 */
export function refundEffect(sale: SaleFacts, refundedCents: number, now: Date, holdingDays: number): RefundEffect {
  if (refundedCents <= 0) return { type: "none" };
  const refunded = Math.min(refundedCents, sale.invoiceAmountCents);
  const status = commissionStatus(sale, now, holdingDays);
  if (status === "reversed") return { type: "none" };
  if (status === "pending") {
    if (refunded >= sale.invoiceAmountCents) return { type: "reverse" };
    return { type: "reduce", amountCents: commissionAmount(sale.invoiceAmountCents - refunded, sale.ratePercent) };
  }
  // What the sale should have earned on what was kept, minus what it earned: zero or negative.
  const owed = commissionAmount(sale.invoiceAmountCents - refunded, sale.ratePercent) - sale.amountCents;
  return owed < 0 ? { type: "clawback", amountCents: owed } : { type: "none" };
}
