import { requireUser } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { toProfile } from "@/server/users/queries";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const user = await requireUser();
  return Response.json(toProfile(user), { headers: { "Cache-Control": "no-store" } });
});
