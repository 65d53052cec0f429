import "server-only";
/** charge.refunded: a refund reverses the referred customer's commission in its holding period, or claws it back after. */
import { recordRefund } from "@/server/affiliates/commissions";
import { defineWebhook } from "./define-webhook";
import { chargeRefundedPayload, chargeRefundFacts } from "./affiliate-payloads";

export const chargeRefunded = defineWebhook({
  type: "charge.refunded",
  payload: chargeRefundedPayload,
  apply: (tx, charge, { occurredAt }) => recordRefund(tx, chargeRefundFacts(charge, occurredAt), occurredAt),
});
