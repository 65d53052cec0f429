import "server-only";
/** Work each domain wants done once the database is migrated (secrets, seeding, warnings). */
import { env } from "@/lib/env";
import { initAuthSecret } from "./auth/secret";
import { startTrialReminderJob } from "./billing/trial-reminders";
import { mailboxWarnings } from "./mail/mailbox";
import { startHabitReminderJob } from "./habits/habit-reminders";
import { startDemoConversionJob } from "./billing/demo-invoices";
import { billingMode } from "./billing/stripe";
import { mailboxEnabled } from "./mail/send-mail";
import { seedDemoAccounts } from "./users/seed-demo";
import { calendarSubscriptionRefreshJob } from "./calendar/subscriptions/jobs";
import { startIntervalJob } from "./interval-jobs";
import { pushReminderJob } from "./push/reminder-jobs";

export const startupHooks: Array<() => Promise<void>> = [
  async () => {
    await initAuthSecret();
  },
  seedDemoAccounts,
  async () => {
    const e = env();
    if (e.SMTP_URL) return;
    if (mailboxEnabled()) console.log(`[rhythm] no SMTP_URL: mail goes to the local mailbox at /dev/mailbox`);
    for (const line of mailboxWarnings()) console.warn(line);
  },
  async () => {
    // Every instance runs it; each reminder is claimed in the database, so it goes out once.
    startTrialReminderJob();
  },
  async () => {
    // Habit reminder e-mails: claimed per habit and day in the database, so each goes out once.
    startHabitReminderJob();
    if (billingMode() === "demo") startDemoConversionJob();
  },
  async () => {
    // TEMPORARY interval runner (issue 27): the coordinator moves these to the job queue at merge.
    startIntervalJob(calendarSubscriptionRefreshJob, 60_000);
    startIntervalJob(pushReminderJob, 60_000);
  },
];
