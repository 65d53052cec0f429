import "server-only";
/**
 * The guard for actions of pages behind onboarding (settings, profile). Not a "use server"
 * module: it must not become an endpoint of its own.
 * (src/server/auth/guards.ts has requireUser and requirePremium but no onboarding-only variant.)
 */
import { forbidden } from "@/lib/errors";
import { requireUser } from "@/server/auth/guards";
import type { User } from "@/server/db/schema";

export async function requireOnboardedUser(): Promise<User> {
  const user = await requireUser();
  if (!user.hasCompletedOnboarding) throw forbidden("errors.onboardingRequired");
  return user;
}
