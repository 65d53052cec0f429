"use server";
import "server-only";
/** Server action of the settings page's "Save Changes". */
import { action } from "@/server/http/action";
import { consume } from "@/server/rate-limit/limiters";
import { settingsSchema } from "../schemas";
import { isNewEmailRequest, updateSettings } from "../update-settings";
import { requireOnboardedUser } from "./require-onboarded-user";

export const updateSettingsAction = action(requireOnboardedUser, settingsSchema, async (user, input) => {
  // Each email change mails a link to an address the user typed: count it like a resend, per user.
  if (isNewEmailRequest(user, input.email)) await consume("resendIp", `email-change:${user.id}`);
  return updateSettings(user.id, input);
});
