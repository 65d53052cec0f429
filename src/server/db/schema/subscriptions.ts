/**
 * Calendars the user follows by URL (issue 27): the secret iCal address Google, Outlook or iCloud
 * give. Each is fetched on a schedule; its events live in `blocks` with `subscription_id` set (and
 * go with it when it is removed). The fetch state (validators, errors, back-off, a short lease so
 * that one instance fetches it at a time) lives on the row.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

export const calendarSubscriptions = pgTable(
  "calendar_subscriptions",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // Normalised: webcal:// is stored as https://.
    url: text("url").notNull(),
    color: text("color").notNull(),
    paused: boolean("paused").notNull().default(false),
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastFetchedAt: timestamp("last_fetched_at", { mode: "date", withTimezone: true }),
    lastSuccessAt: timestamp("last_success_at", { mode: "date", withTimezone: true }),
    nextFetchAt: timestamp("next_fetch_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
    // Held by the instance fetching it; another instance skips the row until it passes.
    leaseUntil: timestamp("lease_until", { mode: "date", withTimezone: true }),
    // The current problem (a messages key under calendarSubscriptions.errors), its HTTP status if
    // any, since when it has lasted, and how many fetches in a row failed (for back-off).
    errorCode: text("error_code"),
    errorStatus: integer("error_status"),
    errorSince: timestamp("error_since", { mode: "date", withTimezone: true }),
    failures: integer("failures").notNull().default(0),
    eventCount: integer("event_count").notNull().default(0),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("calendar_subscriptions_user_idx").on(t.userId),
    uniqueIndex("calendar_subscriptions_user_url_idx").on(t.userId, t.url),
    index("calendar_subscriptions_due_idx")
      .on(t.nextFetchAt)
      .where(sql`${t.paused} = false`),
  ],
);

export type CalendarSubscriptionRow = typeof calendarSubscriptions.$inferSelect;
