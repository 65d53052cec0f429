import "server-only";
/** Export sections "habits" (every habit, archived ones too) and "habitCheckIns" (every check-in). */
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { habitCheckIns, habits } from "@/server/db/schema";
import { EXPORT_BATCH_SIZE, type ExportSection, type ExportValue } from "../section";

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const habitsSection: ExportSection = {
  key: "habits",
  kind: "habit",
  many: true,
  columns: [
    "id",
    "name",
    "icon",
    "color",
    "schedule",
    "targetValue",
    "targetUnit",
    "durationMinutes",
    "window",
    "reminderTime",
    "reminderEmail",
    "skipBudgetSkips",
    "skipBudgetDays",
    "startDate",
    "archivedAt",
    "createdAt",
    "updatedAt",
  ],
  async *batches(userId) {
    let after = "";
    for (;;) {
      const rows = await getDb()
        .select()
        .from(habits)
        .where(and(eq(habits.userId, userId), gt(habits.id, after)))
        .orderBy(asc(habits.id))
        .limit(EXPORT_BATCH_SIZE);
      if (rows.length === 0) return;
      yield rows.map((h) => ({
        id: h.id,
        name: h.name,
        icon: h.icon,
        color: h.color,
        schedule: h.schedule as ExportValue,
        targetValue: h.targetValue,
        targetUnit: h.targetUnit,
        durationMinutes: h.durationMinutes,
        window: (h.window ?? null) as ExportValue,
        reminderTime: h.reminderTime,
        reminderEmail: h.reminderEmail,
        skipBudgetSkips: h.skipBudgetSkips,
        skipBudgetDays: h.skipBudgetDays,
        startDate: h.startDate,
        archivedAt: iso(h.archivedAt),
        createdAt: iso(h.createdAt),
        updatedAt: iso(h.updatedAt),
      }));
      after = rows[rows.length - 1].id;
    }
  },
};

export const habitCheckInsSection: ExportSection = {
  key: "habitCheckIns",
  kind: "habitCheckIn",
  many: true,
  columns: ["habitId", "date", "status", "value", "note", "blockId", "createdAt", "updatedAt"],
  async *batches(userId) {
    // Keyset over the primary key (habit, date).
    let after: { habitId: string; date: string } | null = null;
    for (;;) {
      const rows: Array<typeof habitCheckIns.$inferSelect> = await getDb()
        .select()
        .from(habitCheckIns)
        .where(
          and(
            eq(habitCheckIns.userId, userId),
            after
              ? sql`(${habitCheckIns.habitId}, ${habitCheckIns.date}) > (${after.habitId}, ${after.date}::date)`
              : undefined,
          ),
        )
        .orderBy(asc(habitCheckIns.habitId), asc(habitCheckIns.date))
        .limit(EXPORT_BATCH_SIZE);
      if (rows.length === 0) return;
      yield rows.map((c) => ({
        habitId: c.habitId,
        date: c.date,
        status: c.status,
        value: c.value,
        note: c.note,
        blockId: c.blockId,
        createdAt: iso(c.createdAt),
        updatedAt: iso(c.updatedAt),
      }));
      const last = rows[rows.length - 1];
      after = { habitId: last.habitId, date: last.date };
    }
  },
};
