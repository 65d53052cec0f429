/** The local mailbox: outgoing mail stored when no SMTP server is configured (/dev/mailbox). */
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const mailMessages = pgTable(
  "mail_messages",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_messages_to_idx").on(t.to, t.createdAt)],
);
