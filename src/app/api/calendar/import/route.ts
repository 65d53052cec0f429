/**
 * POST with Content-Type text/calendar (an .ics file, at most 2 MB) -> 200 {imported, skipped}.
 * Premium only. The file's events in the next 90 days become fixed blocks (source import); see
 * src/server/calendar/import-ics.ts. 413 over 2 MB, 400 for a file that is not a calendar or has
 * more than 5,000 events; nothing is changed then. Importing the same file again adds nothing.
 */
import { requirePremium } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { importCalendar } from "@/server/calendar/import-ics";
import { readCalendarBody } from "@/server/calendar/read-body";
import { json } from "@/server/http/api-shapes/common";
import { calendarImportResultSchema } from "@/server/http/api-shapes/calendar";

export const POST = route(
  async (request) => {
    const user = await requirePremium();
    await consume("calendarImportUser", user.id);
    const text = await readCalendarBody(request);
    const result = await importCalendar(user, text);
    return json(calendarImportResultSchema, result, { headers: { "Cache-Control": "no-store" } });
    // text/calendar needs a CORS preflight like JSON does, so it is as safe from cross-site posts.
  },
  { bodyTypes: ["text/calendar"] },
);
