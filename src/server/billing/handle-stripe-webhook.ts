import "server-only";
/**
 * Stripe webhook endpoint logic: verify the raw body's signature (and its timestamp, 300 s
 * tolerance), accept only the listed event types, and apply each event exactly once: its id goes
 * into stripe_events in the same transaction as the change, and the primary key decides between
 * concurrent deliveries of the same event.
 */
import type Stripe from "stripe";
import { env } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { stripeEvents } from "@/server/db/schema";
import { getStripe, isStripeWebhookConfigured } from "./stripe";
import { webhookHandlers } from "./webhooks";
import type { WebhookOutcome } from "./webhooks/define-webhook";

export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookResponse =
  | { status: 200; body: { received: true; outcome: WebhookOutcome | "duplicate" | "ignored" } }
  | { status: 400 | 503; body: { received: false; error: "notConfigured" | "badSignature" | "badPayload" } };

export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookResponse> {
  if (!isStripeWebhookConfigured()) return { status: 503, body: { received: false, error: "notConfigured" } };
  if (!signature) return { status: 400, body: { received: false, error: "badSignature" } };

  let event: Stripe.Event;
  try {
    event = getStripe().webhooks.constructEvent(rawBody, signature, env().STRIPE_WEBHOOK_SECRET ?? "", WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    // A bad signature and a stale timestamp look the same from outside: both are refused.
    return { status: 400, body: { received: false, error: "badSignature" } };
  }

  const handler = webhookHandlers.get(event.type);
  if (!handler) return { status: 200, body: { received: true, outcome: "ignored" } };

  const prepared = handler.prepare(event.data.object);
  if (!prepared.ok) {
    console.error(`[billing] ${event.type} ${event.id}: payload not understood: ${prepared.error}`);
    return { status: 400, body: { received: false, error: "badPayload" } };
  }

  const outcome = await getDb().transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    if (recorded.length === 0) return "duplicate" as const;
    return prepared.run(tx, { eventId: event.id, occurredAt: new Date(event.created * 1000) });
  });
  return { status: 200, body: { received: true, outcome } };
}
