import "server-only";
/** charge.dispute.created: a dispute counts as a full refund for the affiliate's commission. */
import { recordRefund } from "@/server/affiliates/commissions";
import { defineWebhook } from "./define-webhook";
import { disputeCreatedPayload, disputeFacts } from "./affiliate-payloads";

export const chargeDisputeCreated = defineWebhook({
  type: "charge.dispute.created",
  payload: disputeCreatedPayload,
  apply: (tx, dispute, { occurredAt }) => recordRefund(tx, disputeFacts(dispute, occurredAt), occurredAt),
});
