import "server-only";
/**
 * Stripe webhook endpoint logic: read the body with a size ceiling, verify its signature (and its
 * timestamp, 300 s tolerance), parse the event envelope, accept only the listed event types, and
 * apply each event exactly once: its id goes into stripe_events in the same transaction as the
 * change, and the primary key decides between concurrent deliveries of the same event.
 *
 * A correctly signed event that can never apply (not JSON, no `data.object`, an impossible
 * `created`, an id PostgreSQL cannot store, a payload missing what Rhythm reads) is answered 400
 * and logged as refused, with its id and the reason, instead of failing deeper down with a 500.
 */
import { eq } from "drizzle-orm";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { stripeEvents } from "@/server/db/schema";
import { readBodyText } from "@/server/http/read-body";
import { getStripe, isStripeWebhookConfigured } from "./stripe";
import { webhookHandlers } from "./webhooks";
import type { WebhookOutcome } from "./webhooks/define-webhook";
import { stripeEventEnvelope } from "./webhooks/payloads";
import { logger } from "@/server/logger";

const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Stripe's largest events (an invoice with many lines) stay far below this. */
export const WEBHOOK_MAX_BYTES = 1024 * 1024;

/**
 * Why a delivery is refused, as every error answer of the API: `{error, code}` (Stripe reads only
 * the status; the sentence is for whoever reads the delivery in Stripe's dashboard).
 */
const REFUSALS = {
  notConfigured: { error: "Stripe webhooks are not configured on this server.", code: "not_configured" },
  badSignature: { error: "The Stripe-Signature header is missing or does not match.", code: "bad_signature" },
  badPayload: { error: "The event cannot be applied: its payload is not understood.", code: "bad_payload" },
  tooLarge: { error: "The body is larger than any Stripe event.", code: "too_large" },
  server: { error: "Something went wrong on our side; deliver again later.", code: "server_error" },
} as const;
type Refusal = keyof typeof REFUSALS;

/** The body of a refused delivery. */
export const webhookRefusal = (reason: Refusal) => ({ received: false as const, ...REFUSALS[reason] });

type WebhookResponse =
  | { status: 200; body: { received: true; outcome: WebhookOutcome | "duplicate" | "ignored" } }
  | { status: 400 | 413 | 503; body: ReturnType<typeof webhookRefusal> };

const refused = (reason: string, event?: { id?: unknown; type?: unknown }): WebhookResponse => {
  const id = typeof event?.id === "string" ? JSON.stringify(event.id.slice(0, 100)) : "(no id)";
  const type = typeof event?.type === "string" ? JSON.stringify(event.type.slice(0, 100)) : "(no type)";
  logger.error(`webhook refused: event ${id} type ${type}: ${reason.slice(0, 500)}`);
  return { status: 400, body: webhookRefusal("badPayload") };
};

/** The route's whole job: the body, read with a ceiling (413 past it), then handleStripeWebhook. */
export async function handleStripeWebhookRequest(request: Request): Promise<WebhookResponse> {
  if (!isStripeWebhookConfigured()) return { status: 503, body: webhookRefusal("notConfigured") };
  let body: string;
  try {
    body = await readBodyText(request, WEBHOOK_MAX_BYTES);
  } catch (err) {
    if (err instanceof AppError && err.status === 413) return { status: 413, body: webhookRefusal("tooLarge") };
    throw err;
  }
  return handleStripeWebhook(body, request.headers.get("stripe-signature"));
}

export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookResponse> {
  if (!isStripeWebhookConfigured()) return { status: 503, body: webhookRefusal("notConfigured") };
  if (!signature) return { status: 400, body: webhookRefusal("badSignature") };

  let raw: unknown;
  try {
    raw = getStripe().webhooks.constructEvent(
      rawBody,
      signature,
      env().STRIPE_WEBHOOK_SECRET ?? "",
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch (err) {
    // The signature held but the body is not JSON: Stripe's own bytes, never applicable.
    if (err instanceof SyntaxError) return refused("the body is not JSON");
    // A bad signature and a stale timestamp look the same from outside: both are refused.
    return { status: 400, body: webhookRefusal("badSignature") };
  }

  const envelope = stripeEventEnvelope.safeParse(raw);
  if (!envelope.success) {
    const partial = raw && typeof raw === "object" ? (raw as { id?: unknown; type?: unknown }) : undefined;
    return refused(
      `envelope not understood: ${envelope.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
      partial,
    );
  }
  const event = envelope.data;

  const handler = webhookHandlers.get(event.type);
  if (!handler) return { status: 200, body: { received: true, outcome: "ignored" } };

  const prepared = handler.prepare(event.data.object);
  if (!prepared.ok) return refused(`payload not understood: ${prepared.error}`, event);

  const outcome = await getDb().transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    if (recorded.length === 0) return "duplicate" as const;
    const result = await prepared.run(tx, { eventId: event.id, occurredAt: event.created });
    await tx.update(stripeEvents).set({ outcome: result }).where(eq(stripeEvents.id, event.id));
    return result;
  });
  return { status: 200, body: { received: true, outcome } };
}
