/**
 * Deleting an account: the user row and everything hanging off it go; other users' data stays; a
 * live Stripe subscription is cancelled first (against the loopback Stripe stand-in), and when it
 * cannot be cancelled nothing is deleted.
 */
import { eq, like } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { restoreBillingEnvAfterAll, setBillingEnv } from "@/server/billing/testing/billing-fixtures";
import { startStripeStandIn, type StripeStandIn } from "@/server/billing/testing/stripe-stand-in";
import { getDb } from "@/server/db/client";
import { accounts, plannerUsage, plans, referrals, sessions, users, verificationTokens } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { deleteAccount } from "./delete-account";
import { insertTestUser, readTestUser } from "./testing/user-fixtures";

setupTestDatabase();
restoreBillingEnvAfterAll();

let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe.close());
beforeEach(() => {
  stripe.requests.length = 0;
  setBillingEnv({});
});

/** A user with a row in every table that refers to users, as a real account accumulates. */
async function userWithData(code: string) {
  const user = await insertTestUser();
  const db = getDb();
  await db
    .insert(accounts)
    .values({ userId: user.id, type: "oidc", provider: "google", providerAccountId: `g-${user.id}` });
  await db
    .insert(sessions)
    .values({ sessionToken: `s-${user.id}`, userId: user.id, expires: new Date(Date.now() + 60_000) });
  await db.insert(plans).values({ userId: user.id, date: "2026-11-23", description: "standup at 9:30" });
  await db.insert(plannerUsage).values({ userId: user.id, day: "2026-11-23", llmCalls: 2 });
  await db.insert(verificationTokens).values({
    identifier: `verify:${user.id}:${user.email}`,
    token: `t-${user.id}`,
    expires: new Date(Date.now() + 60_000),
  });
  // The referral visit, then the sign-up it led to: same code, IP and day.
  const visit = { referralCode: code, ipAddress: "203.0.113.7", userAgent: "jest", visitDay: "2026-11-20" };
  await db.insert(referrals).values(visit);
  await db.insert(referrals).values({ ...visit, userId: user.id });
  return user;
}

async function countRows(userId: string) {
  const db = getDb();
  const n = async (q: Promise<unknown[]>) => (await q).length;
  return {
    users: await n(db.select().from(users).where(eq(users.id, userId))),
    accounts: await n(db.select().from(accounts).where(eq(accounts.userId, userId))),
    sessions: await n(db.select().from(sessions).where(eq(sessions.userId, userId))),
    plans: await n(db.select().from(plans).where(eq(plans.userId, userId))),
    plannerUsage: await n(db.select().from(plannerUsage).where(eq(plannerUsage.userId, userId))),
    verificationTokens: await n(
      db
        .select()
        .from(verificationTokens)
        .where(like(verificationTokens.identifier, `verify:${userId}:%`)),
    ),
    referrals: await n(db.select().from(referrals).where(eq(referrals.userId, userId))),
  };
}

const none = { users: 0, accounts: 0, sessions: 0, plans: 0, plannerUsage: 0, verificationTokens: 0, referrals: 0 };
const one = { users: 1, accounts: 1, sessions: 1, plans: 1, plannerUsage: 1, verificationTokens: 1, referrals: 1 };

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

describe(`deleteAccount (${testDatabaseKind()})`, () => {
  test("removes the user and every row that belongs to them, and nobody else's", async () => {
    const me = await userWithData("FRIEND1");
    const other = await userWithData("FRIEND2");
    expect(await countRows(me.id)).toEqual(one);

    await deleteAccount(me.id, { confirmEmail: ` ${me.email.toUpperCase()} ` });

    expect(await countRows(me.id)).toEqual(none);
    expect(await countRows(other.id)).toEqual(one);
    // The referral visit that is nobody's account stays for the affiliate's statistics.
    const visits = await getDb().select().from(referrals).where(eq(referrals.referralCode, "FRIEND1"));
    expect(visits).toHaveLength(1);
    expect(visits[0].userId).toBeNull();
    expect(stripe.requests).toHaveLength(0);
  });

  test("a confirmation that is not the account's email deletes nothing", async () => {
    const me = await userWithData("FRIEND3");
    const err = await rejection(deleteAccount(me.id, { confirmEmail: "someone-else@test.local" }));
    expect(err.status).toBe(400);
    expect(err.messageKey).toBe("account.errors.confirmEmailMismatch");
    expect(await countRows(me.id)).toEqual(one);
  });

  test("a live Stripe subscription is cancelled at once before the account is deleted", async () => {
    setBillingEnv({
      STRIPE_SECRET_KEY: "sk_test_rhythm_standin",
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: "http",
    });
    const me = await insertTestUser({
      billingProvider: "stripe",
      stripeCustomerId: "cus_delete_me",
      stripeSubscriptionId: "sub_delete_me",
      subscriptionTier: "monthly",
      subscriptionStatus: "active",
      subscriptionEndDate: new Date(Date.now() + 10 * 86_400_000),
    });

    await deleteAccount(me.id, { confirmEmail: me.email });

    const calls = stripe.requests.filter((r) => r.path === "/v1/subscriptions/sub_delete_me");
    expect(calls.map((c) => c.method)).toEqual(["DELETE"]);
    expect(await readTestUser(me.id)).toBeUndefined();
  });

  test("a subscription Stripe no longer has does not block the deletion", async () => {
    setBillingEnv({
      STRIPE_SECRET_KEY: "sk_test_rhythm_standin",
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: "http",
    });
    const me = await insertTestUser({
      billingProvider: "stripe",
      stripeSubscriptionId: "sub_gone_1",
      subscriptionTier: "monthly",
      subscriptionStatus: "active",
    });
    await deleteAccount(me.id, { confirmEmail: me.email });
    expect(
      stripe.requests.filter((r) => r.method === "DELETE" && r.path === "/v1/subscriptions/sub_gone_1"),
    ).toHaveLength(1);
    expect(await readTestUser(me.id)).toBeUndefined();
  });

  test("when a live subscription cannot be cancelled, the account is kept and the user is told", async () => {
    // No Stripe key: the billing module cannot reach Stripe at all.
    const me = await insertTestUser({
      billingProvider: "stripe",
      stripeSubscriptionId: "sub_keep",
      subscriptionTier: "yearly",
      subscriptionStatus: "active",
    });

    const err = await rejection(deleteAccount(me.id, { confirmEmail: me.email }));
    expect(err.status).toBe(502);
    expect(err.messageKey).toBe("account.errors.cancelSubscriptionFailed");
    // Nothing was deleted: the account and its subscription are as they were.
    expect(await readTestUser(me.id)).toMatchObject({
      email: me.email,
      stripeSubscriptionId: "sub_keep",
      subscriptionTier: "yearly",
      subscriptionStatus: "active",
    });
  });

  test("a subscription that already ended does not block the deletion", async () => {
    const me = await insertTestUser({
      billingProvider: "stripe",
      stripeSubscriptionId: "sub_ended",
      subscriptionTier: "monthly",
      subscriptionStatus: "inactive",
    });
    await deleteAccount(me.id, { confirmEmail: me.email });
    expect(await readTestUser(me.id)).toBeUndefined();
  });

  test("demo billing has nothing to cancel", async () => {
    const me = await insertTestUser({
      billingProvider: "demo",
      subscriptionTier: "yearly",
      subscriptionStatus: "active",
    });
    await deleteAccount(me.id, { confirmEmail: me.email });
    expect(await readTestUser(me.id)).toBeUndefined();
    expect(stripe.requests).toHaveLength(0);
  });
});
