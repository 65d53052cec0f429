import "server-only";
/** The billing facts of one user, scoped by the caller's user id; and the locale part of return URLs. */
import { eq } from "drizzle-orm";
import type { Locale } from "@/i18n/routing";
import { appUrl } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { BillingError } from "./errors";
import type { DbOrTx } from "./sync-subscription";

const billingColumns = {
  id: users.id,
  email: users.email,
  subscriptionTier: users.subscriptionTier,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionEndDate: users.subscriptionEndDate,
  billingProvider: users.billingProvider,
  stripeCustomerId: users.stripeCustomerId,
  stripeSubscriptionId: users.stripeSubscriptionId,
  cancelAtPeriodEnd: users.cancelAtPeriodEnd,
  trialEndsAt: users.trialEndsAt,
};

async function selectBillingUser(userId: string, db: DbOrTx) {
  const [row] = await db.select(billingColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export type BillingUser = NonNullable<Awaited<ReturnType<typeof selectBillingUser>>>;

export async function getBillingUser(userId: string, db: DbOrTx = getDb()): Promise<BillingUser> {
  const row = await selectBillingUser(userId, db);
  if (!row) throw new BillingError("userNotFound");
  return row;
}

/**
 * An absolute URL of one of Rhythm's pages in the given language. English is unprefixed
 * (localePrefix "as-needed" in src/i18n/routing.ts); the routing module itself is not imported
 * because it would pull next-intl into server-only code and its tests.
 */
export function pageUrl(path: `/${string}`, locale: Locale = "en"): string {
  return `${appUrl()}${locale === "en" ? "" : `/${locale}`}${path}`;
}
