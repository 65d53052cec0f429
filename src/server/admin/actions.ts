"use server";
import "server-only";
import { revalidatePath } from "next/cache";
import { requireAdmin } from "@/server/auth/guards";
import { action } from "@/server/http/action";
import { grantFreeYear, grantFreeYearSchema } from "./admin-queries";

export async function grantFreeYearAction(input: unknown) {
  const result = await action(requireAdmin, grantFreeYearSchema, (admin, { userId }) => grantFreeYear(admin, userId))(input);
  if (result.ok) revalidatePath("/[locale]/admin", "page");
  return result;
}
