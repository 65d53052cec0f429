import "server-only";
/** Export section "blocks": every calendar block (planned, manual, imported, habit), times as HH:MM. */
import { fromMinutes } from "@/lib/time/clock";
import { and, asc, eq, gt } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { blocks } from "@/server/db/schema";

import { EXPORT_BATCH_SIZE, type ExportSection } from "../section";

export const blocksSection: ExportSection = {
  key: "blocks",
  kind: "block",
  many: true,
  columns: [
    "id",
    "date",
    "start",
    "end",
    "allDay",
    "title",
    "blockKind",
    "fixed",
    "done",
    "doneAt",
    "source",
    "habitId",
  ],
  async *batches(userId) {
    let after = "";
    for (;;) {
      const rows = await getDb()
        .select()
        .from(blocks)
        .where(and(eq(blocks.userId, userId), gt(blocks.id, after)))
        .orderBy(asc(blocks.id))
        .limit(EXPORT_BATCH_SIZE);
      if (rows.length === 0) return;
      yield rows.map((b) => ({
        id: b.id,
        date: b.date,
        start: fromMinutes(b.startMin),
        end: fromMinutes(b.endMin),
        allDay: b.allDay,
        title: b.title,
        blockKind: b.kind,
        fixed: b.fixed,
        done: b.done,
        doneAt: b.doneAt?.toISOString() ?? null,
        source: b.source,
        habitId: b.habitId,
      }));
      after = rows[rows.length - 1].id;
    }
  },
};
