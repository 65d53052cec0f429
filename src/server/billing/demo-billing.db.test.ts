/** Demo billing, where it is allowed and refused, and the subscription summary the /subscription page reads. */
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { addMonthsUtc, cancelDemoSubscription, resumeDemoSubscription, startDemoTrial } from "./demo-billing";
import { hasPremiumAccess } from "./entitlements";
import { BillingError } from "./errors";
import { getSubscription } from "./get-subscription";
import { startCheckout } from "./start-checkout";
import { billingMode } from "./stripe";
import { insertUser, readUser, restoreBillingEnvAfterAll, setBillingEnv } from "./testing/billing-fixtures";

setupTestDatabase();
restoreBillingEnvAfterAll();

const DAY = 86_400_000;
const SERVER_DB = "postgres://postgres@db.example.com:5432/rhythm";

async function rejection(promise: Promise<unknown>): Promise<BillingError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof BillingError)) throw new Error(`expected a BillingError, got ${String(err)}`);
  return err;
}

describe("where demo billing runs", () => {
  test("on the embedded database without Stripe", () => {
    setBillingEnv({});
    expect(billingMode()).toBe("demo");
  });
  test("on a server database only with BILLING_DEMO=1", () => {
    setBillingEnv({ DATABASE_URL: SERVER_DB });
    expect(billingMode()).toBe("disabled");
    setBillingEnv({ DATABASE_URL: SERVER_DB, BILLING_DEMO: "1" });
    expect(billingMode()).toBe("demo");
  });
  test("never when Stripe is configured", () => {
    setBillingEnv({ STRIPE_SECRET_KEY: "sk_test_x" });
    expect(billingMode()).toBe("stripe");
  });
});

describe(`demo billing (${testDatabaseKind()})`, () => {
  beforeEach(() => setBillingEnv({}));

  test("is refused with a typed 403 on a server database without BILLING_DEMO, and when Stripe is configured", async () => {
    const user = await insertUser();
    setBillingEnv({ DATABASE_URL: SERVER_DB });
    expect(await rejection(startDemoTrial(user.id, "monthly"))).toMatchObject({
      code: "demoNotAllowed",
      status: 403,
      messageKey: "billing.errors.demoNotAllowed",
    });
    expect(
      await rejection(startCheckout({ userId: user.id, email: user.email, plan: "monthly", locale: "en" })),
    ).toMatchObject({ code: "notConfigured", status: 503 });
    setBillingEnv({ STRIPE_SECRET_KEY: "sk_test_x" });
    expect(await rejection(startDemoTrial(user.id, "monthly"))).toMatchObject({ code: "demoNotAllowed" });
    expect(await rejection(cancelDemoSubscription(user.id))).toMatchObject({ code: "demoNotAllowed" });
    expect((await readUser(user.id)).subscriptionStatus).toBe("inactive");

    setBillingEnv({ DATABASE_URL: SERVER_DB, BILLING_DEMO: "1" });
    await expect(startDemoTrial(user.id, "monthly")).resolves.toMatchObject({ trial: true });
  });

  test("an unverified account cannot start a trial: a translated 403 and no subscription", async () => {
    const user = await insertUser({ emailVerified: null });
    expect(await rejection(startDemoTrial(user.id, "monthly"))).toMatchObject({
      code: "emailNotVerified",
      status: 403,
      messageKey: "billing.errors.emailNotVerified",
    });
    expect(
      await rejection(startCheckout({ userId: user.id, email: user.email, plan: "yearly", locale: "en" })),
    ).toMatchObject({ code: "emailNotVerified" });
    const after = await readUser(user.id);
    expect(after).toMatchObject({
      subscriptionTier: "free",
      subscriptionStatus: "inactive",
      billingProvider: null,
      trialEndsAt: null,
    });
    expect(hasPremiumAccess(after)).toBe(false);
  });

  test("a trial gives premium for exactly 3 days on the chosen plan", async () => {
    const user = await insertUser();
    const now = new Date();
    const start = await startDemoTrial(user.id, "yearly", now);
    expect(start).toEqual({ trial: true, endsAt: new Date(now.getTime() + 3 * DAY) });
    const after = await readUser(user.id);
    expect(after).toMatchObject({
      subscriptionTier: "yearly",
      subscriptionStatus: "active",
      billingProvider: "demo",
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
    });
    expect(after.subscriptionEndDate).toEqual(start.endsAt);
    expect(after.trialEndsAt).toEqual(start.endsAt);
    expect(after.subscriptionStateAt).toEqual(now);
    expect(hasPremiumAccess(after, new Date(now.getTime() + 3 * DAY - 1))).toBe(true);
    expect(hasPremiumAccess(after, new Date(now.getTime() + 3 * DAY))).toBe(false);

    expect(await getSubscription(user.id, now)).toMatchObject({
      plan: "yearly",
      phase: "trialing",
      hasPremium: true,
      provider: "demo",
      trialEndsAt: start.endsAt,
      renewsAt: null,
      endsAt: start.endsAt,
      canOpenPortal: false,
    });
    expect(await rejection(startDemoTrial(user.id, "monthly", now))).toMatchObject({
      code: "alreadySubscribed",
      status: 409,
    });
  });

  test("cancel keeps access to the end date and can be undone; afterwards access ends", async () => {
    const user = await insertUser();
    const now = new Date();
    const { endsAt } = await startDemoTrial(user.id, "monthly", now);
    await expect(cancelDemoSubscription(user.id, new Date(now.getTime() + 1000))).resolves.toEqual({
      cancelAtPeriodEnd: true,
      endsAt,
    });
    const cancelled = await readUser(user.id);
    expect(cancelled).toMatchObject({
      cancelAtPeriodEnd: true,
      subscriptionStatus: "active",
      subscriptionTier: "monthly",
    });
    expect(cancelled.subscriptionEndDate).toEqual(endsAt);
    expect(hasPremiumAccess(cancelled, new Date(now.getTime() + DAY))).toBe(true);
    expect(await getSubscription(user.id, new Date(now.getTime() + DAY))).toMatchObject({
      phase: "canceling",
      endsAt,
      renewsAt: null,
    });

    await resumeDemoSubscription(user.id, new Date(now.getTime() + 2000));
    expect((await readUser(user.id)).cancelAtPeriodEnd).toBe(false);

    const later = new Date(endsAt.getTime() + 1);
    expect(await getSubscription(user.id, later)).toMatchObject({ phase: "ended", hasPremium: false, endsAt });
    expect(await rejection(cancelDemoSubscription(user.id, later))).toMatchObject({ code: "noSubscription" });
  });

  test("after the trial was used, starting again gives one demo billing period of the plan", async () => {
    const user = await insertUser();
    const first = new Date("2026-01-31T10:00:00Z");
    const trial = await startDemoTrial(user.id, "monthly", first);
    const again = new Date(trial.endsAt.getTime() + DAY);
    await expect(startDemoTrial(user.id, "monthly", again)).resolves.toEqual({
      trial: false,
      endsAt: addMonthsUtc(again, 1),
    });
    const after = await readUser(user.id);
    expect(after.trialEndsAt).toEqual(trial.endsAt);
    expect(after.subscriptionEndDate).toEqual(addMonthsUtc(again, 1));
    expect(await getSubscription(user.id, again)).toMatchObject({ phase: "active", hasPremium: true });
  });

  test("startCheckout runs the demo trial where demo billing is allowed", async () => {
    const user = await insertUser();
    await expect(
      startCheckout({ userId: user.id, email: user.email, plan: "monthly", locale: "es" }),
    ).resolves.toMatchObject({ kind: "demo", trial: true });
    expect((await readUser(user.id)).billingProvider).toBe("demo");
  });

  test("an unknown user is a typed 404", async () => {
    expect(await rejection(startDemoTrial("no-such-user", "monthly"))).toMatchObject({
      code: "userNotFound",
      status: 404,
    });
  });
});

describe(`getSubscription (${testDatabaseKind()})`, () => {
  const now = new Date("2026-06-01T00:00:00Z");
  const inAMonth = new Date("2026-07-01T00:00:00Z");

  test("a user who never subscribed", async () => {
    const user = await insertUser();
    expect(await getSubscription(user.id, now)).toEqual({
      plan: "free",
      status: "inactive",
      phase: "none",
      hasPremium: false,
      provider: null,
      trialEndsAt: null,
      renewsAt: null,
      endsAt: null,
      cancelAtPeriodEnd: false,
      canOpenPortal: false,
    });
  });

  test("a renewing Stripe subscription shows its renewal date and the portal", async () => {
    const user = await insertUser({
      billingProvider: "stripe",
      stripeCustomerId: `cus_gs_${Date.now()}`,
      subscriptionTier: "monthly",
      subscriptionStatus: "active",
      subscriptionEndDate: inAMonth,
    });
    expect(await getSubscription(user.id, now)).toMatchObject({
      phase: "active",
      renewsAt: inAMonth,
      endsAt: null,
      canOpenPortal: true,
    });
  });

  test("past due", async () => {
    const user = await insertUser({
      billingProvider: "stripe",
      subscriptionTier: "monthly",
      subscriptionStatus: "past_due",
      subscriptionEndDate: inAMonth,
    });
    expect(await getSubscription(user.id, now)).toMatchObject({ phase: "pastDue", hasPremium: false, renewsAt: null });
  });

  test("free_year ends, it does not renew", async () => {
    const user = await insertUser({
      subscriptionTier: "free_year",
      subscriptionStatus: "active",
      subscriptionEndDate: inAMonth,
    });
    expect(await getSubscription(user.id, now)).toMatchObject({
      phase: "active",
      hasPremium: true,
      renewsAt: null,
      endsAt: inAMonth,
    });
  });
});

test("addMonthsUtc clamps to the end of shorter months", () => {
  expect(addMonthsUtc(new Date("2026-01-31T10:00:00Z"), 1)).toEqual(new Date("2026-02-28T10:00:00Z"));
  expect(addMonthsUtc(new Date("2028-01-31T10:00:00Z"), 1)).toEqual(new Date("2028-02-29T10:00:00Z"));
  expect(addMonthsUtc(new Date("2026-03-15T10:00:00Z"), 12)).toEqual(new Date("2027-03-15T10:00:00Z"));
  expect(addMonthsUtc(new Date("2028-02-29T00:00:00Z"), 12)).toEqual(new Date("2029-02-28T00:00:00Z"));
});
