/**
 * Saved day plans (one per user and date: description, engine, what did not fit, warnings; the
 * blocks are rows of the blocks table with source "plan") and the per-day planner usage for quotas.
 */
import { date, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

export const plans = pgTable(
  "plans",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    engine: text("engine").notNull().default("rules"),
    // UnscheduledTask[] and Reason[] (the engine's warnings other than overlaps) of
    // src/server/planner/types.ts, validated on read. The day's blocks live in the blocks table.
    unscheduled: jsonb("unscheduled").notNull().default([]),
    warnings: jsonb("warnings").notNull().default([]),
    // Items the description gives to other days (OtherDayItem[] of src/server/planner/types.ts, each
    // with an id), listed on the dashboard until added to their day; validated on read.
    otherDays: jsonb("other_days").notNull().default([]),
    // What the planner understood of the description (InterpretedTask[] of
    // src/server/planner/interpretation.ts), validated on read; null for plans saved before it was
    // kept (the dashboard works it out from the blocks then).
    interpretation: jsonb("interpretation"),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("plans_user_date_idx").on(t.userId, t.date)],
);

export const plannerUsage = pgTable(
  "planner_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    llmCalls: integer("llm_calls").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
