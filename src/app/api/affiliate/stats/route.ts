import { getAffiliateStats } from "@/server/affiliates/affiliate-stats";
import { rememberAffiliateAddress } from "@/server/affiliates/track-referral";
import { referralClientKey } from "@/server/affiliates/visitor-key";
import { requirePermission } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { json } from "@/server/http/api-shapes/common";
import { affiliateStatsSchema } from "@/server/http/api-shapes/admin";

/** The signed-in affiliate's own numbers (the same as their dashboard); 404 for anyone else. */
export const GET = route(async (request) => {
  const user = await requirePermission("affiliate.dashboard");
  await rememberAffiliateAddress(user.id, referralClientKey(request));
  return json(affiliateStatsSchema, await getAffiliateStats(user, user.id), {
    headers: { "Cache-Control": "no-store" },
  });
});
