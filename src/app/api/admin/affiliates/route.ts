import { requireAdmin } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { listAffiliates } from "@/server/affiliates/payouts";
import { json } from "@/server/http/api-shapes/common";
import { affiliateListSchema } from "@/server/http/api-shapes/admin";

export const GET = route(async () => {
  const admin = await requireAdmin();
  return json(
    affiliateListSchema,
    { affiliates: await listAffiliates(admin) },
    { headers: { "Cache-Control": "no-store" } },
  );
});
