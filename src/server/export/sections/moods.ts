import "server-only";
/** Export section "moods": every mood check-in. */
import { and, asc, eq, gt } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { moods } from "@/server/db/schema";
import { toMoodEntry } from "@/server/mood/mood-view";
import { EXPORT_BATCH_SIZE, type ExportSection } from "../section";

export const moodsSection: ExportSection = {
  key: "moods",
  kind: "mood",
  many: true,
  columns: ["id", "date", "time", "score", "energy", "tags", "note", "createdAt", "updatedAt"],
  async *batches(userId) {
    let after = "";
    for (;;) {
      const rows = await getDb()
        .select()
        .from(moods)
        .where(and(eq(moods.userId, userId), gt(moods.id, after)))
        .orderBy(asc(moods.id))
        .limit(EXPORT_BATCH_SIZE);
      if (rows.length === 0) return;
      yield rows.map((r) => ({ ...toMoodEntry(r) }));
      after = rows[rows.length - 1].id;
    }
  },
};
