import "server-only";
/**
 * invoice.paid and invoice.payment_succeeded, for the affiliate programme: a referred customer's
 * paid invoice earns a commission. Stripe sends both events for one payment; the commission's
 * unique invoice key makes the second a no-op. invoice.paid also keeps its subscription handler:
 * `alongside` runs both inside the one transaction that records the event.
 */
import { recordInvoiceCommission } from "@/server/affiliates/commissions";
import { defineWebhook, type WebhookHandler } from "./define-webhook";
import { invoiceCommissionPayload, paidInvoiceFacts } from "./affiliate-payloads";
import { logger } from "@/server/logger";

function invoiceCommission(type: string) {
  return defineWebhook({
    type,
    payload: invoiceCommissionPayload,
    apply: (tx, invoice, { occurredAt }) => recordInvoiceCommission(tx, paidInvoiceFacts(invoice, occurredAt)),
  });
}

export const invoicePaidCommission = invoiceCommission("invoice.paid");
export const invoicePaymentSucceeded = invoiceCommission("invoice.payment_succeeded");

/**
 * Two handlers for one event type, run in order; "applied" if either applied. The second is an
 * extra: a payload it cannot read (no amount paid) leaves the first to do its work alone.
 */
export function alongside(first: WebhookHandler, second: WebhookHandler): WebhookHandler {
  return {
    type: first.type,
    prepare(object) {
      const a = first.prepare(object);
      if (!a.ok) return a;
      const b = second.prepare(object);
      if (!b.ok) {
        logger.warn(`${first.type}: no commission facts in the payload: ${b.error}`);
        return a;
      }
      return {
        ok: true,
        run: async (tx, ctx) => {
          const outcomes = [await a.run(tx, ctx), await b.run(tx, ctx)];
          return outcomes.includes("applied") ? "applied" : "skipped";
        },
      };
    },
  };
}
