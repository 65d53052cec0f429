import "server-only";
/**
 * "Sign out everywhere": bumps the caller's token version. Every session carries the version it
 * was issued with, and the guards (and the JWT callback) refuse a session whose version is older,
 * so all existing sessions, this one included, stop working at once.
 */
import { eq, sql } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";

export async function signOutEverywhere(userId: string): Promise<{ tokenVersion: number }> {
  const [row] = await getDb()
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw notFound();
  return row;
}
