import "server-only";
/**
 * The habit reminder e-mails: every few minutes (src/server/jobs/definitions.ts) the job looks
 * for reminders whose time has come in their user's time zone (users with notifications on, habits
 * with a reminder time and e-mail chosen, due today and not yet checked in). Each is claimed by
 * inserting one row per habit and local date in a transaction that stays open while the mail goes
 * out: a second runner's insert of the same row waits and then finds it taken, a failed mail rolls
 * the claim back, and a process that dies between claim and send leaves no claim behind (its
 * transaction rolls back with its connection), so the next run sends the mail, once. */
import { formatClockTime, type ClockFormat } from "@/lib/time/clock";
import { and, eq } from "drizzle-orm";
import { logger } from "@/server/logger";
import { appUrl } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { habitReminderClaims, habits, users } from "@/server/db/schema";
import { renderActionMail } from "@/server/mail/action-mail";
import { sendMail } from "@/server/mail/send-mail";
import { translate } from "@/i18n/messages";
import { toLocale } from "@/i18n/locales";
import { localizedPathname } from "@/i18n/pathname";
import { zonedNow } from "@/lib/time/zones";
import { reminderHabits } from "./reminder-data";
import { remindersDueNow } from "./reminders";

function habitReminderMail(
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

interface ReminderRun {
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
    const clock = zonedNow(owner.timezone, now);
    const due = remindersDueNow(
      await reminderHabits([owner.id], clock.date, { emailOnly: true }),
      clock.date,
      clock.minutes,
    );
    for (const habit of due) {
      try {
        const sent = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .insert(habitReminderClaims)
            .values({ habitId: habit.id, date: clock.date, claimedAt: now })
            .onConflictDoNothing()
            .returning();
          if (!claimed) return false;
          await sendMail(await habitReminderMail(owner, habit), tx);
          return true;
        });
        if (sent) run.sent += 1;
      } catch (err) {
        run.failed += 1;
        logger.error(
          { habitId: habit.id, err: (err as Error).message },
          "habit reminder failed; it will be tried again",
        );
      }
    }
  }
  return run;
}
