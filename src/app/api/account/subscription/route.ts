/**
 * GET /api/account/subscription -> 200 the caller's subscription as /subscription shows it (plan,
 * phase, trial end, renewal or end of access, what can be done with it); 401 when not signed in.
 * The page is prerendered (issue 25) and reads it in the browser; read from the database on every
 * request.
 */
import { requireUser } from "@/server/auth/guards";
import { getSubscription } from "@/server/billing/get-subscription";
import { route } from "@/server/http/route-handler";
import { json } from "@/server/http/api-shapes/common";
import { subscriptionSchema } from "@/server/http/api-shapes/account";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const GET = route(async () => {
  const user = await requireUser();
  const s = await getSubscription(user.id);
  return json(
    subscriptionSchema,
    { ...s, trialEndsAt: iso(s.trialEndsAt), renewsAt: iso(s.renewsAt), endsAt: iso(s.endsAt) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
