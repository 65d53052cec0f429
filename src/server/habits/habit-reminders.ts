import "server-only";
/**
 * The habit reminder e-mails: every REMINDER_INTERVAL_MS each server process looks for reminders
 * whose time has come in their user's time zone (users with notifications on, habits with a
 * reminder time and e-mail chosen, due today and not yet checked in). Each is claimed in the
 * database (one row per habit and local date) before the mail goes out, so several instances
 * send it once; a mail that fails gives the claim back and is tried again on the next run.
 */
import { formatClockTime, type ClockFormat } from "@/lib/clock";
import { and, eq } from "drizzle-orm";
import { appUrl } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { habitReminderClaims, habits, users } from "@/server/db/schema";
import { renderActionMail } from "@/server/mail/action-mail";
import { sendMail } from "@/server/mail/send-mail";
import { translate } from "@/i18n/messages";
import { toLocale } from "@/i18n/locales";
import { localizedPathname } from "@/i18n/pathname";
import { localClock } from "@/server/schedule/day-context";
import { reminderHabits } from "./reminder-data";
import { minutesOf, remindersDueNow } from "./reminders";

export const REMINDER_INTERVAL_MS = 5 * 60 * 1000;

export function habitReminderMail(
  user: { email: string; language: string; clockFormat?: ClockFormat },
  habit: { name: string; reminderTime: string | null },
) {
  const locale = toLocale(user.language);
  const time = habit.reminderTime ? formatClockTime(habit.reminderTime, locale, user.clockFormat) : "";
  const params = { name: habit.name, time };
  const t = (key: string) => translate(locale, `mail.habitReminder.${key}`, params);
  const link = `${appUrl()}${localizedPathname({ href: "/habits", locale })}`;
  return renderActionMail({
    locale,
    to: user.email,
    subject: t("subject"),
    paragraphs: [t("body")],
    action: { label: t("button"), href: link },
    footer: t("footer"),
  });
}

export interface ReminderRun {
  sent: number;
  failed: number;
}

export async function sendHabitReminders(now: Date = new Date()): Promise<ReminderRun> {
  const db = getDb();
  const owners = await db
    .selectDistinct({
      id: users.id,
      email: users.email,
      language: users.language,
      timezone: users.timezone,
      clockFormat: users.clockFormat,
    })
    .from(users)
    .innerJoin(habits, eq(habits.userId, users.id))
    .where(and(eq(users.notificationsEnabled, true), eq(users.disabled, false), eq(habits.reminderEmail, true)))
    .limit(2000);
  const run: ReminderRun = { sent: 0, failed: 0 };
  for (const owner of owners) {
    const clock = localClock(owner.timezone, now);
    const due = remindersDueNow(
      await reminderHabits([owner.id], clock.date, { emailOnly: true }),
      clock.date,
      minutesOf(clock.time),
    );
    for (const habit of due) {
      const [claimed] = await db
        .insert(habitReminderClaims)
        .values({ habitId: habit.id, date: clock.date, claimedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claimed) continue;
      try {
        await sendMail(await habitReminderMail(owner, habit));
        run.sent += 1;
      } catch (err) {
        run.failed += 1;
        console.error(
          `[habits] reminder for habit ${habit.id} failed; it will be tried again:`,
          (err as Error).message,
        );
        await db
          .delete(habitReminderClaims)
          .where(and(eq(habitReminderClaims.habitId, habit.id), eq(habitReminderClaims.date, clock.date)));
      }
    }
  }
  return run;
}

const globalForJob = globalThis as unknown as { __rhythmHabitReminderTimer?: NodeJS.Timeout };

export function startHabitReminderJob(): void {
  if (globalForJob.__rhythmHabitReminderTimer) return;
  const tick = () => {
    sendHabitReminders().catch((err: unknown) => console.error("[habits] reminders:", (err as Error).message));
  };
  globalForJob.__rhythmHabitReminderTimer = setInterval(tick, REMINDER_INTERVAL_MS);
  globalForJob.__rhythmHabitReminderTimer.unref();
  setTimeout(tick, 7_000).unref();
}
