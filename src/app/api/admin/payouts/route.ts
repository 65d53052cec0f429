import { requireAdmin } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { listBalances, listPayouts, markPayoutPaid } from "@/server/affiliates/payouts";
import { payoutSchema } from "@/server/affiliates/schemas";
import { json } from "@/server/http/api-shapes/common";
import { payoutAnswerSchema, payoutsSchema } from "@/server/http/api-shapes/admin";

/** GET: balances per affiliate and currency, and past payouts. */
export const GET = route(async () => {
  const admin = await requireAdmin();
  return json(
    payoutsSchema,
    { balances: await listBalances(admin), payouts: await listPayouts(admin) },
    { headers: { "Cache-Control": "no-store" } },
  );
});

/** POST { affiliateId, currency, reference }: marks the approved balance paid. */
export const POST = route(async (request) => {
  const admin = await requireAdmin();
  return json(payoutAnswerSchema, await markPayoutPaid(admin, parseInput(payoutSchema, await readJson(request, 4096))));
});
