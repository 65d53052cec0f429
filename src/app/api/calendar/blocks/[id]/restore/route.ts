/**
 * POST -> 200 {block}: Undo of a delete. The block comes back exactly as it was (same id,
 * source, done state, habit and import links). 404 when it is not in the caller's trash.
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, route } from "@/server/http/route-handler";
import { restoreCalendarBlock } from "@/server/calendar/delete-block";
import { calendarBlockIdSchema } from "@/server/calendar/schemas";
import { json } from "@/server/http/api-shapes/common";
import { blockResponseSchema } from "@/server/http/api-shapes/calendar";

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (_request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(calendarBlockIdSchema, (await params).id);
  const block = await restoreCalendarBlock(user.id, id);
  return json(blockResponseSchema, { block }, { headers: { "Cache-Control": "no-store" } });
});
