/**
 * Checkout, Customer Portal and cancellation against a loopback Stripe stand-in: the real SDK
 * sends real HTTP, and the tests assert the form parameters Rhythm sends.
 */
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { cancelSubscription, resumeSubscription } from "./cancel-subscription";
import { createCheckoutSession } from "./create-checkout-session";
import { createPortalSession } from "./create-portal-session";
import { BillingError } from "./errors";
import { startCheckout } from "./start-checkout";
import { STRIPE_API_VERSION } from "./stripe";
import {
  insertUser,
  readUser,
  restoreBillingEnvAfterAll,
  setBillingEnv,
  TEST_PRICE_MONTHLY,
  TEST_PRICE_YEARLY,
  TEST_WEBHOOK_SECRET,
} from "./testing/billing-fixtures";
import { startStripeStandIn, type StripeStandIn } from "./testing/stripe-stand-in";

setupTestDatabase();
restoreBillingEnvAfterAll();

let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe.close());

const SECRET_KEY = "sk_test_rhythm_standin";
beforeEach(() => {
  stripe.requests.length = 0;
  stripe.honorIdempotency = true;
  setBillingEnv({
    APP_URL: "https://rhythm.example.com",
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: TEST_PRICE_MONTHLY,
    STRIPE_PRICE_YEARLY: TEST_PRICE_YEARLY,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: "http",
  });
});

const calls = (method: string, path: string) => stripe.requests.filter((r) => r.method === method && r.path === path);

async function rejection(promise: Promise<unknown>): Promise<BillingError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof BillingError)) throw new Error(`expected a BillingError, got ${String(err)}`);
  return err;
}

describe(`Stripe checkout against a loopback stand-in (${testDatabaseKind()})`, () => {
  test("an unverified account cannot start a checkout: a translated 403 and nothing sent to Stripe", async () => {
    const user = await insertUser({ emailVerified: null });
    const err = await rejection(startCheckout({ userId: user.id, email: user.email, plan: "monthly", locale: "es" }));
    expect(err).toMatchObject({ code: "emailNotVerified", status: 403, messageKey: "billing.errors.emailNotVerified" });
    expect(stripe.requests).toHaveLength(0);
    expect(await readUser(user.id)).toMatchObject({ stripeCustomerId: null, subscriptionStatus: "inactive" });
  });

  test("creates the customer once and a subscription checkout with a 3-day trial and our user id", async () => {
    const user = await insertUser();
    const url = await createCheckoutSession({ userId: user.id, email: user.email, plan: "monthly", locale: "en" });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [customerCall] = calls("POST", "/v1/customers");
    expect(customerCall.params.get("email")).toBe(user.email);
    expect(customerCall.params.get("metadata[userId]")).toBe(user.id);
    expect(customerCall.headers["idempotency-key"]).toBe(`rhythm-customer-${user.id}`);
    expect(customerCall.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(customerCall.headers["stripe-version"]).toBe(STRIPE_API_VERSION);

    const customerId = (await readUser(user.id)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_standin_/);

    const [session] = calls("POST", "/v1/checkout/sessions");
    const p = session.params;
    expect(p.get("mode")).toBe("subscription");
    expect(p.get("customer")).toBe(customerId);
    expect(p.get("client_reference_id")).toBe(user.id);
    expect(p.get("line_items[0][price]")).toBe(TEST_PRICE_MONTHLY);
    expect(p.get("line_items[0][quantity]")).toBe("1");
    expect(p.get("subscription_data[trial_period_days]")).toBe("3");
    expect(p.get("subscription_data[metadata][userId]")).toBe(user.id);
    expect(p.get("metadata[userId]")).toBe(user.id);
    expect(p.get("metadata[plan]")).toBe("monthly");
    expect(p.get("locale")).toBe("en");
    expect(p.get("success_url")).toBe("https://rhythm.example.com/subscription?checkout=success");
    expect(p.get("cancel_url")).toBe("https://rhythm.example.com/pricing?checkout=cancelled");
  });

  test("reuses the stored customer, uses the yearly price and prefixes the locale of the return pages", async () => {
    const user = await insertUser({ stripeCustomerId: `cus_existing_${Date.now()}` });
    await createCheckoutSession({ userId: user.id, email: user.email, plan: "yearly", locale: "es" });
    expect(calls("POST", "/v1/customers")).toHaveLength(0);
    const [session] = calls("POST", "/v1/checkout/sessions");
    expect(session.params.get("customer")).toBe(user.stripeCustomerId);
    expect(session.params.get("line_items[0][price]")).toBe(TEST_PRICE_YEARLY);
    expect(session.params.get("locale")).toBe("es");
    expect(session.params.get("success_url")).toBe("https://rhythm.example.com/es/subscription?checkout=success");
    expect(session.params.get("cancel_url")).toBe("https://rhythm.example.com/es/pricing?checkout=cancelled");

    // Stripe Checkout has no Arabic: the browser's language is used, the return pages stay Arabic.
    await createCheckoutSession({ userId: user.id, email: user.email, plan: "monthly", locale: "ar" });
    const arabic = calls("POST", "/v1/checkout/sessions")[1];
    expect(arabic.params.get("locale")).toBe("auto");
    expect(arabic.params.get("success_url")).toBe("https://rhythm.example.com/ar/subscription?checkout=success");
  });

  test("a user who already had a trial checks out without a new one", async () => {
    const user = await insertUser({ trialEndsAt: new Date(Date.now() - 86_400_000) });
    await createCheckoutSession({ userId: user.id, email: user.email, plan: "monthly", locale: "en" });
    const [session] = calls("POST", "/v1/checkout/sessions");
    expect(session.params.has("subscription_data[trial_period_days]")).toBe(false);
    expect(session.params.get("subscription_data[metadata][userId]")).toBe(user.id);
  });

  test("an active Stripe subscriber cannot start a second subscription", async () => {
    const user = await insertUser({
      billingProvider: "stripe",
      stripeCustomerId: `cus_active_${Date.now()}`,
      stripeSubscriptionId: "sub_active",
      subscriptionTier: "monthly",
      subscriptionStatus: "active",
      subscriptionEndDate: new Date(Date.now() + 86_400_000),
    });
    const err = await rejection(
      createCheckoutSession({ userId: user.id, email: user.email, plan: "yearly", locale: "en" }),
    );
    expect(err).toMatchObject({
      code: "alreadySubscribed",
      status: 409,
      messageKey: "billing.errors.alreadySubscribed",
    });
    expect(stripe.requests).toHaveLength(0);
  });

  test("a missing price is a typed error, and nothing is sent to Stripe", async () => {
    setBillingEnv({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: "http",
    });
    const user = await insertUser();
    const err = await rejection(
      createCheckoutSession({ userId: user.id, email: user.email, plan: "monthly", locale: "en" }),
    );
    expect(err).toMatchObject({ code: "priceNotConfigured", status: 503 });
    expect(stripe.requests).toHaveLength(0);
  });

  test("concurrent first checkouts create one customer (same idempotency key) and all use it", async () => {
    const user = await insertUser();
    await Promise.all(
      Array.from({ length: 5 }, () =>
        createCheckoutSession({ userId: user.id, email: user.email, plan: "monthly", locale: "en" }),
      ),
    );
    const stored = (await readUser(user.id)).stripeCustomerId;
    const sessions = calls("POST", "/v1/checkout/sessions");
    expect(sessions).toHaveLength(5);
    expect(new Set(sessions.map((s) => s.params.get("customer")))).toEqual(new Set([stored]));
    expect(
      calls("POST", "/v1/customers").every((c) => c.headers["idempotency-key"] === `rhythm-customer-${user.id}`),
    ).toBe(true);
    expect(stripe.requests.filter((r) => r.method === "DELETE")).toHaveLength(0);
  });

  test("when Stripe makes several customers anyway, the database keeps one and the others are deleted", async () => {
    stripe.honorIdempotency = false;
    const user = await insertUser();
    await Promise.all(
      Array.from({ length: 4 }, () =>
        createCheckoutSession({ userId: user.id, email: user.email, plan: "monthly", locale: "en" }),
      ),
    );
    const stored = (await readUser(user.id)).stripeCustomerId;
    const created = calls("POST", "/v1/customers").length;
    const deleted = stripe.requests.filter((r) => r.method === "DELETE").map((r) => r.path);
    expect(new Set(calls("POST", "/v1/checkout/sessions").map((s) => s.params.get("customer")))).toEqual(
      new Set([stored]),
    );
    expect(created).toBeGreaterThan(1);
    expect(deleted).toHaveLength(created - 1);
    expect(deleted).not.toContain(`/v1/customers/${stored}`);
  });

  test("the Customer Portal opens for the user's customer and returns to /subscription", async () => {
    const user = await insertUser({ stripeCustomerId: `cus_portal_${Date.now()}`, billingProvider: "stripe" });
    const url = await createPortalSession(user.id, "ar");
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const [portal] = calls("POST", "/v1/billing_portal/sessions");
    expect(portal.params.get("customer")).toBe(user.stripeCustomerId);
    expect(portal.params.get("return_url")).toBe("https://rhythm.example.com/ar/subscription");

    const nobody = await insertUser();
    expect(await rejection(createPortalSession(nobody.id))).toMatchObject({ code: "noCustomer", status: 409 });
  });

  test("cancel sets cancel_at_period_end on Stripe and locally; resume undoes it", async () => {
    const sub = `sub_cancel_${Date.now()}`;
    const user = await insertUser({
      billingProvider: "stripe",
      stripeCustomerId: `cus_cancel_${Date.now()}`,
      stripeSubscriptionId: sub,
      subscriptionTier: "monthly",
      subscriptionStatus: "active",
      subscriptionEndDate: new Date(Date.now() + 86_400_000),
    });
    await expect(cancelSubscription(user.id)).resolves.toEqual({ cancelAtPeriodEnd: true });
    const [cancel] = calls("POST", `/v1/subscriptions/${sub}`);
    expect(cancel.params.get("cancel_at_period_end")).toBe("true");
    expect((await readUser(user.id)).cancelAtPeriodEnd).toBe(true);

    await expect(resumeSubscription(user.id)).resolves.toEqual({ cancelAtPeriodEnd: false });
    expect(calls("POST", `/v1/subscriptions/${sub}`)[1].params.get("cancel_at_period_end")).toBe("false");
    expect((await readUser(user.id)).cancelAtPeriodEnd).toBe(false);

    const free = await insertUser();
    expect(await rejection(cancelSubscription(free.id))).toMatchObject({ code: "noSubscription" });
  });

  test("startCheckout sends Stripe users to Stripe", async () => {
    const user = await insertUser();
    const start = await startCheckout({ userId: user.id, email: user.email, plan: "yearly", locale: "en" });
    expect(start).toEqual({ kind: "redirect", url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });
  });
});
