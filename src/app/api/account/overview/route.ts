/**
 * GET /api/account/overview -> 200 what /profile shows of the caller's account (its facts, sign-in
 * methods and plan, the subscription's phase as /subscription names it, whether it has a password);
 * 401 when not signed in. The page is prerendered (issue 25) and reads it in the browser; read from
 * the database on every request.
 */
import { requireUser } from "@/server/auth/guards";
import { subscriptionOf } from "@/server/billing/get-subscription";
import { route } from "@/server/http/route-handler";
import { isoOrNull, json } from "@/server/http/api-shapes/common";
import { accountOverviewSchema } from "@/server/http/api-shapes/account";
import { getAccountOverview } from "@/server/users/get-account-overview";

export const GET = route(async () => {
  const user = await requireUser();
  const overview = await getAccountOverview(user);
  const subscription = subscriptionOf(user);
  return json(
    accountOverviewSchema,
    {
      ...overview,
      createdAt: overview.createdAt.toISOString(),
      lastLoginAt: isoOrNull(overview.lastLoginAt),
      subscriptionEndDate: isoOrNull(overview.subscriptionEndDate),
      phase: subscription.phase,
      hasPassword: !!user.passwordHash,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
