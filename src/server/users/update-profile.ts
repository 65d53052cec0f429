import "server-only";
/** The profile page's edits: display name and photo URL of the caller's own account. */
import { eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import type { ProfileInput } from "./schemas";

interface ProfileResult {
  name: string | null;
  image: string | null;
}

export async function updateProfile(userId: string, input: ProfileInput): Promise<ProfileResult> {
  const [row] = await getDb()
    .update(users)
    .set({ name: input.name, image: input.image })
    .where(eq(users.id, userId))
    .returning({ name: users.name, image: users.image });
  if (!row) throw notFound();
  return row;
}
