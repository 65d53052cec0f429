import "server-only";
/**
 * Points for a mood check-in, for the mood feature to call inside its own transaction: once per day
 * (keyed by the day, so editing the day's mood earns nothing more), and taken back if it is deleted.
 */
import { award, revert, type Tx } from "./ledger";
import { MOOD, type Points } from "./rules";

const moodSource = (date: string) => `mood:${date}`;

export async function awardForMoodCheckIn(tx: Tx, userId: string, moodId: string, date: string): Promise<Points> {
  return award(tx, userId, {
    source: moodSource(date),
    category: "mood",
    day: date,
    meta: { moodId },
    points: () => MOOD,
  });
}

export async function revokeMoodCheckIn(tx: Tx, userId: string, date: string): Promise<Points> {
  return revert(tx, userId, moodSource(date));
}
