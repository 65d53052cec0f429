import "server-only";
/**
 * zod schemas for the parts of Stripe's payloads (API version 2026-10-28) that Rhythm reads.
 * Unknown fields pass through unread; a missing field Rhythm needs fails the parse.
 */
import { z } from "zod";
import type { SubscriptionStateChange } from "../sync-subscription";

/** An expandable reference: an id, or the object carrying it. */
const ref = z.union([z.string(), z.object({ id: z.string() })]).transform((v) => (typeof v === "string" ? v : v.id));
const unixTime = z
  .number()
  .int()
  .nonnegative()
  .transform((s) => new Date(s * 1000));
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {});

export const subscriptionPayload = z.object({
  object: z.literal("subscription"),
  id: z.string(),
  customer: ref,
  // Kept open: a status Stripe adds later maps to "inactive" instead of failing the event.
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  trial_end: unixTime.nullable(),
  ended_at: unixTime.nullish(),
  metadata,
  // Since API version 2025-03-31 the period lives on each subscription item.
  items: z.object({
    data: z.array(z.object({ price: ref, current_period_end: unixTime })).min(1),
  }),
});
export type SubscriptionPayload = z.output<typeof subscriptionPayload>;

/** The state a subscription object describes, for applySubscriptionState. */
export function subscriptionChange(sub: SubscriptionPayload, occurredAt: Date): SubscriptionStateChange {
  const periodEnd = new Date(Math.max(...sub.items.data.map((item) => item.current_period_end.getTime())));
  return {
    userId: sub.metadata.userId,
    stripeCustomerId: sub.customer,
    provider: "stripe",
    stripeSubscriptionId: sub.id,
    stripeStatus: sub.status,
    priceId: sub.items.data[0].price,
    currentPeriodEnd: sub.ended_at ?? periodEnd,
    trialEnd: sub.trial_end,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    occurredAt,
  };
}

export const checkoutSessionPayload = z.object({
  object: z.literal("checkout.session"),
  id: z.string(),
  mode: z.string(),
  client_reference_id: z.string().nullish(),
  customer: ref.nullish(),
  subscription: ref.nullish(),
  metadata,
});

const invoiceLine = z.object({
  period: z.object({ start: unixTime, end: unixTime }),
  pricing: z.object({ price_details: z.object({ price: ref }).nullish() }).nullish(),
  parent: z
    .object({
      subscription_item_details: z.object({ subscription: z.string().nullish() }).nullish(),
    })
    .nullish(),
});

export const invoicePayload = z.object({
  object: z.literal("invoice"),
  id: z.string(),
  customer: ref.nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: ref, metadata }).nullish(),
    })
    .nullish(),
  lines: z.object({ data: z.array(invoiceLine) }),
});
export type InvoicePayload = z.output<typeof invoicePayload>;

/** The subscription facts an invoice carries, or undefined for an invoice outside a subscription. */
export function invoiceSubscription(invoice: InvoicePayload) {
  const subscriptionLines = invoice.lines.data.filter((line) => line.parent?.subscription_item_details);
  const subscriptionId =
    invoice.parent?.subscription_details?.subscription ??
    subscriptionLines.map((line) => line.parent?.subscription_item_details?.subscription).find((id): id is string => Boolean(id));
  if (!subscriptionId) return undefined;
  const lines = subscriptionLines.length > 0 ? subscriptionLines : invoice.lines.data;
  return {
    subscriptionId,
    userId: invoice.parent?.subscription_details?.metadata.userId,
    customerId: invoice.customer ?? undefined,
    priceId: lines.map((line) => line.pricing?.price_details?.price).find((id): id is string => Boolean(id)),
    periodEnd: lines.length > 0 ? new Date(Math.max(...lines.map((line) => line.period.end.getTime()))) : undefined,
  };
}
