/** applySubscriptionState on real rows: the status and tier mapping, partial changes, and ordering. */
import { getDb } from "@/server/db/client";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { applySubscriptionState, toSubscriptionStatus, type SubscriptionStateChange } from "./sync-subscription";
import {
  insertUser,
  readUser,
  restoreBillingEnvAfterAll,
  setBillingEnv,
  TEST_PRICE_MONTHLY,
  TEST_PRICE_YEARLY,
} from "./testing/billing-fixtures";
import { logger } from "@/server/logger";

setupTestDatabase();
restoreBillingEnvAfterAll();
beforeEach(() =>
  setBillingEnv({
    STRIPE_SECRET_KEY: "sk_test_x",
    STRIPE_PRICE_MONTHLY: TEST_PRICE_MONTHLY,
    STRIPE_PRICE_YEARLY: TEST_PRICE_YEARLY,
  }),
);

const t = (iso: string) => new Date(iso);
const base = (userId: string, over: Partial<SubscriptionStateChange> = {}): SubscriptionStateChange => ({
  userId,
  provider: "stripe",
  stripeSubscriptionId: "sub_sync",
  stripeCustomerId: `cus_sync_${userId}`,
  stripeStatus: "active",
  priceId: TEST_PRICE_MONTHLY,
  currentPeriodEnd: t("2026-07-01T00:00:00Z"),
  trialEnd: null,
  cancelAtPeriodEnd: false,
  occurredAt: t("2026-06-01T00:00:00Z"),
  ...over,
});

describe("toSubscriptionStatus", () => {
  test.each([
    ["trialing", "active"],
    ["active", "active"],
    ["past_due", "past_due"],
    ["canceled", "inactive"],
    ["unpaid", "inactive"],
    ["incomplete_expired", "inactive"],
    ["incomplete", "incomplete"],
    ["paused", "paused"],
    ["some_future_status", "inactive"],
  ])("Stripe %s -> %s", (stripe, ours) => expect(toSubscriptionStatus(stripe)).toBe(ours));
});

describe(`applySubscriptionState (${testDatabaseKind()})`, () => {
  test.each([
    ["trialing", "active"],
    ["active", "active"],
    ["past_due", "past_due"],
    ["canceled", "inactive"],
    ["unpaid", "inactive"],
    ["incomplete_expired", "inactive"],
  ])("stores Stripe %s as %s", async (stripeStatus, expected) => {
    const user = await insertUser();
    await expect(applySubscriptionState(getDb(), base(user.id, { stripeStatus }))).resolves.toEqual({
      applied: true,
      userId: user.id,
    });
    expect((await readUser(user.id)).subscriptionStatus).toBe(expected);
  });

  test("tier from the price; an unknown price leaves the tier alone", async () => {
    const user = await insertUser();
    await applySubscriptionState(getDb(), base(user.id, { priceId: TEST_PRICE_YEARLY }));
    expect((await readUser(user.id)).subscriptionTier).toBe("yearly");
    const warn = jest.spyOn(logger, "warn");
    try {
      await applySubscriptionState(
        getDb(),
        base(user.id, { priceId: "price_unknown", occurredAt: t("2026-06-02T00:00:00Z") }),
      );
    } finally {
      warn.mockRestore();
    }
    expect((await readUser(user.id)).subscriptionTier).toBe("yearly");
  });

  test("the end date is the period end, or the trial end when there is no period", async () => {
    const user = await insertUser();
    await applySubscriptionState(
      getDb(),
      base(user.id, { currentPeriodEnd: null, trialEnd: t("2026-06-04T00:00:00Z") }),
    );
    const trial = await readUser(user.id);
    expect(trial.subscriptionEndDate).toEqual(t("2026-06-04T00:00:00Z"));
    expect(trial.trialEndsAt).toEqual(t("2026-06-04T00:00:00Z"));
    // Converting to paid (trial_end stays in Stripe's payload; a null one keeps the recorded trial).
    await applySubscriptionState(getDb(), base(user.id, { trialEnd: null, occurredAt: t("2026-06-04T00:00:00Z") }));
    const paid = await readUser(user.id);
    expect(paid.subscriptionEndDate).toEqual(t("2026-07-01T00:00:00Z"));
    expect(paid.trialEndsAt).toEqual(t("2026-06-04T00:00:00Z"));
  });

  test("fields left undefined are left unchanged", async () => {
    const user = await insertUser();
    await applySubscriptionState(getDb(), base(user.id, { priceId: TEST_PRICE_YEARLY, cancelAtPeriodEnd: true }));
    await applySubscriptionState(getDb(), {
      userId: user.id,
      provider: "stripe",
      stripeStatus: "past_due",
      occurredAt: t("2026-06-02T00:00:00Z"),
    });
    expect(await readUser(user.id)).toMatchObject({
      subscriptionStatus: "past_due",
      subscriptionTier: "yearly",
      subscriptionEndDate: t("2026-07-01T00:00:00Z"),
      cancelAtPeriodEnd: true,
      stripeSubscriptionId: "sub_sync",
    });
  });

  test("an older state never overwrites a newer one; the same instant does", async () => {
    const user = await insertUser();
    await applySubscriptionState(
      getDb(),
      base(user.id, { occurredAt: t("2026-06-10T00:00:00Z"), priceId: TEST_PRICE_YEARLY }),
    );
    await expect(
      applySubscriptionState(
        getDb(),
        base(user.id, { occurredAt: t("2026-06-09T23:59:59Z"), stripeStatus: "canceled" }),
      ),
    ).resolves.toEqual({
      applied: false,
      reason: "staleOrUnknown",
    });
    expect((await readUser(user.id)).subscriptionStatus).toBe("active");
    await expect(
      applySubscriptionState(
        getDb(),
        base(user.id, { occurredAt: t("2026-06-10T00:00:00Z"), cancelAtPeriodEnd: true }),
      ),
    ).resolves.toMatchObject({ applied: true });
    expect((await readUser(user.id)).cancelAtPeriodEnd).toBe(true);
  });

  test("found by Stripe customer when there is no user id; nothing happens without either", async () => {
    const user = await insertUser({ stripeCustomerId: `cus_lookup_${Date.now()}` });
    await expect(
      applySubscriptionState(getDb(), base("", { userId: undefined, stripeCustomerId: user.stripeCustomerId })),
    ).resolves.toEqual({ applied: true, userId: user.id });
    await expect(
      applySubscriptionState(getDb(), base("", { userId: undefined, stripeCustomerId: undefined })),
    ).resolves.toEqual({ applied: false, reason: "noTarget" });
  });

  test("racing writers: the newest state wins whatever order they commit in", async () => {
    const user = await insertUser();
    const times = Array.from({ length: 8 }, (_, i) => t(`2026-06-0${i + 1}T12:00:00Z`));
    await Promise.all(
      [...times].reverse().map((occurredAt, i) =>
        applySubscriptionState(
          getDb(),
          base(user.id, {
            occurredAt,
            currentPeriodEnd: new Date(occurredAt.getTime() + 30 * 86_400_000),
            cancelAtPeriodEnd: i === 0,
          }),
        ),
      ),
    );
    const after = await readUser(user.id);
    expect(after.subscriptionStateAt).toEqual(times[7]);
    expect(after.subscriptionEndDate).toEqual(new Date(times[7].getTime() + 30 * 86_400_000));
    expect(after.cancelAtPeriodEnd).toBe(true);
  });
});
