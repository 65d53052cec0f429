/**
 * Web Push (issue 27): each browser or installed app that allowed notifications, the user's
 * reminder preferences, and one claim row per reminder sent, so that however many instances run
 * the sender, a reminder goes out once.
 */
import { boolean, integer, jsonb, pgTable, text, timestamp, index } from "drizzle-orm/pg-core";
import { users } from "./users";

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The push service's address for this browser: unique, a browser re-subscribing replaces it.
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    label: text("label").notNull().default(""),
    enabled: boolean("enabled").notNull().default(true),
    failures: integer("failures").notNull().default(0),
    lastSentAt: timestamp("last_sent_at", { mode: "date", withTimezone: true }),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** Block kind -> minutes before its start (null: no reminder for that kind). */
export type BlockLeadMinutes = Partial<Record<"event" | "task" | "break" | "meal" | "habit", number | null>>;

export const reminderPreferences = pgTable("reminder_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  blockLeads: jsonb("block_leads").$type<BlockLeadMinutes>().notNull().default({}),
  // "HH:MM" in the user's zone, or null for off.
  morningTime: text("morning_time"),
  eveningTime: text("evening_time"),
  quietStart: text("quiet_start"),
  quietEnd: text("quiet_end"),
  // Send by e-mail too when no device is subscribed (or all are off).
  emailFallback: boolean("email_fallback").notNull().default(false),
  updatedAt: timestamp("updated_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
});

export const reminderClaims = pgTable(
  "reminder_claims",
  {
    // What the reminder is for and when: block:<id>:<date>:<startMin>, habit:<id>:<date>,
    // morning:<user>:<date>, evening:<user>:<date>. The primary key is the exactly-once guarantee.
    key: text("key").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    claimedAt: timestamp("claimed_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reminder_claims_claimed_idx").on(t.claimedAt)],
);
