/**
 * One block of the caller's calendar (premium only). Someone else's block is a 404, as is a
 * block that does not exist.
 *
 * PATCH any of {date, start, end, title, notes, done, kind, fixed} -> 200 {block, reason, day, reward?}:
 *   the block, its reason and its day's overlaps and warnings in the caller's language (what the
 *   dashboard shows), and the points a check-off gave or took back. A new start alone keeps the
 *   length; a new date moves it to that day. Concurrent edits apply one after the other.
 * DELETE -> 204. The block goes to the caller's trash: POST .../restore brings it back as it was.
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { deleteCalendarBlock } from "@/server/calendar/delete-block";
import { calendarBlockIdSchema, updateCalendarBlockSchema } from "@/server/calendar/schemas";
import { updateCalendarBlock } from "@/server/calendar/update-block";
import { requestLocale } from "@/i18n/request-locale";
import { json } from "@/server/http/api-shapes/common";
import { blockEditResponseSchema } from "@/server/http/api-shapes/calendar";

type Context = { params: Promise<{ id: string }> };

export const PATCH = route<Context>(async (request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(calendarBlockIdSchema, (await params).id);
  const input = parseInput(updateCalendarBlockSchema, await readJson(request, 4096));
  const answer = await updateCalendarBlock(user.id, id, input, {
    locale: requestLocale(request),
    clock: user.clockFormat,
  });
  return json(blockEditResponseSchema, answer, { headers: { "Cache-Control": "no-store" } });
});

export const DELETE = route<Context>(async (_request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(calendarBlockIdSchema, (await params).id);
  await deleteCalendarBlock(user.id, id);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
