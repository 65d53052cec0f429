import "server-only";
/** What /admin shows and does. Every function takes the acting admin and checks the role from the database. */
import { count, desc, eq } from "drizzle-orm";
import { forbidden, notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { users, type User } from "@/server/db/schema";
import { z } from "zod";

function assertAdmin(actor: User): void {
  if (actor.role !== "admin") throw forbidden();
}

export async function listUsersForAdmin(actor: User, limit = 50) {
  assertAdmin(actor);
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(users);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      subscriptionTier: users.subscriptionTier,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionEndDate: users.subscriptionEndDate,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt))
    .limit(limit);
  return { total, rows };
}

export const grantFreeYearSchema = z.object({ userId: z.string().min(1).max(100) });

/** free_year: active, ending a year from now. The premium rule applies to it unchanged. */
export async function grantFreeYear(actor: User, userId: string, now = new Date()): Promise<void> {
  assertAdmin(actor);
  const end = new Date(now);
  end.setFullYear(end.getFullYear() + 1);
  const updated = await getDb()
    .update(users)
    .set({ subscriptionTier: "free_year", subscriptionStatus: "active", subscriptionEndDate: end, cancelAtPeriodEnd: false, subscriptionStateAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw notFound();
}
