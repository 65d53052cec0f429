import { requireAdmin } from "@/server/auth/guards";
import { parseInput, route } from "@/server/http/route-handler";
import { searchUsers } from "@/server/admin/manage-users";
import { userSearchSchema } from "@/server/affiliates/schemas";
import { json } from "@/server/http/api-shapes/common";
import { userSearchAnswerSchema } from "@/server/http/api-shapes/admin";

/** GET /api/admin/users?q=&page=&pageSize=: search by e-mail or name. */
export const GET = route(async (request) => {
  const admin = await requireAdmin();
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return json(userSearchAnswerSchema, await searchUsers(admin, parseInput(userSearchSchema, params)), {
    headers: { "Cache-Control": "no-store" },
  });
});
