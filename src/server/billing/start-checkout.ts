import "server-only";
/**
 * What the /checkout page calls: Stripe Checkout when Stripe is configured, the demo trial where
 * demo billing is allowed, and a typed refusal otherwise (BillingError "notConfigured", 503).
 */
import { createCheckoutSession, type CheckoutRequest } from "./create-checkout-session";
import { startDemoTrial, type DemoStart } from "./demo-billing";
import { BillingError } from "./errors";
import { billingMode } from "./stripe";

type CheckoutStart = { kind: "redirect"; url: string } | ({ kind: "demo" } & DemoStart);

export async function startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
  switch (billingMode()) {
    case "stripe":
      return { kind: "redirect", url: await createCheckoutSession(request) };
    case "demo":
      return { kind: "demo", ...(await startDemoTrial(request.userId, request.plan)) };
    default:
      throw new BillingError("notConfigured");
  }
}
