/** The plan label: free, trial, paid tiers and ended plans, from the same premium rule as the guards. */
import { planLabelKey } from "./plan-label";

const now = new Date("2026-11-23T12:00:00Z");
const later = new Date("2026-12-01T00:00:00Z");
const earlier = new Date("2026-11-01T00:00:00Z");
const base = {
  subscriptionTier: "free" as const,
  subscriptionStatus: "inactive",
  subscriptionEndDate: null,
  trialEndsAt: null,
};

test.each([
  [{}, "free"],
  [
    { subscriptionTier: "monthly", subscriptionStatus: "active", trialEndsAt: later, subscriptionEndDate: later },
    "trial",
  ],
  [{ subscriptionTier: "monthly", subscriptionStatus: "active", trialEndsAt: earlier }, "monthly"],
  [{ subscriptionTier: "yearly", subscriptionStatus: "active" }, "yearly"],
  [{ subscriptionTier: "free_year", subscriptionStatus: "active", subscriptionEndDate: later }, "freeYear"],
  [{ subscriptionTier: "monthly", subscriptionStatus: "active", subscriptionEndDate: earlier }, "ended"],
  [{ subscriptionTier: "yearly", subscriptionStatus: "canceled" }, "ended"],
] as const)("%o -> %s", (facts, label) => {
  expect(planLabelKey({ ...base, ...facts } as Parameters<typeof planLabelKey>[0], now)).toBe(label);
});
