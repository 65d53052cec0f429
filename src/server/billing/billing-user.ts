import "server-only";
/** The billing facts of one user, scoped by the caller's user id; and the locale part of return URLs. */
import { eq } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { localizedPathname } from "@/i18n/pathname";
import { appUrl } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { BillingError } from "./errors";
import type { DbOrTx } from "./sync-subscription";

const billingColumns = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
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
 * An absolute URL of one of Rhythm's pages in the given language (localizedPathname: English
 * unprefixed, as next-intl's routing does).
 */
export function pageUrl(path: `/${string}`, locale: Locale = "en"): string {
  return `${appUrl()}${localizedPathname({ href: path, locale })}`;
}
