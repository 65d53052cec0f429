/**
 * GET /api/account/subscription -> 200 the caller's subscription as /subscription shows it (plan,
 * phase, trial end, renewal or end of access, what can be done with it); 401 when not signed in.
 * The page is prerendered (issue 25) and reads it in the browser; read from the database on every
 * request.
 */
import { requireUser } from "@/server/auth/guards";
import { subscriptionOf } from "@/server/billing/get-subscription";
import { route } from "@/server/http/route-handler";
import { isoOrNull, json } from "@/server/http/api-shapes/common";
import { subscriptionSchema } from "@/server/http/api-shapes/account";

export const GET = route(async () => {
  const user = await requireUser();
  const s = subscriptionOf(user);
  return json(
    subscriptionSchema,
    { ...s, trialEndsAt: isoOrNull(s.trialEndsAt), renewsAt: isoOrNull(s.renewsAt), endsAt: isoOrNull(s.endsAt) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
