/**
 * "How Rhythm read your day": what the planner understood of the caller's day (premium only, like
 * /api/schedule; access decided from the database on every request).
 *
 * GET ?date=YYYY-MM-DD -> 200 {interpretation} (null when the day has no generated plan):
 *   each understood item with its duration, fixed time, deadline, earliest start, part of the
 *   day, what it comes after and its priority.
 * PATCH {date, taskId, edit: {op: "duration", minutes} | {op: "pin", start: "HH:MM"} | {op: "unpin"}
 *   | {op: "drop"} | {op: "restore"} | {op: "priority", priority: 1-5}}
 *   -> 200 {plan, interpretation, moved, warnings}: the edit applied, re-placing only what it
 *   affects. 400 bad input (a time off the 5-minute grid, a duration outside 5 min-12 h, a pin in
 *   the past or past midnight), 404 no plan that day or no such item, 409 the item is checked off
 *   or dropped, or the day is over; 401/403 not signed in / not premium, 413 body over 2 KB, 429
 *   over the per-user rate limit.
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { editPlanInterpretation, getInterpretation } from "@/server/schedule/edit-interpretation";
import { interpretationEditSchema } from "@/server/schedule/interpretation-schemas";
import type { InterpretationResponse } from "@/server/schedule/interpretation-types";
import { requestLocale } from "@/i18n/request-locale";
import { dateQuerySchema } from "@/server/schedule/schemas";
import { json } from "@/server/http/api-shapes/common";
import { interpretationEditResponseSchema, interpretationResponseSchema } from "@/server/http/api-shapes/schedule";

const NO_STORE = { "Cache-Control": "no-store" };

export const GET = route(async (request) => {
  const user = await requirePremium();
  const { date } = parseInput(dateQuerySchema, { date: new URL(request.url).searchParams.get("date") ?? "" });
  const body: InterpretationResponse = { interpretation: await getInterpretation(user.id, date) };
  return json(interpretationResponseSchema, body, { headers: NO_STORE });
});

export const PATCH = route(async (request) => {
  const user = await requirePremium();
  await consume("scheduleUser", user.id);
  const input = parseInput(interpretationEditSchema, await readJson(request, 2048));
  const result = await editPlanInterpretation(user, input, requestLocale(request));
  return json(interpretationEditResponseSchema, result, { headers: NO_STORE });
});
