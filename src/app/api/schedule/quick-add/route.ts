/**
 * Quick add to a day (premium only, like /api/schedule; access decided from the database).
 *
 * POST {description, date: "YYYY-MM-DD", start?: "HH:MM", minutes?: number}
 *   -> 200 {date, added: BlockView[], missed: MissView[]}: the new block(s), placed by the planner
 *   into the day's free time without moving anything, and what did not fit with the reason in
 *   words and the suggestions (nearest slot, a shorter piece, the next day). `start` (and
 *   `minutes`) place the item at an accepted suggestion. `otherDay: {date, id}` names the item of the
 *   caller's plan of that date listed for another day: once added, it leaves that list.
 *   400 empty or bad input, 413 too long, 401/403 not signed in / not premium, 429 rate limit.
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { quickAddBlocks } from "@/server/schedule/quick-add";
import { requestLocale } from "@/i18n/request-locale";
import { quickAddSchema } from "@/server/schedule/schemas";
import { json } from "@/server/http/api-shapes/common";
import { addedResponseSchema } from "@/server/http/api-shapes/schedule";

export const POST = route(async (request) => {
  const user = await requirePremium();
  await consume("scheduleUser", user.id);
  const input = parseInput(quickAddSchema, await readJson(request, 32 * 1024));
  const result = await quickAddBlocks(user, input, requestLocale(request));
  return json(addedResponseSchema, result, { headers: { "Cache-Control": "no-store" } });
});
