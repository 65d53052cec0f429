"use server";
import "server-only";
/** Server actions behind /admin; each domain function checks the admin's permission and audits. */
import { revalidatePath } from "next/cache";
import { requireAdmin } from "@/server/auth/guards";
import { action } from "@/server/http/action";
import { decideApplication } from "@/server/affiliates/applications";
import { markPayoutPaid } from "@/server/affiliates/payouts";
import { decideApplicationSchema, payoutSchema, userUpdateSchema } from "@/server/affiliates/schemas";
import { updateUser } from "./manage-users";

function done<T extends { ok: boolean }>(result: T): T {
  if (result.ok) revalidatePath("/[locale]/admin", "page");
  return result;
}

export async function updateUserAction(input: unknown) {
  const update = action(requireAdmin, userUpdateSchema, (admin, parsed, { locale }) =>
    updateUser(admin, parsed, locale),
  );
  return done(await update(input));
}

export async function decideApplicationAction(input: unknown) {
  return done(
    await action(requireAdmin, decideApplicationSchema, (admin, parsed) => decideApplication(admin, parsed))(input),
  );
}

export async function markPayoutPaidAction(input: unknown) {
  return done(await action(requireAdmin, payoutSchema, (admin, parsed) => markPayoutPaid(admin, parsed))(input));
}
