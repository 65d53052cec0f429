import "server-only";
/**
 * An affiliate's numbers: clicks (visits), sign-ups, trials, paying customers, conversion rates,
 * earnings by status and currency, a monthly series for the chart, and the referred customers
 * anonymised. The caller is checked here, not by the page: that affiliate, or someone allowed to
 * see any affiliate; anyone else (and an unknown id) gets a 404.
 */
import { and, count, eq, gte } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { affiliates, commissions, referralAttributions, referralVisits, users, type User } from "@/server/db/schema";
import { hasPermission } from "@/server/auth/permissions";
import { commissionStatus, type CommissionStatus } from "./commission-rules";
import { programmeSettings } from "./programme-settings";
import type { AffiliateStats } from "./schemas";

function canViewAffiliateDashboard(viewer: User, affiliateId: string): boolean {
  return (
    hasPermission(viewer, "affiliates.viewAny") ||
    (hasPermission(viewer, "affiliate.dashboard") && viewer.id === affiliateId)
  );
}

/** "jane@gmail.com" -> "j***@gmail.com". */
function maskEmail(email: string): string {
  const [local, domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

type Earnings = Record<CommissionStatus, number>;

function monthKey(d: Date): string {
  return d.toISOString().slice(0, 7);
}

export async function getAffiliateStats(
  viewer: User,
  affiliateId: string,
  now: Date = new Date(),
): Promise<AffiliateStats> {
  if (!canViewAffiliateDashboard(viewer, affiliateId)) throw notFound();
  const db = getDb();
  const [affiliate] = await db.select().from(affiliates).where(eq(affiliates.userId, affiliateId));
  if (!affiliate) throw notFound();
  const { holdingDays, commissionPercent, attributionDays } = programmeSettings();

  const [{ clicks }] = await db
    .select({ clicks: count() })
    .from(referralVisits)
    .where(eq(referralVisits.affiliateId, affiliateId));
  const referred = await db
    .select({
      userId: referralAttributions.userId,
      status: referralAttributions.status,
      reason: referralAttributions.rejectReason,
      since: referralAttributions.createdAt,
      email: users.email,
      tier: users.subscriptionTier,
      subscriptionStatus: users.subscriptionStatus,
      trialEndsAt: users.trialEndsAt,
    })
    .from(referralAttributions)
    .innerJoin(users, eq(users.id, referralAttributions.userId))
    .where(eq(referralAttributions.affiliateId, affiliateId));
  const rows = await db.select().from(commissions).where(eq(commissions.affiliateId, affiliateId));

  const earnings: Record<string, Earnings> = {};
  const payingUsers = new Set<string>();
  for (const c of rows) {
    const status = commissionStatus({ ...c, kind: c.kind }, now, holdingDays);
    const bucket = (earnings[c.currency] ??= { pending: 0, approved: 0, paid: 0, reversed: 0 });
    if (c.kind === "clawback") {
      // A clawback is money taken back: it lowers what is owed (or was paid) and counts as reversed.
      bucket.reversed += -c.amountCents;
      if (status === "paid") bucket.paid += c.amountCents;
      else bucket.approved += c.amountCents;
    } else {
      bucket[status] += c.amountCents;
      if (status !== "reversed" && c.referredUserId) payingUsers.add(c.referredUserId);
    }
  }

  const accepted = referred.filter((r) => r.status === "accepted");
  const signups = accepted.length;
  const trials = accepted.filter((r) => r.trialEndsAt).length;
  const paying = accepted.filter((r) => payingUsers.has(r.userId)).length;

  // Six months, oldest first: clicks, sign-ups and commissions earned (in the main currency).
  const months: { month: string; clicks: number; signups: number; earned: number }[] = [];
  for (let i = 5; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    months.push({ month: monthKey(d), clicks: 0, signups: 0, earned: 0 });
  }
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const since = new Date(`${months[0].month}-01T00:00:00Z`);
  const visitRows = await db
    .select({ at: referralVisits.createdAt })
    .from(referralVisits)
    .where(and(eq(referralVisits.affiliateId, affiliateId), gte(referralVisits.createdAt, since)));
  for (const v of visitRows) {
    const m = byMonth.get(monthKey(v.at));
    if (m) m.clicks += 1;
  }
  for (const r of accepted) {
    const m = byMonth.get(monthKey(r.since));
    if (m) m.signups += 1;
  }
  const mainCurrency = Object.keys(earnings)[0] ?? null;
  for (const c of rows) {
    const m = byMonth.get(monthKey(c.paidAt));
    if (m && c.currency === mainCurrency && c.status !== "reversed") m.earned += c.amountCents;
  }

  const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
  return {
    affiliateId,
    code: affiliate.code,
    active: affiliate.active,
    codeEditable: !affiliate.codeEditedAt,
    settings: { commissionPercent, holdingDays, attributionDays },
    clicks,
    signups,
    rejected: referred.length - signups,
    trials,
    paying,
    conversion: { signupPerClick: rate(signups, clicks), payingPerSignup: rate(paying, signups) },
    earnings: Object.entries(earnings).map(([currency, e]) => ({ currency, ...e })),
    series: { currency: mainCurrency, months },
    referred: referred
      .sort((a, b) => b.since.getTime() - a.since.getTime())
      .slice(0, 100)
      .map((r) => ({
        email: maskEmail(r.email),
        plan: r.tier,
        subscriptionStatus: r.subscriptionStatus,
        since: r.since.toISOString(),
        status: r.status,
        reason: r.reason,
        paying: payingUsers.has(r.userId),
      })),
  };
}
