import "server-only";
/**
 * Points for mood check-ins (rewards' mood-award.ts), kept in step with the caller's moods inside
 * the transaction that writes them. The award is keyed by the day (`mood:<date>`), so several
 * check-ins on one day earn once; it is taken back when the day's last check-in is deleted or moved
 * to another day. Only a check-in for today or the REWARD_DAYS_BACK days before earns (in the
 * user's zone): logging a forgotten evening counts, back-filling a year of moods does not.
 */
import { and, count, eq } from "drizzle-orm";
import { moods } from "@/server/db/schema";
import type { Tx } from "@/server/rewards/ledger";
import { awardForMoodCheckIn, revokeMoodCheckIn } from "@/server/rewards/mood-award";
import { addDays } from "@/lib/time/dates";

const REWARD_DAYS_BACK = 6;

function moodEarnsOn(date: string, today: string): boolean {
  return date <= today && date >= addDays(today, -REWARD_DAYS_BACK);
}

/**
 * Takes the day's award back when the day has no check-in left; otherwise, given `earn` (the
 * check-in just written and today's date), gives it when the day may earn.
 */
export async function syncMoodReward(
  tx: Tx,
  userId: string,
  date: string,
  earn: { moodId: string; today: string } | null,
): Promise<void> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(moods)
    .where(and(eq(moods.userId, userId), eq(moods.date, date)));
  if (n === 0) await revokeMoodCheckIn(tx, userId, date);
  else if (earn && moodEarnsOn(date, earn.today)) await awardForMoodCheckIn(tx, userId, earn.moodId, date);
}
