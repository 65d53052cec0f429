import "server-only";
/**
 * Export section "plans": each planned day's description, engine and unscheduled items. The
 * day's blocks are in the "blocks" section (the blocks table), joined by date.
 */
import { and, asc, eq, gt } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { plans } from "@/server/db/schema";
import { EXPORT_BATCH_SIZE, type ExportSection } from "../section";

export const plansSection: ExportSection = {
  key: "plans",
  kind: "plan",
  many: true,
  columns: ["id", "date", "description", "engine", "unscheduled", "createdAt", "updatedAt"],
  async *batches(userId) {
    let after = "";
    for (;;) {
      const rows = await getDb()
        .select({
          id: plans.id,
          date: plans.date,
          description: plans.description,
          engine: plans.engine,
          unscheduled: plans.unscheduled,
          createdAt: plans.createdAt,
          updatedAt: plans.updatedAt,
        })
        .from(plans)
        .where(and(eq(plans.userId, userId), gt(plans.id, after)))
        .orderBy(asc(plans.id))
        .limit(EXPORT_BATCH_SIZE);
      if (rows.length === 0) return;
      yield rows.map((r) => ({
        ...r,
        unscheduled: r.unscheduled as unknown[],
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      }));
      after = rows[rows.length - 1].id;
    }
  },
};
