import "server-only";
/**
 * Test helpers for the billing domain: environment variables set per test file, users inserted
 * as real rows, and Stripe webhook deliveries signed with the SDK's own test helper.
 */
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { resetEnvForTests } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { stripeEvents, users, type NewUser, type User } from "@/server/db/schema";
import { setupTestDatabase } from "@/server/db/test-database";
import { handleStripeWebhook } from "../handle-stripe-webhook";

export const TEST_WEBHOOK_SECRET = "whsec_rhythm_test_secret";
export const TEST_PRICE_MONTHLY = "price_rhythm_monthly";
export const TEST_PRICE_YEARLY = "price_rhythm_yearly";

const BILLING_VARS = [
  "DATABASE_URL",
  "BILLING_DEMO",
  "APP_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_MONTHLY",
  "STRIPE_PRICE_YEARLY",
  "STRIPE_API_HOST",
  "STRIPE_API_PORT",
  "STRIPE_API_PROTOCOL",
] as const;
type BillingVar = (typeof BILLING_VARS)[number];

/** Sets the billing variables (unlisted ones unset) and re-reads the environment. */
export function setBillingEnv(vars: Partial<Record<BillingVar, string>>): void {
  for (const name of BILLING_VARS) {
    if (vars[name] === undefined) delete process.env[name];
    else process.env[name] = vars[name];
  }
  resetEnvForTests();
}

/** Jest helper: restores the billing variables after the file's tests. */
export function restoreBillingEnvAfterAll(): void {
  const saved = Object.fromEntries(BILLING_VARS.map((name) => [name, process.env[name]]));
  afterAll(() => {
    for (const name of BILLING_VARS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    resetEnvForTests();
  });
}

let counter = 0;
/** An onboarded user with a verified address (a subscription needs one); override either per test. */
export async function insertUser(values: Partial<NewUser> = {}): Promise<User> {
  counter += 1;
  const [user] = await getDb()
    .insert(users)
    .values({
      email: `billing-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}@test.local`,
      hasCompletedOnboarding: true,
      emailVerified: new Date(),
      ...values,
    })
    .returning();
  return user;
}

export async function readUser(id: string): Promise<User> {
  const [user] = await getDb().select().from(users).where(eq(users.id, id));
  return user;
}

const signer = new Stripe("sk_test_signer_only");

export interface Delivery {
  body: string;
  signature: string;
}

/** A Stripe event as Stripe would POST it, signed with `secret` at `timestamp` (seconds). */
export function signedEvent(
  event: { id: string; type: string; created: number; object: Record<string, unknown> },
  options: { secret?: string; timestamp?: number } = {},
): Delivery {
  const body = JSON.stringify({
    id: event.id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: event.created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return { body, signature };
}

/** Any body (malformed ones included), signed as Stripe signs a delivery. */
export function signRawBody(body: string, options: { secret?: string; timestamp?: number } = {}): Delivery {
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return { body, signature };
}

/** A subscription object in API version 2026-10-28's shape (period on the item). */
export function subscriptionObject(s: {
  id: string;
  customer: string;
  status: string;
  price: string;
  periodEnd: number;
  trialEnd?: number | null;
  cancelAtPeriodEnd?: boolean;
  userId?: string;
  endedAt?: number | null;
}): Record<string, unknown> {
  return {
    id: s.id,
    object: "subscription",
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    trial_end: s.trialEnd ?? null,
    ended_at: s.endedAt ?? null,
    metadata: s.userId ? { userId: s.userId } : {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${s.id}`,
          object: "subscription_item",
          current_period_start: s.periodEnd - 30 * 86400,
          current_period_end: s.periodEnd,
          price: {
            id: s.price,
            object: "price",
            recurring: { interval: s.price === TEST_PRICE_YEARLY ? "year" : "month" },
          },
          quantity: 1,
        },
      ],
    },
  };
}

/** An invoice object in API version 2026-10-28's shape (subscription under parent). */
export function invoiceObject(i: {
  id: string;
  customer: string;
  subscription: string | null;
  price: string;
  periodEnd: number;
  userId?: string;
  status?: string;
  /** What was charged (affiliate commissions read it); omitted when undefined. */
  amountPaid?: number;
  currency?: string;
  paymentIntent?: string;
}): Record<string, unknown> {
  return {
    id: i.id,
    object: "invoice",
    customer: i.customer,
    status: i.status ?? "paid",
    ...(i.amountPaid === undefined
      ? {}
      : {
          amount_paid: i.amountPaid,
          currency: i.currency ?? "usd",
          payments: i.paymentIntent
            ? { object: "list", data: [{ payment: { type: "payment_intent", payment_intent: i.paymentIntent } }] }
            : undefined,
        }),
    parent: i.subscription
      ? {
          type: "subscription_details",
          quote_details: null,
          subscription_details: { subscription: i.subscription, metadata: i.userId ? { userId: i.userId } : {} },
        }
      : null,
    lines: {
      object: "list",
      data: [
        {
          id: `il_${i.id}`,
          object: "line_item",
          period: { start: i.periodEnd - 30 * 86400, end: i.periodEnd },
          pricing: {
            type: "price_details",
            price_details: { price: i.price, product: "prod_rhythm" },
            unit_amount_decimal: "1200",
          },
          parent: i.subscription
            ? {
                type: "subscription_item_details",
                invoice_item_details: null,
                subscription_item_details: {
                  subscription: i.subscription,
                  subscription_item: "si_x",
                  proration: false,
                },
              }
            : {
                type: "invoice_item_details",
                subscription_item_details: null,
                invoice_item_details: { invoice_item: "ii_x", subscription: null, proration: false },
              },
        },
      ],
    },
  };
}

/** Stripe configured as the webhook tests need it (set before each test by setupWebhookTests). */
export const stripeEnv = {
  STRIPE_SECRET_KEY: "sk_test_rhythm",
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: TEST_PRICE_MONTHLY,
  STRIPE_PRICE_YEARLY: TEST_PRICE_YEARLY,
};

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const DAY = 86400;
let seq = 0;
/** An id unique in this process: `${prefix}_${pid}_${n}`. */
export const uid = (prefix: string) => `${prefix}_${process.pid}_${++seq}`;

/** Hands a signed delivery to the webhook handler, as the route does. */
export const deliver = (d: Delivery) => handleStripeWebhook(d.body, d.signature);
/** How many stripe_events rows record the event `id` (0 or 1). */
export const eventRows = async (id: string) =>
  (await getDb().select().from(stripeEvents).where(eq(stripeEvents.id, id))).length;

/** A webhook test file's set-up: a fresh database, Stripe configured before each test, the environment restored after. */
export function setupWebhookTests(): void {
  setupTestDatabase();
  restoreBillingEnvAfterAll();
  beforeEach(() => setBillingEnv(stripeEnv));
}
