import { z } from "zod";
import { requireAdmin } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { requestLocale } from "@/i18n/request-locale";
import { getUserDetail, updateUser } from "@/server/admin/manage-users";
import { userUpdateSchema } from "@/server/affiliates/schemas";
import { json } from "@/server/http/api-shapes/common";
import { userDetailSchema, userUpdateAnswerSchema } from "@/server/http/api-shapes/admin";

type Ctx = { params: Promise<{ id: string }> };

export const GET = route<Ctx>(async (_request, { params }) => {
  const admin = await requireAdmin();
  const { id } = await params;
  return json(userDetailSchema, await getUserDetail(admin, id), { headers: { "Cache-Control": "no-store" } });
});

/** POST { action }: grant_free_year, disable, enable, sign_out_everywhere, make_affiliate, revoke_affiliate, resend_verification. */
export const POST = route<Ctx>(async (request, { params }) => {
  const admin = await requireAdmin();
  const { id } = await params;
  const body = parseInput(z.object({ action: z.unknown() }), await readJson(request, 4096));
  const input = parseInput(userUpdateSchema, { userId: id, action: body.action });
  return json(userUpdateAnswerSchema, await updateUser(admin, input, requestLocale(request)));
});
