/**
 * One of the caller's mood check-ins (premium only).
 *
 * PATCH {date?, time?, score?, energy?, tags?, note?} -> 200 {mood} (same rules as POST; null clears
 *   time, energy and note). DELETE -> 204. Someone else's id, or an unknown one: 404.
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { deleteMood, updateMood } from "@/server/mood/actions";
import { moodIdSchema, updateMoodSchema } from "@/server/mood/schemas";
import { json } from "@/server/http/api-shapes/common";
import { moodResponseSchema } from "@/server/http/api-shapes/planner-extras";

type Context = { params: Promise<{ id: string }> };
const NO_STORE = { "Cache-Control": "no-store" };

export const PATCH = route<Context>(async (request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(moodIdSchema, (await params).id);
  const input = parseInput(updateMoodSchema, await readJson(request, 16 * 1024));
  return json(moodResponseSchema, { mood: await updateMood(user, id, input) }, { headers: NO_STORE });
});

export const DELETE = route<Context>(async (_request, { params }) => {
  const user = await requirePremium();
  const id = parseInput(moodIdSchema, (await params).id);
  await deleteMood(user.id, id);
  return new Response(null, { status: 204, headers: NO_STORE });
});
