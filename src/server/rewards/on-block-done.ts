import "server-only";
/**
 * What checking or unchecking a calendar block does to habits and points, inside the transaction
 * that changes the block's done flag (call it after the flag is written):
 * - a habit's block records the habit's check-in for that day (unchecking removes it), which gives
 *   or takes back the habit's points; deleting the block does not touch the habit;
 * - any other block gives or takes back its points by the rules (rules.ts);
 * - then the day's full-completion award follows.
 * A check-off that earns nothing says why (`reason`), so the answer and the UI can tell the user.
 */
import { and, eq } from "drizzle-orm";
import { habits, users } from "@/server/db/schema";
import { eraseCheckIn, writeCheckIn, CHECK_IN_DAYS_BACK } from "@/server/habits/check-ins";
import { habitCheckInsOf } from "@/server/habits/queries";
import { addDays } from "@/lib/time/dates";
import { zonedNow } from "@/lib/time/zones";
import { updateDayAward } from "./day-award";
import { award, revert, type Tx } from "./ledger";
import {
  BLOCK_DAILY_CAP,
  blockPoints,
  blockVerdict,
  capped,
  type BlockFacts,
  type LocalNow,
  type NoRewardReason,
  type Points,
} from "./rules";

/** Points given (positive) or taken back (negative), and for a check-off that gave none, why. */
interface BlockReward extends Points {
  reason?: NoRewardReason;
}

const NOTHING: Points = { xp: 0, coins: 0 };
const nothing = (reason: NoRewardReason): BlockReward => ({ ...NOTHING, reason });
const VERDICT_REASONS = {
  future: "future",
  instant: "instant",
  "no-points": "no-points",
  "too-old": "too-old",
} as const;

interface DoneBlock extends BlockFacts {
  id: string;
  title: string;
}

const blockSource = (blockId: string) => `block:${blockId}`;

async function localNow(tx: Tx, userId: string, at: Date): Promise<LocalNow> {
  const [user] = await tx.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return { ...zonedNow(user?.timezone, at), at };
}

async function habitBlockChanged(
  tx: Tx,
  userId: string,
  block: DoneBlock,
  done: boolean,
  today: string,
): Promise<BlockReward> {
  if (block.date > today) return done ? nothing("future") : NOTHING;
  if (block.date < addDays(today, -CHECK_IN_DAYS_BACK)) return done ? nothing("too-old") : NOTHING;
  const [row] = await tx
    .select()
    .from(habits)
    .where(and(eq(habits.id, block.habitId!), eq(habits.userId, userId)))
    .for("update");
  if (!row || block.date < row.startDate) return done ? nothing("no-points") : NOTHING;
  const existing = (await habitCheckInsOf(tx, userId, row.id, block.date)).find((c) => c.date === block.date);
  if (done) {
    // A check-in made on the habits page (a value, a note) stays as it is.
    if (existing?.status === "done") return nothing("already-earned");
    const { points } = await writeCheckIn(
      tx,
      userId,
      row,
      { date: block.date, status: "done", blockId: block.id },
      today,
      {
        syncBlocks: false,
      },
    );
    return points.xp > 0 || points.coins > 0 ? points : { ...points, reason: "daily-cap" };
  }
  if (existing?.status !== "done") return NOTHING;
  return (await eraseCheckIn(tx, userId, row, block.date, today, { syncBlocks: false })).points;
}

async function plainBlockDone(tx: Tx, userId: string, block: DoneBlock, now: LocalNow): Promise<BlockReward> {
  const verdict = blockVerdict(block, now);
  if (verdict !== "earns") return verdict === "habit" ? NOTHING : nothing(VERDICT_REASONS[verdict]);
  const given = await award(tx, userId, {
    source: blockSource(block.id),
    category: "block",
    day: block.date,
    meta: { title: block.title },
    points: (earned) => capped(blockPoints(block.endMin - block.startMin), earned, BLOCK_DAILY_CAP),
  });
  return given.xp > 0 || given.coins > 0 ? given : nothing("daily-cap");
}

/** Returns the points given (positive) or taken back (negative) by this change, and why none for a check-off that earned nothing. */
export async function onBlockDoneChanged(
  tx: Tx,
  userId: string,
  block: DoneBlock,
  done: boolean,
  at: Date = new Date(),
): Promise<BlockReward> {
  const now = await localNow(tx, userId, at);
  let points: BlockReward;
  if (block.habitId) {
    points = await habitBlockChanged(tx, userId, block, done, now.date);
  } else if (done) {
    points = await plainBlockDone(tx, userId, block, now);
  } else {
    const back = await revert(tx, userId, blockSource(block.id));
    points = { xp: -back.xp, coins: -back.coins };
  }
  await updateDayAward(tx, userId, block.date, now.date);
  return points;
}
