/**
 * POST -> 200 {block, reason, day}: Undo of a delete. The block comes back exactly as it was (same
 * id, source, done state, habit and import links), with its reason and its day's overlaps and
 * warnings in the caller's language (as a PATCH answers). 404 when it is not in the caller's trash.
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, route } from "@/server/http/route-handler";
import { restoreCalendarBlock } from "@/server/calendar/delete-block";
import { calendarBlockIdSchema } from "@/server/calendar/schemas";
import { requestLocale } from "@/i18n/request-locale";
import { json } from "@/server/http/api-shapes/common";
import { blockRestoreResponseSchema } from "@/server/http/api-shapes/calendar";

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(calendarBlockIdSchema, (await params).id);
  const answer = await restoreCalendarBlock(user.id, id, { locale: requestLocale(request), clock: user.clockFormat });
  return json(blockRestoreResponseSchema, answer, { headers: { "Cache-Control": "no-store" } });
});
