import "server-only";
/**
 * What a subscription entitles a user to. The premium rule of spec section 5 lives here and only
 * here: guards, pages and the subscription summary all call `hasPremiumAccess`.
 */

export interface PremiumFacts {
  subscriptionTier: string;
  subscriptionStatus: string;
  subscriptionEndDate: Date | null | undefined;
}

/**
 * Premium passes when (tier is monthly or yearly, status is active, and there is either no end
 * date or an end date in the future) or (tier is free_year, status is active, and the end date is
 * in the future). Everything else is denied, including unknown tiers and invalid dates.
 */
export function hasPremiumAccess(
  { subscriptionTier, subscriptionStatus, subscriptionEndDate }: PremiumFacts,
  now: Date = new Date(),
): boolean {
  if (subscriptionStatus !== "active") return false;
  const hasEndDate = subscriptionEndDate !== null && subscriptionEndDate !== undefined;
  // An invalid Date compares false, so it never counts as "in the future".
  const endsInFuture = hasEndDate && subscriptionEndDate.getTime() > now.getTime();
  if (subscriptionTier === "monthly" || subscriptionTier === "yearly") return !hasEndDate || endsInFuture;
  if (subscriptionTier === "free_year") return endsInFuture;
  return false;
}
