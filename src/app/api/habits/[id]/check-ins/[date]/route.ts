/** DELETE -> 200 {id, date, strength, streak, ..., checkIn: null, points}: undoes that day's check-in (and its points). */
import { requirePremium } from "@/server/auth/guards";
import { removeCheckIn } from "@/server/habits/check-ins";
import { checkInDateSchema, habitIdSchema } from "@/server/habits/schemas";
import { parseInput, route } from "@/server/http/route-handler";
import { json } from "@/server/http/api-shapes/common";
import { checkInResultSchema } from "@/server/http/api-shapes/planner-extras";

type Context = { params: Promise<{ id: string; date: string }> };

export const DELETE = route<Context>(async (_request, { params }) => {
  const user = await requirePremium();
  const p = await params;
  const id = parseInput(habitIdSchema, p.id);
  const date = parseInput(checkInDateSchema, p.date);
  return json(checkInResultSchema, await removeCheckIn(user, id, date), { headers: { "Cache-Control": "no-store" } });
});
