import "server-only";
/**
 * Export sections of the rewards: "rewardLedger" (every points entry, awards, reversals and
 * redemptions), "rewardItems" (the user's own rewards) and "badges" (earned, with the date).
 */
import { and, asc, eq, gt } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { rewardItems, rewardLedger, userBadges } from "@/server/db/schema";
import { EXPORT_BATCH_SIZE, type ExportSection, type ExportValue } from "../section";

export const rewardLedgerSection: ExportSection = {
  key: "rewardLedger",
  kind: "rewardEntry",
  many: true,
  columns: ["id", "source", "seq", "category", "day", "xp", "coins", "meta", "createdAt"],
  async *batches(userId) {
    let after = "";
    for (;;) {
      const rows = await getDb()
        .select()
        .from(rewardLedger)
        .where(and(eq(rewardLedger.userId, userId), gt(rewardLedger.id, after)))
        .orderBy(asc(rewardLedger.id))
        .limit(EXPORT_BATCH_SIZE);
      if (rows.length === 0) return;
      yield rows.map((e) => ({
        id: e.id,
        source: e.source,
        seq: e.seq,
        category: e.category,
        day: e.day,
        xp: e.xp,
        coins: e.coins,
        meta: e.meta as ExportValue,
        createdAt: e.createdAt.toISOString(),
      }));
      after = rows[rows.length - 1].id;
    }
  },
};

export const rewardItemsSection: ExportSection = {
  key: "rewardItems",
  kind: "rewardItem",
  many: true,
  columns: ["id", "title", "cost", "createdAt"],
  async *batches(userId) {
    let after = "";
    for (;;) {
      const rows = await getDb()
        .select()
        .from(rewardItems)
        .where(and(eq(rewardItems.userId, userId), gt(rewardItems.id, after)))
        .orderBy(asc(rewardItems.id))
        .limit(EXPORT_BATCH_SIZE);
      if (rows.length === 0) return;
      yield rows.map((i) => ({ id: i.id, title: i.title, cost: i.cost, createdAt: i.createdAt.toISOString() }));
      after = rows[rows.length - 1].id;
    }
  },
};

/** A handful of rows per user (one per badge), so one batch. */
export const badgesSection: ExportSection = {
  key: "badges",
  kind: "badge",
  many: true,
  columns: ["badge", "earnedAt"],
  async *batches(userId) {
    const rows = await getDb()
      .select()
      .from(userBadges)
      .where(eq(userBadges.userId, userId))
      .orderBy(asc(userBadges.earnedAt), asc(userBadges.badge));
    if (rows.length > 0) yield rows.map((b) => ({ badge: b.badge, earnedAt: b.earnedAt.toISOString() }));
  },
};
