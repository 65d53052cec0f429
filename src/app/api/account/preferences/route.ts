import { requireUser } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { accountPreferences } from "@/server/users/account-preferences";

export const dynamic = "force-dynamic";

/** The signed-in account's language and theme, which the sign-in form applies to this browser. */
export const GET = route(async () => {
  const user = await requireUser();
  return Response.json(accountPreferences(user), { headers: { "Cache-Control": "no-store" } });
});
