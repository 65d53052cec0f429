/**
 * Calendar blocks: one row per time block of a user's day. The plan of a day (plans table) keeps
 * its description, engine, unscheduled items and warnings; its blocks live here, together with
 * blocks created by hand on the calendar, imported from .ics files, or placed for a habit.
 *
 * Times are wall-clock minutes since midnight on `date` in the user's time zone (0..1440; an end
 * of 1440 is midnight). Habits, rewards and analytics read this table.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  date,
} from "drizzle-orm/pg-core";
import { users } from "./users";
import { calendarSubscriptions } from "./subscriptions";

export const BLOCK_SOURCES = ["plan", "manual", "import", "habit"] as const;
export type BlockSource = (typeof BLOCK_SOURCES)[number];

export const blocks = pgTable(
  "blocks",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    startMin: smallint("start_min").notNull(),
    endMin: smallint("end_min").notNull(),
    // An imported all-day event: shown in the all-day row, never as a 24-hour block.
    allDay: boolean("all_day").notNull().default(false),
    title: text("title").notNull(),
    // A short note the user keeps with the block (issue 23): at most 500 characters, null when none.
    notes: text("notes"),
    // event | task | break | meal | habit (BlockKind of the planner)
    kind: text("kind").notNull().default("task"),
    fixed: boolean("fixed").notNull().default(false),
    done: boolean("done").notNull().default(false),
    doneAt: timestamp("done_at", { mode: "date", withTimezone: true }),
    source: text("source").$type<BlockSource>().notNull().default("manual"),
    // The planner's task id and its explanation / constraints, for plan blocks (re-plan reads them).
    taskId: text("task_id"),
    reason: jsonb("reason"),
    constraints: jsonb("constraints"),
    // Later features: the habit a block was placed for, the UID of the imported calendar event.
    habitId: text("habit_id"),
    importUid: text("import_uid"),
    // Carry over (issue 16): the id of yesterday's unfinished block this one was brought over from;
    // unique per user, so accepting the same offer twice (or twice at once) adds it only once.
    carriedFromId: text("carried_from_id"),
    // An event of a calendar followed by URL (issue 27): read-only, removed with its subscription.
    subscriptionId: text("subscription_id").references(() => calendarSubscriptions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("blocks_user_date_idx").on(t.userId, t.date, t.startMin),
    index("blocks_user_habit_idx").on(t.userId, t.habitId),
    index("blocks_subscription_idx")
      .on(t.subscriptionId)
      .where(sql`${t.subscriptionId} is not null`),
    uniqueIndex("blocks_user_import_idx")
      .on(t.userId, t.importUid, t.date)
      .where(sql`${t.importUid} is not null`),
    uniqueIndex("blocks_user_carried_idx")
      .on(t.userId, t.carriedFromId)
      .where(sql`${t.carriedFromId} is not null`),
    check("blocks_time_range", sql`${t.startMin} >= 0 and ${t.endMin} <= 1440 and ${t.endMin} > ${t.startMin}`),
  ],
);

export type BlockRow = typeof blocks.$inferSelect;
