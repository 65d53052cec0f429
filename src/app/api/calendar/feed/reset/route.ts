/** POST -> {url}: a new subscription link; the old one answers 404 from now on. Premium only. */
import { requirePremium } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { resetFeedUrl } from "@/server/calendar/feed";

export const POST = route(async () => {
  const user = await requirePremium();
  return Response.json({ url: await resetFeedUrl(user.id) }, { headers: { "Cache-Control": "no-store" } });
});
