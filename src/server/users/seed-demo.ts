import "server-only";
/**
 * Demo accounts, seeded on the embedded database (and on a server database only with SEED_DEMO=1):
 * demo@rhythm.local (onboarded, premium yearly, active, ends a year out) and free@rhythm.local
 * (onboarded, free), both with the password rhythm-demo. Existing rows are left alone, except
 * that an expired demo subscription is renewed so the demo keeps working.
 */
import { and, eq, lt } from "drizzle-orm";
import { env, usesEmbeddedDatabase } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { hashPassword } from "@/server/auth/sign-up";
import { seedDemoCalendar } from "@/server/calendar/seed-demo-calendar";
import { seedDemoHabits } from "@/server/habits/seed-demo-habits";
import {
  DEMO_ADMIN_EMAIL,
  DEMO_AFFILIATE_CODE,
  DEMO_AFFILIATE_EMAIL,
  seedAffiliateDemo,
} from "@/server/affiliates/seed-affiliate-demo";
import { seedDemoHistory } from "@/server/analytics/seed-demo-history";
import { logger } from "@/server/logger";

const DEMO_PASSWORD = "rhythm-demo";
export const DEMO_ACCOUNTS = [
  { email: "demo@rhythm.local", name: "Demo", premium: true },
  { email: "free@rhythm.local", name: "Free Demo", premium: false },
] as const;

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function demoSeedingEnabled(): boolean {
  return usesEmbeddedDatabase() || env().SEED_DEMO;
}

export async function seedDemoAccounts(): Promise<void> {
  if (!demoSeedingEnabled()) return;
  const db = getDb();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const yearOut = new Date(Date.now() + YEAR_MS);
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({
        email: account.email,
        name: account.name,
        passwordHash,
        emailVerified: new Date(),
        hasCompletedOnboarding: true,
        timezone: "UTC",
        focusTime: "morning",
        ...(account.premium
          ? {
              subscriptionTier: "yearly" as const,
              subscriptionStatus: "active",
              subscriptionEndDate: yearOut,
              billingProvider: "demo",
            }
          : {}),
      })
      .onConflictDoNothing();
    if (account.premium) {
      await db
        .update(users)
        .set({ subscriptionTier: "yearly", subscriptionStatus: "active", subscriptionEndDate: yearOut })
        .where(and(eq(users.email, account.email), lt(users.subscriptionEndDate, new Date())));
      // The 60 days of history first (it skips an account that already has blocks in them), then
      // this week's calendar, habits with their check-ins, and the affiliate programme's accounts.
      await seedDemoHistory(account.email);
      const [premium] = await db.select().from(users).where(eq(users.email, account.email)).limit(1);
      if (premium) await seedDemoCalendar(premium);
    }
  }
  await seedDemoHabits();
  await seedAffiliateDemo(passwordHash);
  logger.info(
    `demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => `${a.email}${a.premium ? " (premium)" : " (free)"}`).join(", ")}, ` +
      `${DEMO_AFFILIATE_EMAIL} (affiliate, code ${DEMO_AFFILIATE_CODE}), ${DEMO_ADMIN_EMAIL} (admin)`,
  );
}
