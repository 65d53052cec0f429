import "server-only";
/**
 * The Stripe client and the billing mode. Stripe is used when STRIPE_SECRET_KEY is set;
 * otherwise the built-in demo billing runs, but only where it cannot be mistaken for a real
 * deployment (embedded database, or BILLING_DEMO=1). STRIPE_API_HOST/PORT/PROTOCOL point the SDK
 * at a loopback stand-in in tests.
 */
import Stripe from "stripe";
import { env, usesEmbeddedDatabase } from "@/lib/env";
import { BillingError } from "./errors";

/** The API version this SDK release is typed for; pinned so an account upgrade changes nothing here. */
export const STRIPE_API_VERSION = "2026-10-28.endive" satisfies Stripe.StripeConfig["apiVersion"];

type BillingMode = "stripe" | "demo" | "disabled";

export function billingMode(): BillingMode {
  const e = env();
  if (e.STRIPE_SECRET_KEY) return "stripe";
  if (usesEmbeddedDatabase() || e.BILLING_DEMO) return "demo";
  return "disabled";
}

/** True when Stripe can both take payments and verify webhooks. */
export function isStripeWebhookConfigured(): boolean {
  const e = env();
  return Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET);
}

let cached: { key: string; client: Stripe } | undefined;

export function getStripe(): Stripe {
  const e = env();
  if (!e.STRIPE_SECRET_KEY) throw new BillingError("notConfigured", "STRIPE_SECRET_KEY is not set");
  // Keyed on the configuration so tests that change the environment get a matching client.
  const key = JSON.stringify([e.STRIPE_SECRET_KEY, e.STRIPE_API_HOST, e.STRIPE_API_PORT, e.STRIPE_API_PROTOCOL]);
  if (cached?.key !== key) {
    cached = {
      key,
      client: new Stripe(e.STRIPE_SECRET_KEY, {
        apiVersion: STRIPE_API_VERSION,
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: "Rhythm" },
        ...(e.STRIPE_API_HOST ? { host: e.STRIPE_API_HOST } : {}),
        ...(e.STRIPE_API_PORT ? { port: e.STRIPE_API_PORT } : {}),
        ...(e.STRIPE_API_PROTOCOL ? { protocol: e.STRIPE_API_PROTOCOL } : {}),
      }),
    };
  }
  return cached.client;
}
