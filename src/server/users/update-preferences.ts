import "server-only";
/**
 * The user menu's language and theme (issue 17): each change is written to the caller's account
 * as well as to this browser, so the next device the user signs in on gets it too.
 */
import { eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import type { PreferencesInput } from "./schemas";

export async function updatePreferences(userId: string, input: PreferencesInput): Promise<PreferencesInput> {
  if (!input.language && !input.theme) return {};
  const [row] = await getDb()
    .update(users)
    .set({ ...(input.language ? { language: input.language } : {}), ...(input.theme ? { theme: input.theme } : {}) })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw notFound();
  return input;
}
