import "server-only";
/** What the profile page shows about the caller's account: facts, sign-in methods and plan. */
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { accounts, type User } from "@/server/db/schema";

interface AccountOverview {
  name: string | null;
  image: string | null;
  email: string;
  emailVerified: boolean;
  pendingEmail: string | null;
  /** "password" when the account has one, then the linked providers ("google", "apple"). */
  signInMethods: string[];
  createdAt: Date;
  lastLoginAt: Date | null;
  timezone: string;
  subscriptionTier: User["subscriptionTier"];
  subscriptionStatus: string;
  subscriptionEndDate: Date | null;
  cancelAtPeriodEnd: boolean;
  /** "stripe" renews by itself; "demo" never does; null when there never was a subscription. */
  billingProvider: string | null;
}

async function getSignInMethods(userId: string, hasPassword: boolean): Promise<string[]> {
  const rows = await getDb().select({ provider: accounts.provider }).from(accounts).where(eq(accounts.userId, userId));
  const providers = [...new Set(rows.map((r) => r.provider))].sort();
  return hasPassword ? ["password", ...providers.filter((p) => p !== "password")] : providers;
}

/** Takes the caller's row (from the page guard) so the page reads the users table only once. */
export async function getAccountOverview(user: User): Promise<AccountOverview> {
  return {
    name: user.name,
    image: user.image,
    email: user.email,
    emailVerified: !!user.emailVerified,
    pendingEmail: user.pendingEmail,
    signInMethods: await getSignInMethods(user.id, !!user.passwordHash),
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
    timezone: user.timezone,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionEndDate: user.subscriptionEndDate,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    billingProvider: user.billingProvider,
  };
}
