import "server-only";
/**
 * One answer to "which plan am I on?" for the user menu (issue 17): a trial is a trial wherever it
 * is shown, and a plan that no longer gives access reads as ended, not as its tier.
 */
import type { User } from "@/server/db/schema";
import { hasPremiumAccess } from "@/server/billing/entitlements";

import type { PlanLabel as PlanLabelKey } from "@/lib/app-frame";

export function planLabelKey(
  user: Pick<User, "subscriptionTier" | "subscriptionStatus" | "subscriptionEndDate" | "trialEndsAt">,
  now = new Date(),
): PlanLabelKey {
  const premium = hasPremiumAccess(user, now);
  if (user.subscriptionTier === "free") return "free";
  if (!premium) return "ended";
  if (user.trialEndsAt && user.trialEndsAt.getTime() > now.getTime()) return "trial";
  if (user.subscriptionTier === "free_year") return "freeYear";
  return user.subscriptionTier === "yearly" ? "yearly" : "monthly";
}
