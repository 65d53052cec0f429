import { requireAdmin } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { listCommissions } from "@/server/affiliates/payouts";

export const GET = route(async () => {
  const admin = await requireAdmin();
  return Response.json({ commissions: await listCommissions(admin) }, { headers: { "Cache-Control": "no-store" } });
});
