import "server-only";
/** Reads the habits with reminders (with their recent check-ins) for the browser list and the e-mail job. */
import { and, eq, gte, inArray, isNotNull, isNull } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { habitCheckIns, habits } from "@/server/db/schema";
import { addDays } from "@/lib/time/dates";
import { zonedNow } from "@/lib/time/zones";
import { readSchedule } from "./habit-view";
import { todaysReminders, type ReminderHabit } from "./reminders";

export async function reminderHabits(
  userIds: string[],
  today: string,
  options: { emailOnly?: boolean } = {},
): Promise<(ReminderHabit & { userId: string })[]> {
  if (userIds.length === 0) return [];
  const db = getDb();
  const conditions = [inArray(habits.userId, userIds), isNull(habits.archivedAt), isNotNull(habits.reminderTime)];
  if (options.emailOnly) conditions.push(eq(habits.reminderEmail, true));
  const rows = await db
    .select()
    .from(habits)
    .where(and(...conditions));
  if (rows.length === 0) return [];
  const checks = await db
    .select({ habitId: habitCheckIns.habitId, date: habitCheckIns.date, status: habitCheckIns.status })
    .from(habitCheckIns)
    .where(
      and(
        inArray(
          habitCheckIns.habitId,
          rows.map((r) => r.id),
        ),
        gte(habitCheckIns.date, addDays(today, -31)),
      ),
    );
  return rows.map((r) => {
    const mine = checks.filter((c) => c.habitId === r.id);
    return {
      userId: r.userId,
      id: r.id,
      name: r.name,
      schedule: readSchedule(r.schedule),
      startDate: r.startDate,
      reminderTime: r.reminderTime,
      doneDates: mine.filter((c) => c.status === "done").map((c) => c.date),
      checkedToday: mine.some((c) => c.date === today),
    };
  });
}

interface BrowserReminder {
  id: string;
  name: string;
  time: string;
  /** When to show it (an instant), from the user's wall clock. */
  at: string;
}

/** GET /api/habits/reminders: today's unanswered reminders of the caller, for the open app to show. */
export async function browserReminders(
  user: { id: string; timezone: string; notificationsEnabled: boolean },
  now = new Date(),
): Promise<{ enabled: boolean; reminders: BrowserReminder[] }> {
  if (!user.notificationsEnabled) return { enabled: false, reminders: [] };
  const clock = zonedNow(user.timezone, now);
  const nowMinutes = clock.minutes;
  const list = todaysReminders(await reminderHabits([user.id], clock.date), clock.date, nowMinutes);
  return {
    enabled: true,
    reminders: list
      .filter((r) => r.inMinutes >= 0)
      .map((r) => ({
        id: r.habit.id,
        name: r.habit.name,
        time: r.habit.reminderTime!,
        at: new Date(now.getTime() + r.inMinutes * 60_000 - now.getSeconds() * 1000).toISOString(),
      })),
  };
}
