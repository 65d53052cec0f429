import { hasPremiumAccess, type PremiumFacts } from "./entitlements";

const now = new Date("2026-05-10T12:00:00Z");
const future = new Date("2026-05-10T12:00:01Z");
const past = new Date("2026-05-10T11:59:59Z");

const facts = (
  subscriptionTier: string,
  subscriptionStatus: string,
  subscriptionEndDate: Date | null | undefined,
): PremiumFacts => ({
  subscriptionTier,
  subscriptionStatus,
  subscriptionEndDate,
});

describe("hasPremiumAccess (spec section 5)", () => {
  describe.each(["monthly", "yearly"])("tier %s", (tier) => {
    test("active with no end date passes", () => {
      expect(hasPremiumAccess(facts(tier, "active", null), now)).toBe(true);
      expect(hasPremiumAccess(facts(tier, "active", undefined), now)).toBe(true);
    });
    test("active with an end date in the future passes", () => {
      expect(hasPremiumAccess(facts(tier, "active", future), now)).toBe(true);
    });
    test("active with an end date in the past is denied", () => {
      expect(hasPremiumAccess(facts(tier, "active", past), now)).toBe(false);
    });
    test("an end date exactly now is not in the future", () => {
      expect(hasPremiumAccess(facts(tier, "active", new Date(now)), now)).toBe(false);
    });
    test.each(["inactive", "past_due", "canceled", "trialing", "Active", ""])(
      "status %p is denied even with a future end date",
      (status) => {
        expect(hasPremiumAccess(facts(tier, status, future), now)).toBe(false);
        expect(hasPremiumAccess(facts(tier, status, null), now)).toBe(false);
      },
    );
  });

  describe("tier free_year", () => {
    test("active with an end date in the future passes", () => {
      expect(hasPremiumAccess(facts("free_year", "active", future), now)).toBe(true);
    });
    test("active without an end date is denied", () => {
      expect(hasPremiumAccess(facts("free_year", "active", null), now)).toBe(false);
      expect(hasPremiumAccess(facts("free_year", "active", undefined), now)).toBe(false);
    });
    test("active with an end date in the past is denied", () => {
      expect(hasPremiumAccess(facts("free_year", "active", past), now)).toBe(false);
    });
    test("inactive is denied", () => {
      expect(hasPremiumAccess(facts("free_year", "inactive", future), now)).toBe(false);
    });
  });

  test.each(["free", "premium", ""])("tier %p is denied whatever the status and date", (tier) => {
    expect(hasPremiumAccess(facts(tier, "active", null), now)).toBe(false);
    expect(hasPremiumAccess(facts(tier, "active", future), now)).toBe(false);
  });

  test("an invalid end date never counts as in the future", () => {
    expect(hasPremiumAccess(facts("monthly", "active", new Date("nonsense")), now)).toBe(false);
    expect(hasPremiumAccess(facts("free_year", "active", new Date("nonsense")), now)).toBe(false);
  });

  test("now defaults to the current time", () => {
    expect(hasPremiumAccess(facts("monthly", "active", new Date(Date.now() + 60_000)))).toBe(true);
    expect(hasPremiumAccess(facts("monthly", "active", new Date(Date.now() - 60_000)))).toBe(false);
  });
});
