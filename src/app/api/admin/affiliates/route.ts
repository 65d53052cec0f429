import { requireAdmin } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { listAffiliates } from "@/server/affiliates/payouts";

export const GET = route(async () => {
  const admin = await requireAdmin();
  return Response.json({ affiliates: await listAffiliates(admin) }, { headers: { "Cache-Control": "no-store" } });
});
