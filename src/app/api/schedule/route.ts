/**
 * The caller's day plan (premium only; access decided from the database on every request).
 *
 * POST {description, date: "YYYY-MM-DD", replan?: boolean}
 *   -> 200 {plan} with the saved plan {date, description, engine, blocks, unscheduled, warnings, moved?,
 *   fallback?, updatedAt}
 *   400 "Please describe your day" (empty), 413 (over 4,000 characters), 400 bad date or body,
 *   401/403 not signed in / not premium, 429 over the per-user rate limit, 422 "This description is
 *   too complex to plan; try shorter sentences" when planning runs past its time budget.
 * GET ?date=YYYY-MM-DD
 *   -> 200 {plan} with the saved plan, or 200 {plan: null} when that day has no plan yet
 *   (no plan is a normal state of a day, not an error).
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { generatePlan } from "@/server/schedule/generate-plan";
import { getPlan } from "@/server/schedule/get-plan";
import { requestLocale } from "@/i18n/request-locale";
import { dateQuerySchema, generateScheduleSchema } from "@/server/schedule/schemas";
import { json } from "@/server/http/api-shapes/common";
import { maybePlanResponseSchema, planResponseSchema } from "@/server/http/api-shapes/schedule";

const NO_STORE = { "Cache-Control": "no-store" };

export const POST = route(async (request) => {
  const user = await requirePremium();
  await consume("scheduleUser", user.id);
  const input = parseInput(generateScheduleSchema, await readJson(request, 32 * 1024));
  const plan = await generatePlan(user, input, requestLocale(request));
  return json(planResponseSchema, { plan }, { headers: NO_STORE });
});

export const GET = route(async (request) => {
  const user = await requirePremium();
  const { date } = parseInput(dateQuerySchema, { date: new URL(request.url).searchParams.get("date") ?? "" });
  const plan = await getPlan(user.id, date, requestLocale(request), user.clockFormat);
  return json(maybePlanResponseSchema, { plan }, { headers: NO_STORE });
});
