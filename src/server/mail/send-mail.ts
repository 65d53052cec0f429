import "server-only";
/**
 * Outgoing mail. With SMTP_URL: nodemailer over SMTP. Without it: the local mailbox (stored in the
 * database and listed at /dev/mailbox, see mailbox.ts) while Rhythm runs on the embedded database
 * or with DEV_MAILBOX=1 (in a production build on a server database only with
 * DEV_MAILBOX_IN_PRODUCTION=1 as well), and a log line in every case.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { desc, eq } from "drizzle-orm";
import { env, usesEmbeddedDatabase } from "@/lib/env";
import { getDb, type Db } from "@/server/db/client";
import { logger } from "@/server/logger";
import { mailMessages } from "@/server/db/schema";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function mailboxEnabled(): boolean {
  const e = env();
  if (e.SMTP_URL) return false;
  if (usesEmbeddedDatabase()) return true;
  if (!e.DEV_MAILBOX) return false;
  // A production build on a server database is a deployment: verification links kept in a
  // readable mailbox there would let anyone take over an address, so it needs a second, explicit yes.
  return e.NODE_ENV !== "production" || e.DEV_MAILBOX_IN_PRODUCTION;
}

let transporter: Transporter | undefined;

/** A database or an open transaction: where the local mailbox keeps the mail. */
type MailboxDb = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Sends one mail. `db` is where the local mailbox stores it: a job that sends inside the
 * transaction holding its claim passes that transaction (on PGlite, a query outside it would wait
 * for it to end, forever).
 */
export async function sendMail(mail: Mail, db: MailboxDb = getDb()): Promise<void> {
  const e = env();
  if (e.SMTP_URL) {
    transporter ??= nodemailer.createTransport(e.SMTP_URL);
    await transporter.sendMail({
      from: e.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    return;
  }
  // The body holds sign-in and reset links: only at debug level, for a developer without a mailbox.
  logger.info({ to: mail.to, subject: mail.subject }, "mail (no SMTP_URL)");
  logger.debug({ to: mail.to, text: mail.text }, "mail body");
  if (mailboxEnabled()) await db.insert(mailMessages).values(mail);
}

/** Dev mailbox listing, newest first; unscoped by design: only mailbox.ts calls it, for the embedded database. */
export async function unsafeListMailbox(to?: string, limit = 50) {
  const db = getDb();
  const query = db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(limit);
  return to ? query.where(eq(mailMessages.to, to.toLowerCase())) : query;
}

/** Tests only: replace the SMTP transport after the environment changed. */
export function resetMailTransportForTests(): void {
  transporter = undefined;
}
