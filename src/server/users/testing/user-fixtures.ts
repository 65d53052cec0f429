import "server-only";
/** Test helpers for the users domain: real rows in the test database, never mocks. */
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users, type NewUser, type User } from "@/server/db/schema";

let counter = 0;

export function uniqueTestEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}@test.local`;
}

export async function insertTestUser(values: Partial<NewUser> = {}): Promise<User> {
  const [user] = await getDb()
    .insert(users)
    .values({ email: uniqueTestEmail(), hasCompletedOnboarding: true, ...values })
    .returning();
  return user;
}

export async function readTestUser(id: string): Promise<User | undefined> {
  const [user] = await getDb().select().from(users).where(eq(users.id, id));
  return user;
}
