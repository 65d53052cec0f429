import { requireUser } from "@/server/auth/guards";
import { hasPremiumAccess } from "@/server/billing/entitlements";
import { route } from "@/server/http/route-handler";
import { accountPreferences } from "@/server/users/account-preferences";
import { homePathFor } from "@/lib/home-path";
import { json } from "@/server/http/api-shapes/common";
import { accountPreferencesSchema } from "@/server/http/api-shapes/account";

export const dynamic = "force-dynamic";

/**
 * The signed-in account's language and theme, which the sign-in form applies to this browser, and
 * the account's home (issue 24), where the form goes on to when no callbackUrl says otherwise.
 */
export const GET = route(async () => {
  const user = await requireUser();
  const home = homePathFor({
    id: user.id,
    role: user.role,
    onboarded: user.hasCompletedOnboarding,
    premium: hasPremiumAccess(user),
  });
  return json(
    accountPreferencesSchema,
    { ...accountPreferences(user), home },
    { headers: { "Cache-Control": "no-store" } },
  );
});
