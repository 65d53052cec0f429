"use server";
import "server-only";
/** Server actions of /affiliate: apply, and change one's code once. */
import { revalidatePath } from "next/cache";
import { requirePermission, requireUser } from "@/server/auth/guards";
import { action } from "@/server/http/action";
import { applyAsAffiliate, changeAffiliateCode } from "./applications";
import { applicationSchema, changeCodeSchema } from "./schemas";

export async function applyAsAffiliateAction(input: unknown) {
  const result = await action(requireUser, applicationSchema, applyAsAffiliate)(input);
  if (result.ok) revalidatePath("/[locale]/affiliate", "page");
  return result;
}

export async function changeAffiliateCodeAction(input: unknown) {
  const result = await action(
    () => requirePermission("affiliate.dashboard"),
    changeCodeSchema,
    (user, { code }) => changeAffiliateCode(user, code),
  )(input);
  if (result.ok) revalidatePath("/[locale]/affiliate/dashboard/[id]", "page");
  return result;
}
