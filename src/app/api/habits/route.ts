/**
 * The caller's habits (premium only; access decided from the database on every request).
 *
 * GET ?archived=1 -> 200 {habits: [{id, name, schedule, strength, streak, bestStreak, skipsLeft,
 *   today: {status, value, note} | null, ...settings, completion30, completion90, heatmap}]}
 * POST {name, schedule, target?, durationMinutes?, window?, reminderTime?, skipBudget?, ...} -> 201 {habit}
 *   400 with a message for a bad schedule, window, time or value (nothing saved).
 */
import { requirePremium } from "@/server/auth/guards";
import { createHabit } from "@/server/habits/actions";
import { listHabits } from "@/server/habits/queries";
import { createHabitSchema } from "@/server/habits/schemas";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { json } from "@/server/http/api-shapes/common";
import { habitListSchema, habitResponseSchema } from "@/server/http/api-shapes/planner-extras";

const NO_STORE = { "Cache-Control": "no-store" };

export const GET = route(async (request) => {
  const started = performance.now();
  const user = await requirePremium();
  const includeArchived = new URL(request.url).searchParams.get("archived") === "1";
  const habits = await listHabits(user, { includeArchived });
  // The handler's own time, for bench/habits-api.mjs (and browser dev tools).
  return json(
    habitListSchema,
    { habits },
    { headers: { ...NO_STORE, "Server-Timing": `app;dur=${(performance.now() - started).toFixed(1)}` } },
  );
});

export const POST = route(async (request) => {
  const user = await requirePremium();
  const input = parseInput(createHabitSchema, await readJson(request, 8 * 1024));
  return json(habitResponseSchema, { habit: await createHabit(user, input) }, { status: 201, headers: NO_STORE });
});
