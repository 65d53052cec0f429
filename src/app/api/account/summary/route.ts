import { requireUser } from "@/server/auth/guards";
import { hasPremiumAccess } from "@/server/billing/entitlements";
import { route } from "@/server/http/route-handler";

export const dynamic = "force-dynamic";

/**
 * What the static public pages show a signed-in visitor (issue 17): who they are, whether their
 * plan opens the app's premium pages, and where "Go to app" should lead.
 */
export const GET = route(async () => {
  const user = await requireUser();
  return Response.json(
    {
      email: user.email,
      name: user.name,
      onboarded: user.hasCompletedOnboarding,
      premium: hasPremiumAccess(user),
      subscriptionTier: user.subscriptionTier,
      subscriptionStatus: user.subscriptionStatus,
      subscriptionEndDate: user.subscriptionEndDate ? user.subscriptionEndDate.toISOString() : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
});
