import { requireUser } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { toProfile } from "@/server/users/queries";
import { json } from "@/server/http/api-shapes/common";
import { profileSchema } from "@/server/http/api-shapes/account";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const user = await requireUser();
  return json(profileSchema, toProfile(user), { headers: { "Cache-Control": "no-store" } });
});
