import "server-only";
/**
 * The affiliate programme: an affiliate's referral code is their user id; their dashboard shows
 * the visits and sign-ups recorded for it. Only that affiliate (or an admin) may see it.
 */
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { referrals, type User } from "@/server/db/schema";

export function canViewAffiliateDashboard(viewer: User, affiliateId: string): boolean {
  return viewer.role === "admin" || (viewer.role === "affiliate" && viewer.id === affiliateId);
}

export async function getAffiliateStats(affiliateId: string) {
  const db = getDb();
  const [visits] = await db.select({ n: count() }).from(referrals).where(and(eq(referrals.referralCode, affiliateId), isNull(referrals.userId)));
  const [signups] = await db.select({ n: count() }).from(referrals).where(and(eq(referrals.referralCode, affiliateId), isNotNull(referrals.userId)));
  return { code: affiliateId, visits: visits.n, signups: signups.n };
}
