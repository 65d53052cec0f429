import "server-only";
/**
 * Every background job, in one list. A job is a name, a cron schedule (five fields, UTC) and a
 * `run` that does one pass of the work and throws when any of it failed (the runner then retries
 * it with backoff). The runner (jobs/start-jobs.ts) is pg-boss on a PostgreSQL server: one
 * schedule for the whole fleet, each run done by one instance, a run lost with its process retried
 * after `expireInSeconds`. On the embedded database the in-process runner runs the same list.
 *
 * To add a job: write its pass as a function in its domain (safe to run twice or concurrently: it
 * claims each piece of work in the database), and add one entry below. Nothing else changes.
 */
import { billingMode } from "@/server/billing/stripe";
import { convertEndedDemoTrials } from "@/server/billing/demo-invoices";
import { sendTrialReminders } from "@/server/billing/trial-reminders";
import { sendHabitReminders } from "@/server/habits/habit-reminders";
import { calendarSubscriptionRefreshJob } from "@/server/calendar/subscriptions/jobs";
import { pushReminderJob } from "@/server/push/reminder-jobs";

export interface JobDefinition {
  /** Queue name: lower-case words joined by "-", unique. */
  name: string;
  /** When it runs: a five-field cron expression in UTC ("*\/5 * * * *" = every five minutes). */
  cron: string;
  /** One pass of the work. Throw to have the pass retried (with backoff, up to `retryLimit`). */
  run: () => Promise<void>;
  /** Whether this instance's configuration wants the job at all (default: yes). */
  enabled?: () => boolean;
  /** Retries after a failed or lost pass (default 3). */
  retryLimit?: number;
  /** Seconds before a pass that has not finished counts as lost and is retried (default 300). */
  expireInSeconds?: number;
}

/** Throws when a pass left some of its work undone, so that the runner retries the pass. */
function failIfAny(what: string, run: { sent: number; failed: number }): void {
  if (run.failed > 0) throw new Error(`${run.failed} ${what} not sent (${run.sent} sent); retrying`);
}

export const jobDefinitions: JobDefinition[] = [
  {
    name: "trial-reminders",
    cron: "*/10 * * * *",
    run: async () => failIfAny("trial reminders", await sendTrialReminders()),
  },
  {
    name: "habit-reminders",
    cron: "*/5 * * * *",
    run: async () => failIfAny("habit reminders", await sendHabitReminders()),
  },
  {
    // Demo billing does on day 3 what Stripe does: the trial's first paid period (demo-invoices.ts).
    name: "demo-invoices",
    cron: "*/10 * * * *",
    enabled: () => billingMode() === "demo",
    run: async () => {
      await convertEndedDemoTrials();
    },
  },
  // Followed calendars (issue 27): every minute, whatever is due; each row is leased, so
  // instances never fetch the same calendar at once.
  calendarSubscriptionRefreshJob,
  // Push reminders: each is claimed in reminder_claims (unique), so it goes out once.
  pushReminderJob,
];

/** The definitions this instance runs. */
export function enabledJobs(definitions: JobDefinition[] = jobDefinitions): JobDefinition[] {
  return definitions.filter((d) => d.enabled?.() ?? true);
}
