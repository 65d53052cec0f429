import { requireAdmin } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { listCommissions } from "@/server/affiliates/payouts";
import { json } from "@/server/http/api-shapes/common";
import { commissionListSchema } from "@/server/http/api-shapes/admin";

export const GET = route(async () => {
  const admin = await requireAdmin();
  return json(
    commissionListSchema,
    { commissions: await listCommissions(admin) },
    { headers: { "Cache-Control": "no-store" } },
  );
});
