import "server-only";
/**
 * The fully-completed-day award: given when every task, event and habit block of a day (with at
 * least FULL_DAY_MIN_BLOCKS of them) is done, taken back when one is unchecked. Days after today,
 * and days more than EARN_DAYS_BACK before it, earn nothing. Call it after the blocks' done flags are written, in the same transaction.
 */
import { and, eq } from "drizzle-orm";
import { blocks, userBadges } from "@/server/db/schema";
import { award, revert, type Tx } from "./ledger";
import { dayComplete, earliestEarningDay, FULL_DAY } from "./rules";

const daySource = (date: string) => `day:${date}`;

export async function updateDayAward(tx: Tx, userId: string, date: string, today: string): Promise<void> {
  const rows = await tx
    .select({ kind: blocks.kind, done: blocks.done })
    .from(blocks)
    .where(and(eq(blocks.userId, userId), eq(blocks.date, date)));
  if (!dayComplete(rows)) {
    await revert(tx, userId, daySource(date));
    return;
  }
  // A complete day that no longer earns keeps what it earned when it was recent.
  if (date > today || date < earliestEarningDay(today)) return;
  const given = await award(tx, userId, {
    source: daySource(date),
    category: "day",
    day: date,
    points: () => FULL_DAY,
  });
  if (given.xp > 0) await tx.insert(userBadges).values({ userId, badge: "perfect-day" }).onConflictDoNothing();
}
