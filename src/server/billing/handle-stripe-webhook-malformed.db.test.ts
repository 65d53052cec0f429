/**
 * Correctly signed Stripe deliveries whose payload can never apply (issue 11, item 7): each is a
 * 400 with a JSON body, logged as refused, and changes nothing, where they used to fail deeper
 * down with a 500 and an empty body that Stripe would retry for days. Also: a Stripe customer
 * already linked to another user is never moved, and the body is read with a size ceiling.
 */
import { testDatabaseKind } from "@/server/db/test-database";
import { handleStripeWebhookRequest, WEBHOOK_MAX_BYTES, webhookRefusal } from "./handle-stripe-webhook";
import {
  DAY,
  deliver,
  eventRows,
  insertUser,
  nowSeconds,
  readUser,
  signedEvent,
  signRawBody,
  setupWebhookTests,
  subscriptionObject,
  TEST_PRICE_MONTHLY,
  uid,
} from "./testing/billing-fixtures";
import { logger } from "@/server/logger";

setupWebhookTests();

/** A well-formed subscription event as a plain object, to break one part of at a time. */
function subscriptionEvent(userId: string, over: { id?: string; customer?: string; subscription?: string } = {}) {
  return {
    id: over.id ?? uid("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: "customer.subscription.created",
    data: {
      object: subscriptionObject({
        id: over.subscription ?? uid("sub"),
        customer: over.customer ?? uid("cus"),
        status: "active",
        price: TEST_PRICE_MONTHLY,
        periodEnd: nowSeconds() + 30 * DAY,
        userId,
      }),
    },
  };
}

/** Runs `fn` with console.error captured (the logger); returns what was logged. */
async function capturingErrors<T>(fn: () => Promise<T>): Promise<{ result: T; logged: string }> {
  const spy = jest.spyOn(logger, "error");
  try {
    const result = await fn();
    return { result, logged: spy.mock.calls.map((c) => c.join(" ")).join("\n") };
  } finally {
    spy.mockRestore();
  }
}

const REFUSED = { status: 400, body: webhookRefusal("badPayload") };

describe(`Stripe webhooks with a valid signature and a malformed payload (${testDatabaseKind()})`, () => {
  const cases: Array<[string, (e: ReturnType<typeof subscriptionEvent>) => unknown]> = [
    ["no data object", (e) => ({ ...e, data: undefined })],
    ["data without an object", (e) => ({ ...e, data: {} })],
    ["data.object null", (e) => ({ ...e, data: { object: null } })],
    ["data.object an array", (e) => ({ ...e, data: { object: [] } })],
    ["created 1e13", (e) => ({ ...e, created: 1e13 })],
    ["created a string", (e) => ({ ...e, created: String(e.created) })],
    ["created a fraction", (e) => ({ ...e, created: e.created + 0.5 })],
    ["created a day in the future", (e) => ({ ...e, created: nowSeconds() + DAY })],
    ["created before Stripe existed", (e) => ({ ...e, created: 1000 })],
    ["a NUL byte in the event id", (e) => ({ ...e, id: `evt_\u0000${uid("nul")}` })],
    ["an event id of 10 kB", (e) => ({ ...e, id: `evt_${"x".repeat(10_000)}` })],
    ["no event id", (e) => ({ ...e, id: undefined })],
    ["a type that is not a string", (e) => ({ ...e, type: 42 })],
    ["a NUL byte in the subscription id", (e) => ({ ...e, data: { object: { ...e.data.object, id: "sub_\u0000x" } } })],
    [
      "a NUL byte in the customer id",
      (e) => ({ ...e, data: { object: { ...e.data.object, customer: "cus_\u0000x" } } }),
    ],
    [
      "a NUL byte in metadata.userId",
      (e) => ({ ...e, data: { object: { ...e.data.object, metadata: { userId: "u\u0000" } } } }),
    ],
    [
      "a period end of 1e13 seconds",
      (e) => {
        const object = e.data.object as { items: { data: Array<Record<string, unknown>> } };
        return {
          ...e,
          data: { object: { ...object, items: { data: [{ ...object.items.data[0], current_period_end: 1e13 }] } } },
        };
      },
    ],
  ];

  test.each(cases)("%s: 400, logged, nothing recorded or changed", async (_name, breakIt) => {
    const user = await insertUser();
    const event = subscriptionEvent(user.id);
    const { result, logged } = await capturingErrors(() => deliver(signRawBody(JSON.stringify(breakIt(event)))));
    expect(result).toEqual(REFUSED);
    expect(logged).toContain("webhook refused");
    expect(await eventRows(event.id)).toBe(0);
    expect(await readUser(user.id)).toMatchObject({
      subscriptionStatus: "inactive",
      stripeCustomerId: null,
      stripeSubscriptionId: null,
    });
  });

  test("a signed body that is not JSON at all, or JSON null, is a 400 badPayload (not a bad signature)", async () => {
    for (const body of ["{not json", "null", "[]", '"event"']) {
      const { result, logged } = await capturingErrors(() => deliver(signRawBody(body)));
      expect(result).toEqual(REFUSED);
      expect(logged).toContain("webhook refused");
    }
  });

  test("the same malformed bodies with a wrong signature are still a bad signature", async () => {
    const d = signRawBody(JSON.stringify({ id: "evt_x", created: 1e13 }), { secret: "whsec_someone_else" });
    expect(await deliver(d)).toEqual({ status: 400, body: webhookRefusal("badSignature") });
  });

  test("an event type Rhythm does not handle is still acknowledged, even with an odd object", async () => {
    const d = signedEvent({
      id: uid("evt"),
      type: "customer.created",
      created: nowSeconds(),
      object: { id: "cus_1", object: "customer", note: "\u0000" },
    });
    expect(await deliver(d)).toEqual({ status: 200, body: { received: true, outcome: "ignored" } });
  });

  test("a customer id already linked to another user is not moved: the event applies to its user, the clash is logged", async () => {
    const holder = await insertUser({ stripeCustomerId: uid("cus") });
    const other = await insertUser();
    const event = subscriptionEvent(other.id, { customer: holder.stripeCustomerId! });
    const warn = jest.spyOn(logger, "warn");
    try {
      const result = await deliver(signRawBody(JSON.stringify(event)));
      expect(result).toEqual({ status: 200, body: { received: true, outcome: "applied" } });
      expect(warn.mock.calls.map((c) => c.join(" ")).join("\n")).toContain(
        `Stripe customer ${holder.stripeCustomerId} is linked to user ${holder.id}`,
      );
    } finally {
      warn.mockRestore();
    }
    expect((await readUser(holder.id)).stripeCustomerId).toBe(holder.stripeCustomerId);
    expect(await readUser(other.id)).toMatchObject({
      stripeCustomerId: null,
      subscriptionStatus: "active",
      subscriptionTier: "monthly",
    });
    expect(await eventRows(event.id)).toBe(1);
  });

  test("checkout.session.completed naming another user's customer links the subscription but not the customer", async () => {
    const holder = await insertUser({ stripeCustomerId: uid("cus") });
    const buyer = await insertUser();
    const sub = uid("sub");
    const d = signedEvent({
      id: uid("evt"),
      type: "checkout.session.completed",
      created: nowSeconds(),
      object: {
        id: uid("cs"),
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: buyer.id,
        customer: holder.stripeCustomerId,
        subscription: sub,
        metadata: {},
      },
    });
    const warn = jest.spyOn(logger, "warn");
    try {
      expect(await deliver(d)).toEqual({ status: 200, body: { received: true, outcome: "applied" } });
      expect(warn).toHaveBeenCalledWith(
        `Stripe customer ${holder.stripeCustomerId} is linked to user ${holder.id}; an event names it for user ${buyer.id}: the customer stays where it is`,
      );
    } finally {
      warn.mockRestore();
    }
    expect((await readUser(holder.id)).stripeCustomerId).toBe(holder.stripeCustomerId);
    expect(await readUser(buyer.id)).toMatchObject({ stripeCustomerId: null, stripeSubscriptionId: sub });
  });
});

describe("the webhook body is read with a ceiling", () => {
  const url = "http://localhost/api/webhooks/stripe";

  test("a declared Content-Length over the limit is a 413 before anything is read", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request(url, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-length": String(200 * 1024 * 1024), "stripe-signature": "t=1,v1=x" },
    } as RequestInit);
    expect(await handleStripeWebhookRequest(request)).toEqual({
      status: 413,
      body: webhookRefusal("tooLarge"),
    });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  test("a chunked body with no length stops being read just past the limit", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request(url, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "stripe-signature": "t=1,v1=x" },
    } as RequestInit);
    expect(await handleStripeWebhookRequest(request)).toEqual({
      status: 413,
      body: webhookRefusal("tooLarge"),
    });
    expect(sent).toBeLessThan(WEBHOOK_MAX_BYTES + 4 * 64 * 1024);
  });

  test("a delivery under the limit goes through as before", async () => {
    const user = await insertUser();
    const d = signRawBody(JSON.stringify(subscriptionEvent(user.id)));
    const request = new Request(url, {
      method: "POST",
      body: d.body,
      headers: { "stripe-signature": d.signature, "content-type": "application/json" },
    });
    expect(await handleStripeWebhookRequest(request)).toEqual({
      status: 200,
      body: { received: true, outcome: "applied" },
    });
  });
});
