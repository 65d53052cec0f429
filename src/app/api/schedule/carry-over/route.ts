/**
 * Carry over yesterday's unfinished flexible blocks into today (premium only, like /api/schedule).
 *
 * GET  -> 200 {today, yesterday, items: [{id, title, kind, start, end, minutes}]}: what is on offer
 *   (not done, not fixed, not carried over yet; "yesterday" in the user's time zone).
 * POST {ids: string[]} -> 200 {date, added, missed}: the chosen items placed into today's free time
 *   (nothing moves); ids that are not the caller's or not on offer are ignored, and accepting again
 *   adds nothing twice. 400 bad input, 401/403 not signed in / not premium, 429 rate limit.
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { acceptCarryOver, getCarryOverOffer } from "@/server/schedule/carry-over";
import { requestLocale } from "@/i18n/request-locale";
import { carryOverSchema } from "@/server/schedule/schemas";
import { json } from "@/server/http/api-shapes/common";
import { addedResponseSchema, carryOverOfferSchema } from "@/server/http/api-shapes/schedule";

const NO_STORE = { "Cache-Control": "no-store" };

export const GET = route(async () => {
  const user = await requirePremium();
  return json(carryOverOfferSchema, await getCarryOverOffer(user), { headers: NO_STORE });
});

export const POST = route(async (request) => {
  const user = await requirePremium();
  await consume("scheduleUser", user.id);
  const { ids } = parseInput(carryOverSchema, await readJson(request, 32 * 1024));
  return json(addedResponseSchema, await acceptCarryOver(user, ids, requestLocale(request)), { headers: NO_STORE });
});
