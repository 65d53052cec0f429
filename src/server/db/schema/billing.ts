/** Stripe webhook events already handled: recorded in the same transaction as their change. */
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  // What handling the event did (applied, skipped), for the admin's webhook log.
  outcome: text("outcome"),
});
