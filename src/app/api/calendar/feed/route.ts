/** GET -> {url}: the caller's private calendar subscription link (created on first request). Premium only. */
import { requirePremium } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { getFeedUrl } from "@/server/calendar/feed";
import { json } from "@/server/http/api-shapes/common";
import { feedUrlSchema } from "@/server/http/api-shapes/calendar";

export const GET = route(async () => {
  const user = await requirePremium();
  return json(feedUrlSchema, { url: await getFeedUrl(user.id) }, { headers: { "Cache-Control": "no-store" } });
});
