/**
 * POST {date, status: "done"|"skipped", value?, note?} -> 200 {id, date, strength, streak,
 * bestStreak, skipsLeft, checkIn, points}. Today or up to 7 days back; the same day again replaces
 * that day's check-in. 409 when no skip is left in the budget; 404 for someone else's habit.
 */
import { requirePremium } from "@/server/auth/guards";
import { recordCheckIn } from "@/server/habits/check-ins";
import { checkInSchema, habitIdSchema } from "@/server/habits/schemas";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { json } from "@/server/http/api-shapes/common";
import { checkInResultSchema } from "@/server/http/api-shapes/planner-extras";

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(habitIdSchema, (await params).id);
  const input = parseInput(checkInSchema, await readJson(request, 4096));
  return json(checkInResultSchema, await recordCheckIn(user, id, input), { headers: { "Cache-Control": "no-store" } });
});
