/**
 * The caller's mood check-ins (premium only; access decided from the database on every request).
 *
 * POST {date, time?, score: 1..5, energy?: 1..5, tags?: string[] (<= 20), note? (<= 2,000)} -> 201 {mood}
 *   400 for an out-of-range score or energy, an unknown field, a long note, too many tags, a bad
 *   date or time, or a date after tomorrow; nothing is saved then.
 * GET ?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 400 days; the last 30 days without both) -> 200 {moods}
 */
import { requirePremium } from "@/server/auth/guards";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { createMood } from "@/server/mood/actions";
import { listMoods } from "@/server/mood/queries";
import { createMoodSchema, rangeQuerySchema } from "@/server/mood/schemas";
import { json } from "@/server/http/api-shapes/common";
import { moodListResponseSchema, moodResponseSchema } from "@/server/http/api-shapes/planner-extras";
import { addDays } from "@/lib/time/dates";
import { zonedNow } from "@/lib/time/zones";

const NO_STORE = { "Cache-Control": "no-store" };

export const POST = route(async (request) => {
  const user = await requirePremium();
  const input = parseInput(createMoodSchema, await readJson(request, 16 * 1024));
  const mood = await createMood(user, input);
  return json(moodResponseSchema, { mood }, { status: 201, headers: NO_STORE });
});

export const GET = route(async (request) => {
  const user = await requirePremium();
  const params = new URL(request.url).searchParams;
  const today = zonedNow(user.timezone).date;
  const { from, to } = parseInput(rangeQuerySchema, {
    from: params.get("from") ?? addDays(params.get("to") ?? today, -29),
    to: params.get("to") ?? today,
  });
  return json(moodListResponseSchema, { moods: await listMoods(user.id, from, to) }, { headers: NO_STORE });
});
