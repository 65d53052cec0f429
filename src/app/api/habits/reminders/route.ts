/** GET -> 200 {enabled, reminders: [{id, name, time, at}]}: today's unanswered habit reminders, for the open app (premium only). */
import { requirePremium } from "@/server/auth/guards";
import { browserReminders } from "@/server/habits/reminder-data";
import { route } from "@/server/http/route-handler";
import { json } from "@/server/http/api-shapes/common";
import { habitRemindersSchema } from "@/server/http/api-shapes/planner-extras";

export const GET = route(async () => {
  const user = await requirePremium();
  return json(habitRemindersSchema, await browserReminders(user), { headers: { "Cache-Control": "no-store" } });
});
