import "server-only";
/**
 * What checking or unchecking a calendar block does to habits and points, inside the transaction
 * that changes the block's done flag (call it after the flag is written):
 * - a habit's block records the habit's check-in for that day (unchecking removes it), which gives
 *   or takes back the habit's points; deleting the block does not touch the habit;
 * - any other block gives or takes back its points by the rules (rules.ts);
 * - then the day's full-completion award follows.
 */
import { and, eq } from "drizzle-orm";
import { habits, users } from "@/server/db/schema";
import { eraseCheckIn, writeCheckIn, CHECK_IN_DAYS_BACK } from "@/server/habits/check-ins";
import { habitCheckInsOf } from "@/server/habits/queries";
import { localClock, shiftDate } from "@/server/schedule/day-context";
import { updateDayAward } from "./day-award";
import { award, revert, type Tx } from "./ledger";
import {
  BLOCK_DAILY_CAP,
  blockPoints,
  blockVerdict,
  capped,
  type BlockFacts,
  type LocalNow,
  type Points,
} from "./rules";

export interface DoneBlock extends BlockFacts {
  id: string;
  title: string;
}

export const blockSource = (blockId: string) => `block:${blockId}`;

export async function localNow(tx: Tx, userId: string, at: Date): Promise<LocalNow> {
  const [user] = await tx.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  const clock = localClock(user?.timezone ?? "UTC", at);
  return { date: clock.date, minutes: clock.hour * 60 + Number(clock.time.slice(3, 5)), at };
}

async function habitBlockChanged(
  tx: Tx,
  userId: string,
  block: DoneBlock,
  done: boolean,
  today: string,
): Promise<Points> {
  if (block.date > today || block.date < shiftDate(today, -CHECK_IN_DAYS_BACK)) return { xp: 0, coins: 0 };
  const [row] = await tx
    .select()
    .from(habits)
    .where(and(eq(habits.id, block.habitId!), eq(habits.userId, userId)))
    .for("update");
  if (!row || block.date < row.startDate) return { xp: 0, coins: 0 };
  const existing = (await habitCheckInsOf(tx, userId, row.id)).find((c) => c.date === block.date);
  if (done) {
    // A check-in made on the habits page (a value, a note) stays as it is.
    if (existing?.status === "done") return { xp: 0, coins: 0 };
    return (
      await writeCheckIn(tx, userId, row, { date: block.date, status: "done", blockId: block.id }, today, {
        syncBlocks: false,
      })
    ).points;
  }
  if (existing?.status !== "done") return { xp: 0, coins: 0 };
  return (await eraseCheckIn(tx, userId, row, block.date, today, { syncBlocks: false })).points;
}

/** Returns the points given (positive) or taken back (negative) by this change. */
export async function onBlockDoneChanged(
  tx: Tx,
  userId: string,
  block: DoneBlock,
  done: boolean,
  at: Date = new Date(),
): Promise<Points> {
  const now = await localNow(tx, userId, at);
  let points: Points;
  if (block.habitId) {
    points = await habitBlockChanged(tx, userId, block, done, now.date);
  } else if (done) {
    points =
      blockVerdict(block, now) === "earns"
        ? await award(tx, userId, {
            source: blockSource(block.id),
            category: "block",
            day: block.date,
            meta: { title: block.title },
            points: (earned) => capped(blockPoints(block.endMin - block.startMin), earned, BLOCK_DAILY_CAP),
          })
        : { xp: 0, coins: 0 };
  } else {
    const back = await revert(tx, userId, blockSource(block.id));
    points = { xp: -back.xp, coins: -back.coins };
  }
  await updateDayAward(tx, userId, block.date, now.date);
  return points;
}
