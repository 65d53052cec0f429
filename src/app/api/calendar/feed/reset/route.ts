/** POST -> {url}: a new subscription link; the old one answers 404 from now on. Premium only. */
import { requirePremium } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { resetFeedUrl } from "@/server/calendar/feed";
import { json } from "@/server/http/api-shapes/common";
import { feedUrlSchema } from "@/server/http/api-shapes/calendar";

export const POST = route(async () => {
  const user = await requirePremium();
  return json(feedUrlSchema, { url: await resetFeedUrl(user.id) }, { headers: { "Cache-Control": "no-store" } });
});
