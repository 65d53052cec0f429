import "server-only";
/** Export section "profile": the account's own facts and preferences (no password hash or tokens). */
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import type { ExportSection } from "../section";

export const profileSection: ExportSection = {
  key: "profile",
  kind: "profile",
  many: false,
  columns: [
    "email",
    "name",
    "timezone",
    "wakeTime",
    "bedTime",
    "workStart",
    "workEnd",
    "focusTime",
    "goals",
    "theme",
    "language",
    "notificationsEnabled",
    "subscriptionTier",
    "subscriptionStatus",
    "subscriptionEndDate",
    "createdAt",
  ],
  async *batches(userId) {
    const [u] = await getDb().select().from(users).where(eq(users.id, userId));
    if (!u) return;
    yield [
      {
        email: u.email,
        name: u.name,
        timezone: u.timezone,
        wakeTime: u.wakeTime,
        bedTime: u.bedTime,
        workStart: u.workStart,
        workEnd: u.workEnd,
        focusTime: u.focusTime,
        goals: u.goals,
        theme: u.theme,
        language: u.language,
        notificationsEnabled: u.notificationsEnabled,
        subscriptionTier: u.subscriptionTier,
        subscriptionStatus: u.subscriptionStatus,
        subscriptionEndDate: u.subscriptionEndDate?.toISOString() ?? null,
        createdAt: u.createdAt.toISOString(),
      },
    ];
  },
};
