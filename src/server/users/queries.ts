import "server-only";
/** Reads of the users table. Every lookup by id is the caller's own row. */
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users, type User } from "@/server/db/schema";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Deliberately unscoped: sign-in and sign-up must find an account by its address. */
export async function unsafeFindUserByEmail(email: string): Promise<User | undefined> {
  const [row] = await getDb()
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row;
}

export async function getUserById(userId: string): Promise<User | undefined> {
  const [row] = await getDb().select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The profile of spec section 3, as GET /api/auth/user returns it. */
export function toProfile(user: User) {
  return {
    hasCompletedOnboarding: user.hasCompletedOnboarding,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionEndDate: user.subscriptionEndDate ? user.subscriptionEndDate.toISOString() : null,
    email: user.email,
  };
}
