/** GET -> 200 {enabled, reminders: [{id, name, time, at}]}: today's unanswered habit reminders, for the open app (premium only). */
import { requirePremium } from "@/server/auth/guards";
import { browserReminders } from "@/server/habits/reminder-data";
import { route } from "@/server/http/route-handler";

export const GET = route(async () => {
  const user = await requirePremium();
  return Response.json(await browserReminders(user), { headers: { "Cache-Control": "no-store" } });
});
