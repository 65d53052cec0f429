import "server-only";
/**
 * The append-only points ledger. Every write first locks the user's balance row, so one user's
 * awards, reversals and redemptions are applied one after the other; each entry is keyed by
 * (user, source, seq) with a unique index, and the balance row is updated in the same transaction.
 *
 * award(source) gives the points once: while the source's last entry is an award, awarding it again
 * does nothing. revert(source) appends the opposite of what the source holds (coins only as far as
 * the balance allows: spent coins stay spent, and are then not given again by the next award).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rewardBalances, rewardLedger } from "@/server/db/schema";
import type { Points } from "./rules";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Category = "block" | "habit" | "day" | "mood" | "redeem";

interface EntryMeta {
  type: "award" | "reversal" | "redeem";
  title?: string;
  streak?: number;
  [key: string]: unknown;
}

/** The user's balance, locked until the transaction ends (created at zero the first time). */
async function lockBalance(tx: Tx, userId: string): Promise<Points> {
  await tx.insert(rewardBalances).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ xp: rewardBalances.xp, coins: rewardBalances.coins })
    .from(rewardBalances)
    .where(eq(rewardBalances.userId, userId))
    .for("update");
  return row;
}

async function sourceState(tx: Tx, userId: string, source: string) {
  const rows = await tx
    .select({ seq: rewardLedger.seq, xp: rewardLedger.xp, coins: rewardLedger.coins, meta: rewardLedger.meta })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.userId, userId), eq(rewardLedger.source, source)))
    .orderBy(desc(rewardLedger.seq));
  const net = rows.reduce((n, r) => ({ xp: n.xp + r.xp, coins: n.coins + r.coins }), { xp: 0, coins: 0 });
  const lastType = (rows[0]?.meta as EntryMeta | undefined)?.type;
  return { seq: rows[0]?.seq ?? 0, net, active: lastType === "award" };
}

async function append(
  tx: Tx,
  userId: string,
  entry: { source: string; seq: number; category: Category; day: string; points: Points; meta: EntryMeta },
) {
  await tx.insert(rewardLedger).values({
    userId,
    source: entry.source,
    seq: entry.seq,
    category: entry.category,
    day: entry.day,
    xp: entry.points.xp,
    coins: entry.points.coins,
    meta: entry.meta,
  });
  await tx
    .update(rewardBalances)
    .set({
      xp: sql`${rewardBalances.xp} + ${entry.points.xp}`,
      coins: sql`${rewardBalances.coins} + ${entry.points.coins}`,
      updatedAt: new Date(),
    })
    .where(eq(rewardBalances.userId, userId));
}

/** XP and coins earned in a category on a day (for the daily caps), net of reversals. */
async function earnedOn(tx: Tx, userId: string, category: Category, day: string): Promise<Points> {
  const [row] = await tx
    .select({
      xp: sql<string>`coalesce(sum(${rewardLedger.xp}), 0)`,
      coins: sql<string>`coalesce(sum(${rewardLedger.coins}), 0)`,
    })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.userId, userId), eq(rewardLedger.category, category), eq(rewardLedger.day, day)));
  return { xp: Number(row.xp), coins: Number(row.coins) };
}

interface AwardRequest {
  source: string;
  category: Category;
  day: string;
  meta?: Omit<EntryMeta, "type">;
  /** The points, given what was already earned that day (called under the balance lock). */
  points: (earnedToday: Points) => Points;
}

/** Gives the source's points unless it holds them already; returns what was given (zero when nothing). */
export async function award(tx: Tx, userId: string, request: AwardRequest): Promise<Points> {
  await lockBalance(tx, userId);
  const state = await sourceState(tx, userId, request.source);
  if (state.active) return { xp: 0, coins: 0 };
  // What this source still holds (coins that could not be taken back) counts towards today's total.
  const earned = await earnedOn(tx, userId, request.category, request.day);
  const wanted = request.points({ xp: earned.xp - state.net.xp, coins: earned.coins - state.net.coins });
  const points = { xp: wanted.xp - state.net.xp, coins: Math.max(0, wanted.coins - state.net.coins) };
  if (wanted.xp <= 0 && wanted.coins <= 0) return { xp: 0, coins: 0 };
  await append(tx, userId, {
    source: request.source,
    seq: state.seq + 1,
    category: request.category,
    day: request.day,
    points,
    meta: { ...request.meta, type: "award" },
  });
  return points;
}

/** Takes back what the source holds, if it holds an award; returns what was taken (as positive numbers). */
export async function revert(tx: Tx, userId: string, source: string): Promise<Points> {
  const balance = await lockBalance(tx, userId);
  const state = await sourceState(tx, userId, source);
  if (!state.active) return { xp: 0, coins: 0 };
  const [first] = await tx
    .select({ category: rewardLedger.category, day: rewardLedger.day, meta: rewardLedger.meta })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.userId, userId), eq(rewardLedger.source, source), eq(rewardLedger.seq, state.seq)));
  const back = { xp: state.net.xp, coins: Math.min(state.net.coins, balance.coins) };
  const { title } = first.meta as EntryMeta;
  await append(tx, userId, {
    source,
    seq: state.seq + 1,
    category: first.category as Category,
    day: first.day,
    points: { xp: -back.xp, coins: -back.coins },
    meta: { type: "reversal", ...(title ? { title } : {}) },
  });
  return back;
}

/** Spends coins (a redemption); false when the balance is short. Nothing else may spend. */
export async function spend(
  tx: Tx,
  userId: string,
  source: string,
  day: string,
  coins: number,
  title: string,
): Promise<boolean> {
  const balance = await lockBalance(tx, userId);
  if (balance.coins < coins) return false;
  await append(tx, userId, {
    source,
    seq: 1,
    category: "redeem",
    day,
    points: { xp: 0, coins: -coins },
    meta: { type: "redeem", title },
  });
  return true;
}
