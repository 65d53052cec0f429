/**
 * One of the caller's habits (premium only). Someone else's id answers 404.
 *
 * GET -> 200 {habit}
 * PATCH {any field of POST /api/habits, archived?: boolean} -> 200 {habit}
 * DELETE -> 204 (its check-ins go with it; its blocks in plans stay)
 */
import { requirePremium } from "@/server/auth/guards";
import { deleteHabit, updateHabit } from "@/server/habits/actions";
import { getHabitView } from "@/server/habits/queries";
import { habitIdSchema, updateHabitSchema } from "@/server/habits/schemas";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { json } from "@/server/http/api-shapes/common";
import { habitResponseSchema } from "@/server/http/api-shapes/planner-extras";

type Context = { params: Promise<{ id: string }> };
const NO_STORE = { "Cache-Control": "no-store" };

export const GET = route<Context>(async (_request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(habitIdSchema, (await params).id);
  return json(habitResponseSchema, { habit: await getHabitView(user, id) }, { headers: NO_STORE });
});

export const PATCH = route<Context>(async (request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(habitIdSchema, (await params).id);
  const input = parseInput(updateHabitSchema, await readJson(request, 8 * 1024));
  return json(habitResponseSchema, { habit: await updateHabit(user, id, input) }, { headers: NO_STORE });
});

export const DELETE = route<Context>(async (_request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(habitIdSchema, (await params).id);
  await deleteHabit(user, id);
  return new Response(null, { status: 204, headers: NO_STORE });
});
