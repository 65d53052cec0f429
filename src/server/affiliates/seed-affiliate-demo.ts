import "server-only";
/**
 * Demo accounts for the affiliate programme and the admin console (seeded with the other demo
 * accounts): admin@rhythm.local (admin) and affiliate@rhythm.local (an approved affiliate with
 * the code RHYTHMDEMO, a few referred sign-ups, clicks over recent months, and commissions in
 * each state: pending, approved, paid, reversed). Seeded once: an existing affiliate row is left alone.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import {
  affiliateApplications,
  affiliates,
  commissions,
  payouts,
  referralAttributions,
  referralVisits,
  users,
} from "@/server/db/schema";
import { utcDate } from "@/lib/time/dates";
import { commissionAmount } from "./commission-rules";
import { programmeSettings } from "./programme-settings";
import { visitorKey } from "./visitor-key";

export const DEMO_ADMIN_EMAIL = "admin@rhythm.local";
export const DEMO_AFFILIATE_EMAIL = "affiliate@rhythm.local";
export const DEMO_AFFILIATE_CODE = "RHYTHMDEMO";

const DAY = 24 * 60 * 60 * 1000;

async function upsertUser(
  email: string,
  name: string,
  passwordHash: string,
  role: "admin" | "affiliate" | "user",
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const db = getDb();
  await db
    .insert(users)
    .values({
      email,
      name,
      passwordHash,
      role,
      emailVerified: new Date(),
      hasCompletedOnboarding: true,
      timezone: "UTC",
      focusTime: "morning",
      ...extra,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function seedAffiliateDemo(passwordHash: string, now: Date = new Date()): Promise<void> {
  const db = getDb();
  await upsertUser(DEMO_ADMIN_EMAIL, "Admin Demo", passwordHash, "admin");
  const affiliate = await upsertUser(DEMO_AFFILIATE_EMAIL, "Affiliate Demo", passwordHash, "affiliate");
  const [existing] = await db.select().from(affiliates).where(eq(affiliates.userId, affiliate.id));
  if (existing) return;

  const { commissionPercent } = programmeSettings();
  await db.transaction(async (tx) => {
    await tx
      .insert(affiliates)
      .values({ userId: affiliate.id, code: DEMO_AFFILIATE_CODE, createdAt: new Date(now.getTime() - 120 * DAY) });
    await tx.insert(affiliateApplications).values({
      userId: affiliate.id,
      name: "Affiliate Demo",
      website: "https://example.com/productivity",
      promotion: "A weekly newsletter about planning and focus.",
      status: "approved",
      decidedAt: new Date(now.getTime() - 120 * DAY),
    });
    // Clicks over the last months, from a dozen visitors.
    for (let i = 0; i < 14; i += 1) {
      const at = new Date(now.getTime() - (3 + i * 8) * DAY);
      await tx.insert(referralVisits).values({
        affiliateId: affiliate.id,
        visitorKey: await visitorKey(`demo-visitor-${i}`),
        userAgent: "demo",
        visitDay: utcDate(at),
        createdAt: at,
      });
    }
    const referred = [
      {
        email: "jamie.demo@gmail.com",
        tier: "monthly" as const,
        daysAgo: 90,
        price: 1200,
        sales: [{ daysAgo: 90, payout: true }, { daysAgo: 60 }, { daysAgo: 10 }],
      },
      {
        email: "sam.demo@outlook.com",
        tier: "yearly" as const,
        daysAgo: 45,
        price: 9600,
        sales: [{ daysAgo: 40, refunded: true }],
      },
      { email: "lee.demo@example.com", tier: "free" as const, daysAgo: 20, price: 0, sales: [] },
      {
        email: "affiliate+alt@rhythm.local",
        tier: "free" as const,
        daysAgo: 15,
        price: 0,
        sales: [],
        rejected: "same_email",
      },
    ];
    let payoutId: string | null = null;
    for (const r of referred) {
      const since = new Date(now.getTime() - r.daysAgo * DAY);
      const [user] = await tx
        .insert(users)
        .values({
          email: r.email,
          name: r.email.split("@")[0],
          emailVerified: since,
          hasCompletedOnboarding: true,
          createdAt: since,
          subscriptionTier: r.tier,
          subscriptionStatus: r.tier === "free" ? "inactive" : "active",
          subscriptionEndDate: r.tier === "free" ? null : new Date(now.getTime() + 20 * DAY),
          trialEndsAt: r.tier === "free" ? null : new Date(since.getTime() + 3 * DAY),
          billingProvider: r.tier === "free" ? null : "demo",
        })
        .onConflictDoNothing()
        .returning();
      if (!user) continue;
      await tx.insert(referralAttributions).values({
        userId: user.id,
        affiliateId: affiliate.id,
        status: r.rejected ? "rejected" : "accepted",
        rejectReason: r.rejected ?? null,
        createdAt: since,
      });
      for (const [i, sale] of r.sales.entries()) {
        const paidAt = new Date(now.getTime() - sale.daysAgo * DAY);
        const amount = commissionAmount(r.price, commissionPercent);
        if ("payout" in sale && sale.payout && !payoutId) {
          const [p] = await tx
            .insert(payouts)
            .values({
              affiliateId: affiliate.id,
              amountCents: amount,
              currency: "usd",
              reference: "DEMO-PAYOUT-1",
              createdAt: new Date(paidAt.getTime() + 35 * DAY),
            })
            .returning();
          payoutId = p.id;
        }
        await tx.insert(commissions).values({
          affiliateId: affiliate.id,
          referredUserId: user.id,
          kind: "sale",
          invoiceId: `demo_seed_${user.id}_${i}`,
          customerId: null,
          invoiceAmountCents: r.price,
          amountCents: amount,
          ratePercent: commissionPercent,
          currency: "usd",
          status:
            "refunded" in sale && sale.refunded ? "reversed" : "payout" in sale && sale.payout ? "paid" : "pending",
          reversedReason: "refunded" in sale && sale.refunded ? "refund" : null,
          payoutId: "payout" in sale && sale.payout ? payoutId : null,
          paidAt,
          createdAt: paidAt,
        });
      }
    }
  });
}
