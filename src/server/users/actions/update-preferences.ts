"use server";
import "server-only";
/** Server action of the user menu's language and theme choices. */
import { action } from "@/server/http/action";
import { requireUser } from "@/server/auth/guards";
import { preferencesSchema } from "../schemas";
import { updatePreferences } from "../update-preferences";

export const updatePreferencesAction = action(requireUser, preferencesSchema, async (user, input) =>
  updatePreferences(user.id, input),
);
