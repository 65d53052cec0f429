"use server";
import "server-only";
/** Server action of the onboarding flow's last step (any signed-in user). */
import { requireUser } from "@/server/auth/guards";
import { action } from "@/server/http/action";
import { completeOnboarding } from "../complete-onboarding";
import { onboardingSchema } from "../schemas";

export const completeOnboardingAction = action(requireUser, onboardingSchema, async (user, input) => {
  await completeOnboarding(user.id, input);
  return { completed: true as const };
});
