"use server";
import "server-only";
/** Server action of the profile page's photo and name form. */
import { action } from "@/server/http/action";
import { profileSchema } from "../schemas";
import { updateProfile } from "../update-profile";
import { requireOnboardedUser } from "./require-onboarded-user";

export const updateProfileAction = action(requireOnboardedUser, profileSchema, (user, input) =>
  updateProfile(user.id, input),
);
