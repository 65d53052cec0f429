/**
 * Which habit reminders are due (pure): a habit with a reminder time, due today by its schedule, not
 * checked in today, whose time has come and is at most REMINDER_WINDOW_MIN old (a server that was
 * down at 07:00 does not send the 07:00 reminder at 23:00).
 */
import { toMinutes } from "@/lib/time/clock";
import { isDue } from "./plan-habits";
import type { HabitSchedule } from "./schemas";

const REMINDER_WINDOW_MIN = 120;

export interface ReminderHabit {
  id: string;
  name: string;
  schedule: HabitSchedule;
  startDate: string;
  reminderTime: string | null;
  /** Dates with a done check-in in the last weeks, and whether today has any check-in. */
  doneDates: string[];
  checkedToday: boolean;
}

/** Today's reminders not yet answered, with the minutes from now until each (negative: already past). */
export function todaysReminders(
  habits: ReminderHabit[],
  today: string,
  nowMinutes: number,
): { habit: ReminderHabit; inMinutes: number }[] {
  return habits
    .filter((h) => h.reminderTime && !h.checkedToday && isDue(h, today, h.doneDates))
    .map((h) => ({ habit: h, inMinutes: toMinutes(h.reminderTime!) - nowMinutes }));
}

/** The reminders to send by e-mail now. */
export function remindersDueNow(habits: ReminderHabit[], today: string, nowMinutes: number): ReminderHabit[] {
  return todaysReminders(habits, today, nowMinutes)
    .filter((r) => r.inMinutes <= 0 && r.inMinutes > -REMINDER_WINDOW_MIN)
    .map((r) => r.habit);
}
