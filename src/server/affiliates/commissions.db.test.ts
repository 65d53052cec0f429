/**
 * Commissions driven by signed Stripe events through the real webhook handler: duplicates, both
 * invoice event types, events out of order, refunds and disputes inside and after the holding
 * period (reversal vs. a negative clawback), payouts, the self-referral by Stripe customer, and
 * demo billing reaching the same code path.
 */
import { eq } from "drizzle-orm";
import { resetEnvForTests } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { referralAttributions, users } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { handleStripeWebhook } from "@/server/billing/handle-stripe-webhook";
import { convertEndedDemoTrials } from "@/server/billing/demo-invoices";
import { startDemoTrial } from "@/server/billing/demo-billing";
import {
  insertUser,
  invoiceObject,
  restoreBillingEnvAfterAll,
  setBillingEnv,
  signedEvent,
  TEST_PRICE_MONTHLY,
  TEST_PRICE_YEARLY,
  TEST_WEBHOOK_SECRET,
} from "@/server/billing/testing/billing-fixtures";
import { getAffiliateStats } from "./affiliate-stats";
import { affiliateStatsSchema } from "./schemas";
import { listBalances, markPayoutPaid } from "./payouts";
import { approvedAffiliate, commissionsOf, insertAdmin, referredCustomer } from "./testing/affiliate-fixtures";

process.env.AUTH_SECRET = "affiliate-tests-secret-0123456789-abcdefgh";
resetEnvForTests();
setupTestDatabase();
restoreBillingEnvAfterAll();

const stripeEnv = {
  STRIPE_SECRET_KEY: "sk_test_rhythm",
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: TEST_PRICE_MONTHLY,
  STRIPE_PRICE_YEARLY: TEST_PRICE_YEARLY,
};
beforeEach(() => setBillingEnv(stripeEnv));

const DAY = 86400;
const nowS = () => Math.floor(Date.now() / 1000);
let seq = 0;
const uid = (p: string) => `${p}_${process.pid}_${++seq}`;

function invoiceEvent(o: {
  type?: string;
  invoice: string;
  customer: string;
  amount: number;
  paidAt?: number;
  pi?: string;
  eventId?: string;
  userId?: string;
}) {
  const object = {
    ...invoiceObject({
      id: o.invoice,
      customer: o.customer,
      subscription: uid("sub"),
      price: TEST_PRICE_MONTHLY,
      periodEnd: nowS() + 30 * DAY,
      amountPaid: o.amount,
      paymentIntent: o.pi,
      userId: o.userId,
    }),
    status_transitions: { paid_at: o.paidAt ?? nowS() },
  };
  return signedEvent({
    id: o.eventId ?? uid("evt"),
    type: o.type ?? "invoice.paid",
    created: o.paidAt ?? nowS(),
    object,
  });
}

function refundEvent(o: {
  charge?: string;
  customer: string;
  amount: number;
  refunded: number;
  pi?: string;
  invoice?: string;
  currency?: string;
}) {
  const object = {
    id: o.charge ?? uid("ch"),
    object: "charge",
    customer: o.customer,
    payment_intent: o.pi ?? null,
    amount: o.amount,
    amount_refunded: o.refunded,
    currency: o.currency ?? "usd",
    refunded: o.refunded >= o.amount,
    ...(o.invoice ? { invoice: o.invoice } : {}),
  };
  return signedEvent({ id: uid("evt"), type: "charge.refunded", created: nowS(), object });
}

const deliver = (d: { body: string; signature: string }) => handleStripeWebhook(d.body, d.signature);

async function setup() {
  const admin = await insertAdmin();
  const affiliate = await approvedAffiliate(admin);
  const { user: customer, attribution } = await referredCustomer(affiliate.code);
  expect(attribution).toMatchObject({ status: "accepted", affiliateId: affiliate.user.id });
  return { admin, affiliate, customer, customerId: customer.stripeCustomerId! };
}

describe(`commissions from Stripe events (${testDatabaseKind()})`, () => {
  test("a paid invoice earns 20% once, however many times and under whichever event type it arrives", async () => {
    const { affiliate, customerId } = await setup();
    const invoice = uid("in");
    const first = invoiceEvent({ invoice, customer: customerId, amount: 1200 });
    expect(await deliver(first)).toMatchObject({ status: 200, body: { outcome: "applied" } });
    expect(await deliver(first)).toMatchObject({ status: 200, body: { outcome: "duplicate" } });
    expect(
      await deliver(invoiceEvent({ type: "invoice.payment_succeeded", invoice, customer: customerId, amount: 1200 })),
    ).toMatchObject({ status: 200, body: { outcome: "skipped" } });
    const rows = await commissionsOf(affiliate.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      invoiceId: invoice,
      amountCents: 240,
      currency: "usd",
      status: "pending",
      kind: "sale",
    });
    const stats = await getAffiliateStats(affiliate.user, affiliate.user.id);
    // The declared response shape of GET /api/affiliate/stats, checked on a real answer.
    expect(affiliateStatsSchema.parse(JSON.parse(JSON.stringify(stats)))).toEqual(JSON.parse(JSON.stringify(stats)));
    expect(stats).toMatchObject({
      signups: 1,
      paying: 1,
      earnings: [{ currency: "usd", pending: 240, approved: 0, paid: 0, reversed: 0 }],
    });
  });

  test("a trial's zero invoice and an unreferred customer earn nothing", async () => {
    const { affiliate, customerId } = await setup();
    await deliver(invoiceEvent({ invoice: uid("in"), customer: customerId, amount: 0 }));
    const stranger = await insertUser({ stripeCustomerId: uid("cus") });
    await deliver(invoiceEvent({ invoice: uid("in"), customer: stranger.stripeCustomerId!, amount: 1200 }));
    expect(await commissionsOf(affiliate.user.id)).toHaveLength(0);
  });

  test("a refund inside the holding period reverses the commission", async () => {
    const { affiliate, customerId } = await setup();
    const pi = uid("pi");
    await deliver(invoiceEvent({ invoice: uid("in"), customer: customerId, amount: 1200, pi }));
    expect(await deliver(refundEvent({ customer: customerId, amount: 1200, refunded: 1200, pi }))).toMatchObject({
      body: { outcome: "applied" },
    });
    const [row] = await commissionsOf(affiliate.user.id);
    expect(row.status).toBe("reversed");
    const stats = await getAffiliateStats(affiliate.user, affiliate.user.id);
    expect(stats.earnings).toEqual([{ currency: "usd", pending: 0, approved: 0, paid: 0, reversed: 240 }]);
    expect(stats.paying).toBe(0);
  });

  test("a refund that arrives before its invoice still reverses it (out of order)", async () => {
    const { affiliate, customerId } = await setup();
    const invoice = uid("in");
    expect(await deliver(refundEvent({ customer: customerId, amount: 1200, refunded: 1200, invoice }))).toMatchObject({
      body: { outcome: "skipped" },
    });
    await deliver(invoiceEvent({ invoice, customer: customerId, amount: 1200 }));
    const rows = await commissionsOf(affiliate.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe("reversed");
  });

  test("after approval a refund claws back with a negative entry, once; payouts net it", async () => {
    const { admin, affiliate, customerId } = await setup();
    const old = nowS() - 40 * DAY;
    const invoice = uid("in");
    await deliver(invoiceEvent({ invoice, customer: customerId, amount: 1200, paidAt: old }));
    await deliver(invoiceEvent({ invoice: uid("in"), customer: customerId, amount: 1200, paidAt: old + 5 * DAY }));
    let stats = await getAffiliateStats(affiliate.user, affiliate.user.id);
    expect(stats.earnings[0]).toMatchObject({ approved: 480, pending: 0 });

    // Pay the approved balance, then the first invoice is refunded in full.
    const payout = await markPayoutPaid(admin, {
      affiliateId: affiliate.user.id,
      currency: "usd",
      reference: "SEPA-1",
    });
    expect(payout.amountCents).toBe(480);
    await expect(
      markPayoutPaid(admin, { affiliateId: affiliate.user.id, currency: "usd", reference: "SEPA-2" }),
    ).rejects.toMatchObject({ status: 409 });
    const refund = refundEvent({ charge: uid("ch"), customer: customerId, amount: 1200, refunded: 1200, invoice });
    await deliver(refund);
    await deliver(refund); // the same delivery again
    await deliver(refundEvent({ charge: uid("ch"), customer: customerId, amount: 1200, refunded: 1200, invoice })); // a second report
    const rows = await commissionsOf(affiliate.user.id);
    const clawbacks = rows.filter((r) => r.kind === "clawback");
    expect(clawbacks).toHaveLength(1);
    expect(clawbacks[0].amountCents).toBe(-240);
    expect(rows.filter((r) => r.kind === "sale").every((r) => r.status === "paid")).toBe(true);

    stats = await getAffiliateStats(affiliate.user, affiliate.user.id);
    expect(stats.earnings[0]).toMatchObject({ paid: 480, approved: -240, reversed: 240, pending: 0 });
    const balance = (await listBalances(admin)).find((b) => b.affiliateId === affiliate.user.id);
    expect(balance).toMatchObject({ approvedCents: -240 });
    // A negative balance is not paid out.
    await expect(
      markPayoutPaid(admin, { affiliateId: affiliate.user.id, currency: "usd", reference: "SEPA-3" }),
    ).rejects.toMatchObject({ status: 409 });
  });

  test("a refund in another currency than the commission's is converted by its share of its charge, never read as the same money", async () => {
    const { affiliate, customerId } = await setup();
    const old = nowS() - 40 * DAY;
    const invoice = uid("in");
    await deliver(invoiceEvent({ invoice, customer: customerId, amount: 1200, paidAt: old }));
    // A EUR charge of 90.00 refunded by 45.00 against the USD invoice of 12.00: half of it, not 45.00 USD.
    await deliver(
      refundEvent({ charge: uid("ch"), customer: customerId, amount: 9000, refunded: 4500, invoice, currency: "eur" }),
    );
    const rows = await commissionsOf(affiliate.user.id);
    const clawback = rows.find((r) => r.kind === "clawback")!;
    expect(clawback).toMatchObject({ currency: "usd", amountCents: -120 });
  });

  test("a dispute counts as a full refund", async () => {
    const { affiliate, customerId } = await setup();
    const pi = uid("pi");
    const charge = uid("ch");
    await deliver(invoiceEvent({ invoice: uid("in"), customer: customerId, amount: 1200, pi }));
    const dispute = {
      id: uid("dp"),
      object: "dispute",
      charge,
      payment_intent: pi,
      amount: 1200,
      currency: "usd",
      status: "needs_response",
    };
    expect(
      await deliver(signedEvent({ id: uid("evt"), type: "charge.dispute.created", created: nowS(), object: dispute })),
    ).toMatchObject({ body: { outcome: "applied" } });
    expect((await commissionsOf(affiliate.user.id))[0].status).toBe("reversed");
  });

  test("malformed refund payloads are refused with 400", async () => {
    const d = signedEvent({
      id: uid("evt"),
      type: "charge.refunded",
      created: nowS(),
      object: { object: "charge", id: "ch_x", amount: "lots" },
    });
    expect(await deliver(d)).toMatchObject({ status: 400 });
  });

  test("the affiliate paying through their own link (same Stripe customer) earns nothing", async () => {
    const admin = await insertAdmin();
    const affiliate = await approvedAffiliate(admin, { stripeCustomerId: uid("cus") });
    const { user } = await referredCustomer(affiliate.code, { stripeCustomerId: null });
    // The new account's subscription is paid by the affiliate's own Stripe customer.
    // (invoice.payment_succeeded: invoice.paid would also move the customer id, which is unique per user.)
    const d = invoiceEvent({
      type: "invoice.payment_succeeded",
      invoice: uid("in"),
      customer: affiliate.user.stripeCustomerId!,
      amount: 1200,
      userId: user.id,
    });
    expect(await deliver(d)).toMatchObject({ status: 200 });
    expect(await commissionsOf(affiliate.user.id)).toHaveLength(0);
    const [attr] = await getDb().select().from(referralAttributions).where(eq(referralAttributions.userId, user.id));
    expect(attr).toMatchObject({ status: "rejected", rejectReason: "same_customer" });
  });

  test("demo billing: a paid demo start and a converting demo trial earn through the same path", async () => {
    setBillingEnv({});
    const { affiliate, customer } = await setup();
    // First a trial (no commission), then the trial ends and converts.
    const start = new Date(Date.now() - 4 * DAY * 1000);
    await startDemoTrial(customer.id, "monthly", start);
    expect(await commissionsOf(affiliate.user.id)).toHaveLength(0);
    expect(await convertEndedDemoTrials()).toBeGreaterThanOrEqual(1);
    expect(await convertEndedDemoTrials()).toBe(0);
    const rows = await commissionsOf(affiliate.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 240, status: "pending" });
    const [after] = await getDb().select().from(users).where(eq(users.id, customer.id));
    expect(after.subscriptionStatus).toBe("active");

    // A user whose trial was used before starts paid at once.
    const { user: second } = await referredCustomer(affiliate.code, {
      trialEndsAt: new Date(Date.now() - 100 * DAY * 1000),
    });
    await startDemoTrial(second.id, "yearly");
    const yearly = (await commissionsOf(affiliate.user.id)).find((r) => r.referredUserId === second.id);
    expect(yearly).toMatchObject({ amountCents: 1920 });
  });
});
