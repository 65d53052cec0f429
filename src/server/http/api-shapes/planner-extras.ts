import "server-only";
/** The answers of habits, rewards, moods and analytics (premium pages). */
import { z } from "zod";
import { moodEntrySchema } from "@/server/mood/response-schemas";

export { moodListResponseSchema, moodOverviewSchema } from "@/server/mood/response-schemas";

/** POST /api/moods (201) and PATCH /api/moods/{id}. */
export const moodResponseSchema = z.strictObject({ mood: moodEntrySchema });

const todayCheckIn = z.object({ status: z.string(), value: z.number().nullable(), note: z.string().nullable() });
const points = z.object({ xp: z.number(), coins: z.number() });

/** HabitView: the settings of POST /api/habits and the numbers worked out from the check-ins. */
export const habitSchema = z.object({
  id: z.string(),
  name: z.string(),
  strength: z.number(),
  streak: z.number(),
  bestStreak: z.number(),
  skipsLeft: z.number(),
  today: todayCheckIn.nullable(),
  completion30: z.number().nullable(),
  completion90: z.number().nullable(),
  heatmap: z.object({ from: z.string(), cells: z.string() }),
});

export const habitResponseSchema = z.object({ habit: habitSchema });
export const habitListSchema = z.object({ habits: z.array(habitSchema) });

/** POST /api/habits/{id}/check-ins and DELETE .../check-ins/{date}: the habit's numbers after it. */
export const checkInResultSchema = z.object({
  id: z.string(),
  date: z.string(),
  strength: z.number(),
  streak: z.number(),
  bestStreak: z.number(),
  skipsLeft: z.number(),
  checkIn: todayCheckIn.nullable(),
  points,
});

export const habitRemindersSchema = z.object({
  enabled: z.boolean(),
  reminders: z.array(z.object({ id: z.string(), name: z.string(), time: z.string(), at: z.string() })),
});

const rewardItem = z.strictObject({ id: z.string(), title: z.string(), cost: z.number() });

export const rewardsSchema = z.object({
  xp: z.number(),
  level: z.number(),
  levelXp: z.number(),
  nextLevelXp: z.number(),
  coins: z.number(),
  badges: z.array(z.object({ id: z.string(), earnedAt: z.string() })),
  locked: z.array(z.object({ id: z.string(), progress: z.number(), goal: z.number() })),
  items: z.array(rewardItem),
  history: z.array(z.object({ id: z.string(), category: z.string(), type: z.string(), xp: z.number() })),
});

export const rewardItemResponseSchema = z.strictObject({ item: rewardItem });
/** POST /api/rewards/items/{id}/redeem: the reward and the coins left. */
export const redemptionSchema = rewardItem.extend({ coins: z.number() });

/** GET /api/analytics: per-day figures and the charts' series (see src/server/analytics/). */
export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  today: z.string(),
  days: z.array(
    z.object({ date: z.string(), hasPlan: z.boolean(), plannedMinutes: z.number(), doneMinutes: z.number() }),
  ),
});
