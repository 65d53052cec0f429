import "server-only";
/**
 * Work each domain wants done once the database is migrated (secrets, seeding, warnings). They run
 * under the start-up advisory lock (see startup.ts), one instance at a time. Background jobs are
 * not started here: they are definitions in jobs/definitions.ts.
 */
import { env } from "@/lib/env";
import { initAuthSecret } from "./auth/secret";
import { mailboxWarnings } from "./mail/mailbox";
import { mailboxEnabled } from "./mail/send-mail";
import { seedDemoAccounts } from "./users/seed-demo";
import { logger } from "./logger";

export const startupHooks: Array<() => Promise<void>> = [
  async () => {
    await initAuthSecret();
  },
  seedDemoAccounts,
  async () => {
    const e = env();
    if (e.SMTP_URL) return;
    if (mailboxEnabled()) logger.info("no SMTP_URL: mail goes to the local mailbox at /dev/mailbox");
    for (const line of mailboxWarnings()) logger.warn(line);
  },
];
