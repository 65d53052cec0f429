import { getCurrentUser } from "@/server/auth/guards";
import { hasPremiumAccess } from "@/server/billing/entitlements";
import { route } from "@/server/http/route-handler";
import { homePathFor } from "@/lib/home-path";
import { json } from "@/server/http/api-shapes/common";
import { accountSummarySchema } from "@/server/http/api-shapes/account";

export const dynamic = "force-dynamic";

/**
 * What the static public pages show a signed-in visitor (issue 17): who they are, whether their
 * plan opens the app's premium pages, and where "Go to app" should lead (their role's home).
 * A visitor who is not signed in is an ordinary answer on these pages, not an error: `null` with a
 * 200, so every landing and pricing load does not log a failed request in the console (issue 24).
 */
export const GET = route(async () => {
  const user = await getCurrentUser();
  const noStore = { headers: { "Cache-Control": "no-store" } };
  if (!user) return json(accountSummarySchema, null, noStore);
  const premium = hasPremiumAccess(user);
  return json(
    accountSummarySchema,
    {
      email: user.email,
      name: user.name,
      onboarded: user.hasCompletedOnboarding,
      premium,
      home: homePathFor({ id: user.id, role: user.role, onboarded: user.hasCompletedOnboarding, premium }),
      subscriptionTier: user.subscriptionTier,
      subscriptionStatus: user.subscriptionStatus,
      subscriptionEndDate: user.subscriptionEndDate ? user.subscriptionEndDate.toISOString() : null,
    },
    noStore,
  );
});
