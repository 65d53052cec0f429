import "server-only";
/**
 * Who may read the local mailbox (/dev/mailbox and /api/dev/mailbox). It holds verification
 * links, so reading someone else's mail is taking over their address:
 * - on the embedded database (one machine, local use: `npm start`, the e2e suite) everything is
 *   shown, as a developer's inbox;
 * - on a server database (DEV_MAILBOX=1, a shared or deployed instance) only the mail addressed to
 *   the signed-in user, at their address or the new address they are verifying; nothing to anyone
 *   else;
 * - when the mailbox is off (SMTP configured, or a production build without
 *   DEV_MAILBOX_IN_PRODUCTION) it does not exist.
 */
import { desc, inArray, sql } from "drizzle-orm";
import { env, usesEmbeddedDatabase } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { mailMessages, type User } from "@/server/db/schema";
import { mailboxEnabled, unsafeListMailbox } from "./send-mail";

type MailboxView = "off" | "everything" | "own" | "signInRequired";

/** What `viewer` may see of the mailbox. */
export function mailboxView(viewer: User | null): MailboxView {
  if (!mailboxEnabled()) return "off";
  if (usesEmbeddedDatabase()) return "everything";
  return viewer ? "own" : "signInRequired";
}

/** The addresses whose mail `viewer` may read on a server database. */
function ownAddresses(viewer: User): string[] {
  return [
    ...new Set([viewer.email, viewer.pendingEmail].filter((a): a is string => Boolean(a)).map((a) => a.toLowerCase())),
  ];
}

/**
 * The mail `viewer` may read, newest first (optionally only to `to`), or null when the mailbox is
 * off or the viewer must sign in first.
 */
export async function listMailboxFor(viewer: User | null, to?: string, limit = 50) {
  const view = mailboxView(viewer);
  const wanted = to?.trim().toLowerCase().slice(0, 254) || undefined;
  if (view === "everything") return unsafeListMailbox(wanted, limit);
  if (view !== "own" || !viewer) return null;
  const allowed = ownAddresses(viewer).filter((a) => !wanted || a === wanted);
  if (allowed.length === 0) return [];
  return getDb()
    .select()
    .from(mailMessages)
    .where(inArray(sql`lower(${mailMessages.to})`, allowed))
    .orderBy(desc(mailMessages.createdAt))
    .limit(limit);
}

/** What start-up should say about the mailbox on a server database without SMTP (none on the embedded one). */
export function mailboxWarnings(): string[] {
  const e = env();
  if (e.SMTP_URL || usesEmbeddedDatabase()) return [];
  if (!e.DEV_MAILBOX) return ["[rhythm] warning: SMTP_URL is not set, so mail (verification links) is only logged."];
  if (!mailboxEnabled()) {
    return [
      "[rhythm] warning: DEV_MAILBOX=1 is ignored in a production build (set DEV_MAILBOX_IN_PRODUCTION=1 as well to keep it); mail is only logged.",
    ];
  }
  if (e.NODE_ENV === "production") {
    return [
      "[rhythm] WARNING: DEV_MAILBOX_IN_PRODUCTION=1: this production server keeps outgoing mail (verification links) " +
        "in /dev/mailbox instead of sending it. Each signed-in user sees only their own mail, but nobody receives any: " +
        "configure SMTP_URL for real use.",
    ];
  }
  return [];
}
