import "server-only";
/**
 * The shape of one webhook event handler: the event type, a zod schema for `data.object`, and
 * what to do with the parsed payload inside the transaction that also records the event id.
 * The payload alone decides the change; no handler calls back to Stripe.
 */
import type { z } from "zod";
import type { DbOrTx } from "../sync-subscription";

export interface WebhookContext {
  eventId: string;
  /** The event's `created`: when Stripe says this state came about. */
  occurredAt: Date;
}

/** "applied": the user's row changed; "skipped": nothing to change (not ours, or older than what we have). */
export type WebhookOutcome = "applied" | "skipped";

export interface WebhookHandler {
  type: string;
  /** Parses the payload; on success returns the change to run inside the event's transaction. */
  prepare(
    object: unknown,
  ): { ok: true; run: (tx: DbOrTx, ctx: WebhookContext) => Promise<WebhookOutcome> } | { ok: false; error: string };
}

export function defineWebhook<S extends z.ZodType>(definition: {
  type: string;
  payload: S;
  apply: (tx: DbOrTx, payload: z.output<S>, ctx: WebhookContext) => Promise<WebhookOutcome>;
}): WebhookHandler {
  return {
    type: definition.type,
    prepare(object) {
      const parsed = definition.payload.safeParse(object);
      if (!parsed.success)
        return { ok: false, error: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
      return { ok: true, run: (tx, ctx) => definition.apply(tx, parsed.data, ctx) };
    },
  };
}
