"use server";
import "server-only";
/** Server action of the settings page's planning part. */
import { action } from "@/server/http/action";
import { planningSchema } from "../schemas";
import { updatePlanningPreferences } from "../update-planning";
import { requireOnboardedUser } from "./require-onboarded-user";

export const updatePlanningAction = action(requireOnboardedUser, planningSchema, async (user, input) =>
  updatePlanningPreferences(user.id, input),
);
