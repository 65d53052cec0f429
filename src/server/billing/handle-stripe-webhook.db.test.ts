/**
 * Stripe webhooks end to end below the route: signed deliveries (the SDK's own test signer),
 * real rows in a fresh database, and the state the premium rule then sees. Repeated, concurrent and
 * out-of-order deliveries: handle-stripe-webhook-order.db.test.ts.
 */
import { testDatabaseKind } from "@/server/db/test-database";
import { hasPremiumAccess } from "./entitlements";
import { handleStripeWebhook, webhookRefusal } from "./handle-stripe-webhook";
import {
  DAY,
  deliver,
  eventRows,
  insertUser,
  invoiceObject,
  nowSeconds,
  readUser,
  setBillingEnv,
  signedEvent,
  setupWebhookTests,
  subscriptionObject,
  TEST_PRICE_MONTHLY,
  TEST_PRICE_YEARLY,
  uid,
} from "./testing/billing-fixtures";
import { logger } from "@/server/logger";

setupWebhookTests();

describe(`Stripe webhooks (${testDatabaseKind()})`, () => {
  test("503 when Stripe is not configured", async () => {
    setBillingEnv({});
    const d = signedEvent({ id: uid("evt"), type: "invoice.paid", created: nowSeconds(), object: {} });
    await expect(deliver(d)).resolves.toEqual({ status: 503, body: webhookRefusal("notConfigured") });
  });

  test("a missing or wrong signature is refused with 400 and changes nothing", async () => {
    const user = await insertUser();
    const object = subscriptionObject({
      id: uid("sub"),
      customer: uid("cus"),
      status: "active",
      price: TEST_PRICE_MONTHLY,
      periodEnd: nowSeconds() + 30 * DAY,
      userId: user.id,
    });
    const good = signedEvent({ id: uid("evt"), type: "customer.subscription.created", created: nowSeconds(), object });
    const forged = signedEvent(
      { id: uid("evt"), type: "customer.subscription.created", created: nowSeconds(), object },
      { secret: "whsec_someone_else" },
    );

    expect(await handleStripeWebhook(good.body, null)).toMatchObject({ status: 400 });
    expect(await deliver(forged)).toEqual({ status: 400, body: webhookRefusal("badSignature") });
    // The right signature over a different body (the payload was tampered with).
    expect(
      await handleStripeWebhook(good.body.replace(TEST_PRICE_MONTHLY, TEST_PRICE_YEARLY), good.signature),
    ).toMatchObject({ status: 400 });

    expect((await readUser(user.id)).subscriptionStatus).toBe("inactive");
    expect(await eventRows(JSON.parse(forged.body).id)).toBe(0);
  });

  test("a stale timestamp (older than 300 s) is refused with 400", async () => {
    const user = await insertUser();
    const object = subscriptionObject({
      id: uid("sub"),
      customer: uid("cus"),
      status: "active",
      price: TEST_PRICE_MONTHLY,
      periodEnd: nowSeconds() + 30 * DAY,
      userId: user.id,
    });
    const stale = signedEvent(
      { id: uid("evt"), type: "customer.subscription.created", created: nowSeconds() - 400, object },
      { timestamp: nowSeconds() - 301 },
    );
    expect(await deliver(stale)).toEqual({ status: 400, body: webhookRefusal("badSignature") });
    expect((await readUser(user.id)).subscriptionStatus).toBe("inactive");

    // Just inside the tolerance is accepted.
    const fresh = signedEvent(
      { id: uid("evt"), type: "customer.subscription.created", created: nowSeconds(), object },
      { timestamp: nowSeconds() - 290 },
    );
    expect(await deliver(fresh)).toMatchObject({ status: 200, body: { outcome: "applied" } });
  });

  test("an unknown event type is acknowledged with 200 and ignored", async () => {
    const d = signedEvent({
      id: uid("evt"),
      type: "customer.created",
      created: nowSeconds(),
      object: { id: "cus_1", object: "customer" },
    });
    expect(await deliver(d)).toEqual({ status: 200, body: { received: true, outcome: "ignored" } });
    expect(await eventRows(JSON.parse(d.body).id)).toBe(0);
  });

  test("a listed event whose payload lacks what Rhythm needs is refused with 400 and not recorded", async () => {
    const d = signedEvent({
      id: uid("evt"),
      type: "customer.subscription.updated",
      created: nowSeconds(),
      object: { id: "sub_1", object: "subscription", status: "active" },
    });
    const spy = jest.spyOn(logger, "error");
    try {
      expect(await deliver(d)).toEqual({ status: 400, body: webhookRefusal("badPayload") });
    } finally {
      spy.mockRestore();
    }
    expect(await eventRows(JSON.parse(d.body).id)).toBe(0);
  });

  test("customer.subscription.created (trialing) grants premium until the trial ends", async () => {
    const user = await insertUser();
    const sub = uid("sub");
    const customer = uid("cus");
    const trialEnd = nowSeconds() + 3 * DAY;
    const d = signedEvent({
      id: uid("evt"),
      type: "customer.subscription.created",
      created: nowSeconds(),
      object: subscriptionObject({
        id: sub,
        customer,
        status: "trialing",
        price: TEST_PRICE_MONTHLY,
        periodEnd: trialEnd,
        trialEnd,
        userId: user.id,
      }),
    });
    expect(await deliver(d)).toEqual({ status: 200, body: { received: true, outcome: "applied" } });
    const after = await readUser(user.id);
    expect(after).toMatchObject({
      subscriptionTier: "monthly",
      subscriptionStatus: "active",
      billingProvider: "stripe",
      stripeCustomerId: customer,
      stripeSubscriptionId: sub,
      cancelAtPeriodEnd: false,
    });
    expect(after.subscriptionEndDate).toEqual(new Date(trialEnd * 1000));
    expect(after.trialEndsAt).toEqual(new Date(trialEnd * 1000));
    expect(hasPremiumAccess(after)).toBe(true);
    expect(hasPremiumAccess(after, new Date((trialEnd + 1) * 1000))).toBe(false);
    expect(await eventRows(JSON.parse(d.body).id)).toBe(1);
  });

  test("customer.subscription.updated: plan change to yearly, cancel at period end, then past_due", async () => {
    const user = await insertUser();
    const sub = uid("sub");
    const customer = uid("cus");
    const t0 = nowSeconds() - 100;
    const periodEnd = nowSeconds() + 365 * DAY;
    const update = (created: number, over: Partial<Parameters<typeof subscriptionObject>[0]>) =>
      deliver(
        signedEvent({
          id: uid("evt"),
          type: "customer.subscription.updated",
          created,
          object: subscriptionObject({
            id: sub,
            customer,
            status: "active",
            price: TEST_PRICE_YEARLY,
            periodEnd,
            userId: user.id,
            ...over,
          }),
        }),
      );

    expect((await update(t0, {})).body).toMatchObject({ outcome: "applied" });
    expect(await readUser(user.id)).toMatchObject({
      subscriptionTier: "yearly",
      subscriptionStatus: "active",
      cancelAtPeriodEnd: false,
    });

    expect((await update(t0 + 1, { cancelAtPeriodEnd: true })).body).toMatchObject({ outcome: "applied" });
    const cancelling = await readUser(user.id);
    expect(cancelling).toMatchObject({ cancelAtPeriodEnd: true, subscriptionStatus: "active" });
    expect(cancelling.subscriptionEndDate).toEqual(new Date(periodEnd * 1000));
    expect(hasPremiumAccess(cancelling)).toBe(true);

    expect((await update(t0 + 2, { status: "past_due" })).body).toMatchObject({ outcome: "applied" });
    const pastDue = await readUser(user.id);
    expect(pastDue.subscriptionStatus).toBe("past_due");
    expect(hasPremiumAccess(pastDue)).toBe(false);
  });

  test("customer.subscription.deleted ends access; the end of an old subscription leaves a newer one alone", async () => {
    const user = await insertUser();
    const customer = uid("cus");
    const oldSub = uid("sub");
    const newSub = uid("sub");
    const t0 = nowSeconds() - 200;
    const periodEnd = nowSeconds() + 20 * DAY;

    await deliver(
      signedEvent({
        id: uid("evt"),
        type: "customer.subscription.updated",
        created: t0,
        object: subscriptionObject({
          id: newSub,
          customer,
          status: "active",
          price: TEST_PRICE_MONTHLY,
          periodEnd,
          userId: user.id,
        }),
      }),
    );
    const oldDeleted = signedEvent({
      id: uid("evt"),
      type: "customer.subscription.deleted",
      created: t0 + 10,
      object: subscriptionObject({
        id: oldSub,
        customer,
        status: "canceled",
        price: TEST_PRICE_MONTHLY,
        periodEnd: t0,
        endedAt: t0 + 10,
        userId: user.id,
      }),
    });
    expect((await deliver(oldDeleted)).body).toMatchObject({ outcome: "skipped" });
    expect(await readUser(user.id)).toMatchObject({ subscriptionStatus: "active", stripeSubscriptionId: newSub });

    const endedAt = t0 + 20;
    const deleted = signedEvent({
      id: uid("evt"),
      type: "customer.subscription.deleted",
      created: endedAt,
      object: subscriptionObject({
        id: newSub,
        customer,
        status: "canceled",
        price: TEST_PRICE_MONTHLY,
        periodEnd,
        endedAt,
        cancelAtPeriodEnd: true,
        userId: user.id,
      }),
    });
    expect((await deliver(deleted)).body).toMatchObject({ outcome: "applied" });
    const after = await readUser(user.id);
    expect(after).toMatchObject({
      subscriptionStatus: "inactive",
      subscriptionTier: "monthly",
      cancelAtPeriodEnd: false,
    });
    expect(after.subscriptionEndDate).toEqual(new Date(endedAt * 1000));
    expect(hasPremiumAccess(after)).toBe(false);
  });

  test("checkout.session.completed ties the customer and the subscription to the user", async () => {
    const user = await insertUser();
    const customer = uid("cus");
    const sub = uid("sub");
    const d = signedEvent({
      id: uid("evt"),
      type: "checkout.session.completed",
      created: nowSeconds(),
      object: {
        id: uid("cs"),
        object: "checkout.session",
        mode: "subscription",
        status: "complete",
        client_reference_id: user.id,
        customer,
        subscription: sub,
        metadata: { userId: user.id, plan: "monthly" },
      },
    });
    expect((await deliver(d)).body).toMatchObject({ outcome: "applied" });
    expect(await readUser(user.id)).toMatchObject({
      stripeCustomerId: customer,
      stripeSubscriptionId: sub,
      billingProvider: "stripe",
      subscriptionStatus: "inactive",
    });

    // A one-off payment session is not a subscription: nothing to do.
    const payment = signedEvent({
      id: uid("evt"),
      type: "checkout.session.completed",
      created: nowSeconds(),
      object: {
        id: uid("cs"),
        object: "checkout.session",
        mode: "payment",
        client_reference_id: user.id,
        customer,
        subscription: null,
        metadata: {},
      },
    });
    expect((await deliver(payment)).body).toMatchObject({ outcome: "skipped" });
  });

  test("invoice.paid keeps a subscription active to the end of the paid period; found by customer id alone", async () => {
    const customer = uid("cus");
    const sub = uid("sub");
    const user = await insertUser({ stripeCustomerId: customer, stripeSubscriptionId: sub, billingProvider: "stripe" });
    const periodEnd = nowSeconds() + 30 * DAY;
    const d = signedEvent({
      id: uid("evt"),
      type: "invoice.paid",
      created: nowSeconds(),
      object: invoiceObject({ id: uid("in"), customer, subscription: sub, price: TEST_PRICE_MONTHLY, periodEnd }),
    });
    expect((await deliver(d)).body).toMatchObject({ outcome: "applied" });
    const after = await readUser(user.id);
    expect(after).toMatchObject({ subscriptionStatus: "active", subscriptionTier: "monthly" });
    expect(after.subscriptionEndDate).toEqual(new Date(periodEnd * 1000));
    expect(hasPremiumAccess(after)).toBe(true);

    // An invoice outside any subscription changes nothing.
    const oneOff = signedEvent({
      id: uid("evt"),
      type: "invoice.paid",
      created: nowSeconds() + 1,
      object: invoiceObject({ id: uid("in"), customer, subscription: null, price: "price_other", periodEnd }),
    });
    expect((await deliver(oneOff)).body).toMatchObject({ outcome: "skipped" });
  });

  test("invoice.payment_failed makes the subscription past_due; a later invoice.paid restores it", async () => {
    const customer = uid("cus");
    const sub = uid("sub");
    const periodEnd = nowSeconds() + 10 * DAY;
    const user = await insertUser({
      stripeCustomerId: customer,
      stripeSubscriptionId: sub,
      billingProvider: "stripe",
      subscriptionTier: "yearly",
      subscriptionStatus: "active",
      subscriptionEndDate: new Date(periodEnd * 1000),
    });
    const t0 = nowSeconds() - 60;
    const failed = signedEvent({
      id: uid("evt"),
      type: "invoice.payment_failed",
      created: t0,
      object: invoiceObject({
        id: uid("in"),
        customer,
        subscription: sub,
        price: TEST_PRICE_YEARLY,
        periodEnd,
        userId: user.id,
        status: "open",
      }),
    });
    expect((await deliver(failed)).body).toMatchObject({ outcome: "applied" });
    const pastDue = await readUser(user.id);
    expect(pastDue).toMatchObject({ subscriptionStatus: "past_due", subscriptionTier: "yearly" });
    expect(pastDue.subscriptionEndDate).toEqual(new Date(periodEnd * 1000));
    expect(hasPremiumAccess(pastDue)).toBe(false);

    const nextEnd = periodEnd + 365 * DAY;
    const paid = signedEvent({
      id: uid("evt"),
      type: "invoice.paid",
      created: t0 + 30,
      object: invoiceObject({
        id: uid("in"),
        customer,
        subscription: sub,
        price: TEST_PRICE_YEARLY,
        periodEnd: nextEnd,
        userId: user.id,
      }),
    });
    expect((await deliver(paid)).body).toMatchObject({ outcome: "applied" });
    const recovered = await readUser(user.id);
    expect(recovered.subscriptionStatus).toBe("active");
    expect(recovered.subscriptionEndDate).toEqual(new Date(nextEnd * 1000));
    expect(hasPremiumAccess(recovered)).toBe(true);
  });
});
