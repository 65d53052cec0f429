/**
 * The caller's calendar (premium only; access decided from the database on every request).
 *
 * GET ?from=YYYY-MM-DD&to=YYYY-MM-DD (both included, at most 100 days)
 *   -> 200 {blocks: [{id, date, start: "HH:MM", end: "HH:MM", title, kind, fixed, done, source, allDay, conflict}]}
 *   sorted by date, all-day blocks first, then start time. 400 for a bad or too long range.
 *   Server-Timing: app;dur=<ms> is the handler's own time (session check, query, JSON), which
 *   bench/calendar-api.mjs reports.
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, route } from "@/server/http/route-handler";
import { jsonResponse } from "@/server/http/json-body";
import { listBlocks } from "@/server/calendar/list-blocks";
import { calendarRangeSchema } from "@/server/calendar/schemas";
import type { CalendarBlocksResponse } from "@/server/calendar/types";

export const GET = route(async (request) => {
  const began = performance.now();
  const user = await requirePremium();
  const params = new URL(request.url).searchParams;
  const range = parseInput(calendarRangeSchema, { from: params.get("from") ?? "", to: params.get("to") ?? "" });
  const body = JSON.stringify({ blocks: await listBlocks(user.id, range) } satisfies CalendarBlocksResponse);
  return jsonResponse(body, {
    headers: {
      "Cache-Control": "no-store",
      "Server-Timing": `app;dur=${(performance.now() - began).toFixed(2)}`,
    },
  });
});
