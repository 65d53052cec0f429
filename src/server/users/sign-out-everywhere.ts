import "server-only";
/**
 * "Sign out everywhere": bumps the caller's token version. Every session carries the version it
 * was issued with, and the guards (and the JWT callback) refuse a session whose version is older,
 * so all existing sessions, this one included, stop working at once. The session records go too.
 */
import { eq, sql } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { revokeAllSessionRecords } from "@/server/auth/session-records";

export async function signOutEverywhere(userId: string): Promise<{ tokenVersion: number }> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion });
    if (!row) throw notFound();
    await revokeAllSessionRecords(userId, tx);
    return row;
  });
}
