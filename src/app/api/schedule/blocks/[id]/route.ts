/**
 * One block of the caller's saved plan (premium only).
 *
 * PATCH {date, done?, start?: "HH:MM", end?: "HH:MM"} -> 200 {plan, warnings}
 *   done marks it done or not; start moves it (keeping its length); end resizes it. Times are on
 *   the 5-minute grid within 00:00-24:00 and end after start. Overlaps are allowed and come back
 *   in `warnings`. 404 when the day has no plan or the block is not in it.
 * DELETE ?date=YYYY-MM-DD -> 200 {plan}
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { requestLocale } from "@/i18n/request-locale";
import { blockIdSchema, dateQuerySchema, updateBlockSchema } from "@/server/schedule/schemas";
import { deleteBlock, updateBlock } from "@/server/schedule/update-block";
import { json } from "@/server/http/api-shapes/common";
import { maybePlanResponseSchema, planEditResponseSchema } from "@/server/http/api-shapes/schedule";

type Context = { params: Promise<{ id: string }> };
const NO_STORE = { "Cache-Control": "no-store" };

export const PATCH = route<Context>(async (request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(blockIdSchema, (await params).id);
  const input = parseInput(updateBlockSchema, await readJson(request, 4096));
  const result = await updateBlock(user.id, id, input, requestLocale(request), user.clockFormat);
  return json(planEditResponseSchema, result, { headers: NO_STORE });
});

export const DELETE = route<Context>(async (request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(blockIdSchema, (await params).id);
  const { date } = parseInput(dateQuerySchema, { date: new URL(request.url).searchParams.get("date") ?? "" });
  const plan = await deleteBlock(user.id, date, id, requestLocale(request), user.clockFormat);
  return json(maybePlanResponseSchema, { plan }, { headers: NO_STORE });
});
