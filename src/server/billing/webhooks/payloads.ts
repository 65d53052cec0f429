import "server-only";
/**
 * zod schemas for the parts of Stripe's payloads (API version 2026-10-28) that Rhythm reads.
 * Unknown fields pass through unread; a missing field Rhythm needs fails the parse.
 */
import { z } from "zod";
import type { SubscriptionStateChange } from "../sync-subscription";

/**
 * An id as Stripe (or Rhythm, in metadata) writes it: printable ASCII without spaces. Anything
 * else (a NUL byte, which PostgreSQL cannot store, a 10 kB string) is no id of ours or Stripe's.
 */
const ID_PATTERN = /^[\x21-\x7e]{1,255}$/;
const stripeId = z.string().regex(ID_PATTERN, "not an id");
/** An expandable reference: an id, or the object carrying it. */
const ref = z.union([stripeId, z.object({ id: stripeId })]).transform((v) => (typeof v === "string" ? v : v.id));
/** Unix seconds up to the year 9999: a larger number is no date PostgreSQL or JavaScript keeps. */
const MAX_UNIX_SECONDS = 253_402_300_799;
const unixTime = z
  .number()
  .int()
  .nonnegative()
  .max(MAX_UNIX_SECONDS)
  .transform((s) => new Date(s * 1000));
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {})
  .refine((m) => m.userId === undefined || ID_PATTERN.test(m.userId), {
    message: "userId is not an id",
    path: ["userId"],
  });

/** Stripe did not exist before 2010; an event "created" earlier is not Stripe's. */
const EARLIEST_EVENT_SECONDS = 1_262_304_000;
/** Clock skew allowed for an event's `created` (its signature is checked within 300 s of now). */
const FUTURE_SKEW_SECONDS = 3600;

/**
 * The event around a payload. `created` orders the states Rhythm records (an older event never
 * overwrites a newer state), so a date far in the future would freeze the user's subscription:
 * it must be a whole number of seconds between 2010 and an hour from now.
 */
export const stripeEventEnvelope = z.object({
  id: stripeId,
  type: z.string().regex(/^[a-z0-9_.]{1,100}$/, "not an event type"),
  created: z
    .number()
    .int()
    .min(EARLIEST_EVENT_SECONDS)
    .refine((s) => s <= Date.now() / 1000 + FUTURE_SKEW_SECONDS, "is in the future")
    .transform((s) => new Date(s * 1000)),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export const subscriptionPayload = z.object({
  object: z.literal("subscription"),
  id: stripeId,
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
type SubscriptionPayload = z.output<typeof subscriptionPayload>;

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
  id: stripeId,
  mode: z.string(),
  client_reference_id: stripeId.nullish(),
  customer: ref.nullish(),
  subscription: ref.nullish(),
  metadata,
});

const invoiceLine = z.object({
  period: z.object({ start: unixTime, end: unixTime }),
  pricing: z.object({ price_details: z.object({ price: ref }).nullish() }).nullish(),
  parent: z
    .object({
      subscription_item_details: z.object({ subscription: stripeId.nullish() }).nullish(),
    })
    .nullish(),
});

export const invoicePayload = z.object({
  object: z.literal("invoice"),
  id: stripeId,
  customer: ref.nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: ref, metadata }).nullish(),
    })
    .nullish(),
  lines: z.object({ data: z.array(invoiceLine) }),
});
type InvoicePayload = z.output<typeof invoicePayload>;

/** The subscription facts an invoice carries, or undefined for an invoice outside a subscription. */
export function invoiceSubscription(invoice: InvoicePayload) {
  const subscriptionLines = invoice.lines.data.filter((line) => line.parent?.subscription_item_details);
  const subscriptionId =
    invoice.parent?.subscription_details?.subscription ??
    subscriptionLines
      .map((line) => line.parent?.subscription_item_details?.subscription)
      .find((id): id is string => Boolean(id));
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
