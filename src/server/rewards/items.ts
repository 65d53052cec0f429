import "server-only";
/**
 * The user's own rewards (Habitica-style): define one with a price in coins, delete it, redeem it.
 * A redemption spends coins under the lock on the user's balance row, so two concurrent
 * redemptions of the last coins cannot both succeed: one gets 409.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { rewardItems, userBadges } from "@/server/db/schema";
import { spend } from "./ledger";
import { MAX_REWARD_ITEMS, type CreateRewardItemInput } from "./schemas";

const itemNotFound = () => notFound("rewards.errors.notFound");

export async function createRewardItem(userId: string, input: CreateRewardItemInput) {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reward-items:${userId}`}))`);
    const [{ n }] = await tx.select({ n: count() }).from(rewardItems).where(eq(rewardItems.userId, userId));
    if (n >= MAX_REWARD_ITEMS) throw conflict("rewards.errors.tooMany");
    const [row] = await tx.insert(rewardItems).values({ userId, title: input.title, cost: input.cost }).returning();
    return { id: row.id, title: row.title, cost: row.cost };
  });
}

export async function deleteRewardItem(userId: string, itemId: string): Promise<void> {
  const rows = await getDb()
    .delete(rewardItems)
    .where(and(eq(rewardItems.id, itemId), eq(rewardItems.userId, userId)))
    .returning({ id: rewardItems.id });
  if (rows.length === 0) throw itemNotFound();
}

interface Redemption {
  id: string;
  title: string;
  cost: number;
  coins: number;
}

export async function redeemRewardItem(userId: string, itemId: string, today: string): Promise<Redemption> {
  return getDb().transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(rewardItems)
      .where(and(eq(rewardItems.id, itemId), eq(rewardItems.userId, userId)));
    if (!item) throw itemNotFound();
    const id = crypto.randomUUID();
    if (!(await spend(tx, userId, `redeem:${id}`, today, item.cost, item.title)))
      throw conflict("rewards.errors.notEnoughCoins");
    await tx.insert(userBadges).values({ userId, badge: "first-reward" }).onConflictDoNothing();
    const [{ coins }] = await tx
      .execute<{ coins: number }>(sql`select coins from reward_balances where user_id = ${userId}`)
      .then((r) => r.rows);
    return { id, title: item.title, cost: item.cost, coins: Number(coins) };
  });
}
