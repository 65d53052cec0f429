import "server-only";
/** The Stripe event types Rhythm handles, one file each. Any other type is acknowledged and ignored. */
import type { WebhookHandler } from "./define-webhook";
import { checkoutSessionCompleted } from "./checkout-session-completed";
import { customerSubscriptionCreated } from "./customer-subscription-created";
import { customerSubscriptionUpdated } from "./customer-subscription-updated";
import { customerSubscriptionDeleted } from "./customer-subscription-deleted";
import { invoicePaid } from "./invoice-paid";
import { invoicePaymentFailed } from "./invoice-payment-failed";
import { alongside, invoicePaidCommission, invoicePaymentSucceeded } from "./invoice-commission";
import { chargeRefunded } from "./charge-refunded";
import { chargeDisputeCreated } from "./charge-dispute-created";

const handlers: WebhookHandler[] = [
  checkoutSessionCompleted,
  customerSubscriptionCreated,
  customerSubscriptionUpdated,
  customerSubscriptionDeleted,
  alongside(invoicePaid, invoicePaidCommission),
  invoicePaymentFailed,
  // The affiliate programme's events.
  invoicePaymentSucceeded,
  chargeRefunded,
  chargeDisputeCreated,
];

export const webhookHandlers: ReadonlyMap<string, WebhookHandler> = new Map(handlers.map((h) => [h.type, h]));
