import "server-only";
/**
 * GET /api/rewards: balance, level, badges (earned with their date, or locked with the progress
 * made), the user's rewards to buy and the recent history. Badges whose condition is met are
 * recorded here the first time they are seen (the event-driven ones are recorded when they happen).
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { rewardBalances, rewardItems, rewardLedger, userBadges } from "@/server/db/schema";
import { addDays } from "@/lib/time/dates";
import { BADGES, badgeStatuses, type BadgeCounts, type BadgeId } from "./badges";
import { levelFor } from "./levels";

export interface RewardsView {
  xp: number;
  level: number;
  levelXp: number;
  nextLevelXp: number;
  coins: number;
  badges: { id: BadgeId; earnedAt: string }[];
  locked: { id: BadgeId; progress: number; goal: number }[];
  items: { id: string; title: string; cost: number }[];
  history: {
    id: string;
    category: string;
    type: string;
    title: string | null;
    xp: number;
    coins: number;
    day: string;
    createdAt: string;
  }[];
}

const HISTORY_LENGTH = 30;
const MOOD_DAYS_GOAL = BADGES.find((b) => b.metric === "moodDays")?.goal ?? 30;

/**
 * Counted from the same rows analytics reads (days with a mood are days in `moods`), so both agree.
 * Each count stops at its badge's goal (a badge shows no more than that), so the cost does not grow
 * with years of history.
 */
async function badgeCounts(userId: string, today: string): Promise<Omit<BadgeCounts, "level">> {
  const result = await getDb().execute<Record<string, string | number | null>>(sql`
    select
      (select count(*) from (select 1 from plans where user_id = ${userId} limit 1) t) as plans,
      (select count(*) from (select 1 from habit_check_ins where user_id = ${userId} and status = 'done' limit 1) t) as habit_check_ins,
      (select coalesce(max((meta->>'streak')::int), 0) from reward_ledger where user_id = ${userId} and category = 'habit' and day >= ${addDays(today, -30)}) as best_streak,
      (select count(*) from (select 1 from blocks where user_id = ${userId} and done limit 100) t) as blocks_done,
      (select count(*) from (select 1 from reward_ledger where user_id = ${userId} and category = 'day' limit 1) t) as perfect_days,
      (select count(*) from (select distinct date from moods where user_id = ${userId} limit ${MOOD_DAYS_GOAL}) t) as mood_days,
      (select count(*) from (select 1 from reward_ledger where user_id = ${userId} and category = 'redeem' limit 1) t) as redemptions`);
  const row = result.rows[0] ?? {};
  const n = (k: string) => Number(row[k] ?? 0);
  return {
    plans: n("plans"),
    habitCheckIns: n("habit_check_ins"),
    bestStreak: n("best_streak"),
    blocksDone: n("blocks_done"),
    perfectDays: n("perfect_days"),
    moodDays: n("mood_days"),
    redemptions: n("redemptions"),
  };
}

export async function getRewards(userId: string, today: string): Promise<RewardsView> {
  const db = getDb();
  const [[balance], counts, earnedRows, items, history] = await Promise.all([
    db
      .select({ xp: rewardBalances.xp, coins: rewardBalances.coins })
      .from(rewardBalances)
      .where(eq(rewardBalances.userId, userId)),
    badgeCounts(userId, today),
    db
      .select({ badge: userBadges.badge, earnedAt: userBadges.earnedAt })
      .from(userBadges)
      .where(eq(userBadges.userId, userId)),
    db
      .select({ id: rewardItems.id, title: rewardItems.title, cost: rewardItems.cost })
      .from(rewardItems)
      .where(eq(rewardItems.userId, userId))
      .orderBy(asc(rewardItems.cost), asc(rewardItems.createdAt)),
    db
      .select()
      .from(rewardLedger)
      .where(eq(rewardLedger.userId, userId))
      .orderBy(desc(rewardLedger.createdAt), desc(rewardLedger.seq))
      .limit(HISTORY_LENGTH),
  ]);
  const xp = balance?.xp ?? 0;
  const level = levelFor(xp);
  const statuses = badgeStatuses({ ...counts, level: level.level });
  const earned = new Map(earnedRows.map((r) => [r.badge, r.earnedAt]));
  const fresh = statuses.filter((s) => s.earned && !earned.has(s.id));
  if (fresh.length > 0) {
    const now = new Date();
    await db
      .insert(userBadges)
      .values(fresh.map((s) => ({ userId, badge: s.id, earnedAt: now })))
      .onConflictDoNothing();
    for (const s of fresh) earned.set(s.id, now);
  }
  return {
    xp,
    level: level.level,
    levelXp: level.levelXp,
    nextLevelXp: level.nextLevelXp,
    coins: balance?.coins ?? 0,
    badges: statuses
      .filter((s) => earned.has(s.id))
      .map((s) => ({ id: s.id, earnedAt: earned.get(s.id)!.toISOString() })),
    locked: statuses.filter((s) => !earned.has(s.id)).map((s) => ({ id: s.id, progress: s.progress, goal: s.goal })),
    items,
    history: history.map((h) => {
      const meta = (h.meta ?? {}) as { type?: string; title?: string };
      return {
        id: h.id,
        category: h.category,
        type: meta.type ?? "award",
        title: meta.title ?? null,
        xp: h.xp,
        coins: h.coins,
        day: h.day,
        createdAt: h.createdAt.toISOString(),
      };
    }),
  };
}
