/**
 * Stripe webhooks delivered as Stripe really delivers them: the same event many times at once,
 * events out of order, and events for nobody we know (handle-stripe-webhook.db.test.ts has the
 * rest).
 */
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { testDatabaseKind } from "@/server/db/test-database";
import {
  DAY,
  deliver,
  eventRows,
  insertUser,
  nowSeconds,
  readUser,
  signedEvent,
  setupWebhookTests,
  subscriptionObject,
  TEST_PRICE_MONTHLY,
  TEST_PRICE_YEARLY,
  uid,
} from "./testing/billing-fixtures";

setupWebhookTests();

describe(`Stripe webhooks, repeated and out of order (${testDatabaseKind()})`, () => {
  test("one event delivered 10 times at once makes exactly one change and one stripe_events row", async () => {
    const user = await insertUser();
    const eventId = uid("evt");
    const d = signedEvent({
      id: eventId,
      type: "customer.subscription.created",
      created: nowSeconds(),
      object: subscriptionObject({
        id: uid("sub"),
        customer: uid("cus"),
        status: "trialing",
        price: TEST_PRICE_MONTHLY,
        periodEnd: nowSeconds() + 3 * DAY,
        trialEnd: nowSeconds() + 3 * DAY,
        userId: user.id,
      }),
    });
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(d)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const outcomes = results.map((r) => (r.status === 200 ? r.body.outcome : "error"));
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(9);
    expect(await eventRows(eventId)).toBe(1);
    expect((await readUser(user.id)).subscriptionStatus).toBe("active");

    // Delivered again later: still a no-op.
    expect((await deliver(d)).body).toMatchObject({ outcome: "duplicate" });
    const count = await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from stripe_events where id = ${eventId}`,
    );
    expect(count.rows[0].n).toBe(1);
  });

  test("out of order: a newer subscription.updated delivered before an older subscription.created wins", async () => {
    const user = await insertUser();
    const sub = uid("sub");
    const customer = uid("cus");
    const created = nowSeconds() - 120;
    const trialEnd = created + 3 * DAY;
    const yearEnd = created + 365 * DAY;
    const newer = signedEvent({
      id: uid("evt"),
      type: "customer.subscription.updated",
      created: created + 60,
      object: subscriptionObject({
        id: sub,
        customer,
        status: "active",
        price: TEST_PRICE_YEARLY,
        periodEnd: yearEnd,
        trialEnd,
        userId: user.id,
      }),
    });
    const older = signedEvent({
      id: uid("evt"),
      type: "customer.subscription.created",
      created,
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
    expect((await deliver(newer)).body).toMatchObject({ outcome: "applied" });
    expect((await deliver(older)).body).toMatchObject({ outcome: "skipped" });
    const after = await readUser(user.id);
    expect(after).toMatchObject({ subscriptionTier: "yearly", subscriptionStatus: "active" });
    expect(after.subscriptionEndDate).toEqual(new Date(yearEnd * 1000));
    expect(after.subscriptionStateAt).toEqual(new Date((created + 60) * 1000));
    // The older event is still recorded as handled: a redelivery is a duplicate.
    expect(await eventRows(JSON.parse(older.body).id)).toBe(1);
  });

  test("out of order under concurrency: the newest of several updates wins whatever the arrival order", async () => {
    const user = await insertUser();
    const sub = uid("sub");
    const customer = uid("cus");
    const base = nowSeconds() - 100;
    const deliveries = [0, 1, 2, 3, 4, 5].map((i) =>
      signedEvent({
        id: uid("evt"),
        type: "customer.subscription.updated",
        created: base + i * 10,
        object: subscriptionObject({
          id: sub,
          customer,
          status: "active",
          price: TEST_PRICE_MONTHLY,
          periodEnd: base + 30 * DAY + i,
          cancelAtPeriodEnd: i % 2 === 1,
          userId: user.id,
        }),
      }),
    );
    await Promise.all([...deliveries].reverse().map(deliver));
    const after = await readUser(user.id);
    expect(after.subscriptionEndDate).toEqual(new Date((base + 30 * DAY + 5) * 1000));
    expect(after.cancelAtPeriodEnd).toBe(true);
    expect(after.subscriptionStateAt).toEqual(new Date((base + 50) * 1000));
  });

  test("an event for no known user is recorded and changes nothing", async () => {
    const d = signedEvent({
      id: uid("evt"),
      type: "customer.subscription.updated",
      created: nowSeconds(),
      object: subscriptionObject({
        id: uid("sub"),
        customer: uid("cus_unknown"),
        status: "active",
        price: TEST_PRICE_MONTHLY,
        periodEnd: nowSeconds() + DAY,
      }),
    });
    expect(await deliver(d)).toEqual({ status: 200, body: { received: true, outcome: "skipped" } });
    expect(await eventRows(JSON.parse(d.body).id)).toBe(1);
  });
});
