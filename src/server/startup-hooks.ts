import "server-only";
/** Work each domain wants done once the database is migrated (secrets, seeding, warnings). */
import { env, usesEmbeddedDatabase } from "@/lib/env";
import { initAuthSecret } from "./auth/secret";
import { startTrialReminderJob } from "./billing/trial-reminders";
import { mailboxEnabled } from "./mail/send-mail";
import { seedDemoAccounts } from "./users/seed-demo";

export const startupHooks: Array<() => Promise<void>> = [
  async () => {
    await initAuthSecret();
  },
  seedDemoAccounts,
  async () => {
    const e = env();
    if (e.SMTP_URL) return;
    if (mailboxEnabled()) console.log(`[rhythm] no SMTP_URL: mail goes to the local mailbox at /dev/mailbox`);
    if (!usesEmbeddedDatabase() && !e.DEV_MAILBOX) console.warn("[rhythm] warning: SMTP_URL is not set, so mail (verification links) is only logged.");
  },
  async () => {
    // Every instance runs it; each reminder is claimed in the database, so it goes out once.
    startTrialReminderJob();
  },
];
