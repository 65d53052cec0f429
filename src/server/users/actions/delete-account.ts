"use server";
import "server-only";
/** Server action of the profile page's "Delete account" confirmation. */
import { requireUser } from "@/server/auth/guards";
import { action } from "@/server/http/action";
import { deleteAccount } from "../delete-account";
import { deleteAccountSchema } from "../schemas";

export const deleteAccountAction = action(requireUser, deleteAccountSchema, async (user, input) => {
  await deleteAccount(user.id, input);
  return { deleted: true as const };
});
