/**
 * Habits (schedule, optional numeric target, optional time in the day and reminder), their
 * check-ins (one per habit and day: done, skipped or a value, with a note), and the reminder
 * claims that make a reminder go out once per habit and day across server instances.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./users";

export const habits = pgTable(
  "habits",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    icon: text("icon"),
    color: text("color"),
    // HabitSchedule of src/server/habits/schemas.ts, validated on write and on read.
    schedule: jsonb("schedule").notNull(),
    targetValue: real("target_value"),
    targetUnit: text("target_unit"),
    durationMinutes: smallint("duration_minutes"),
    // HabitWindow: {part} or {start, end}.
    window: jsonb("window"),
    reminderTime: text("reminder_time"),
    reminderEmail: boolean("reminder_email").notNull().default(false),
    skipBudgetSkips: smallint("skip_budget_skips").notNull().default(1),
    skipBudgetDays: smallint("skip_budget_days").notNull().default(7),
    startDate: date("start_date", { mode: "string" }).notNull(),
    archivedAt: timestamp("archived_at", { mode: "date", withTimezone: true }),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("habits_user_idx").on(t.userId, t.createdAt)],
);

export const habitCheckIns = pgTable(
  "habit_check_ins",
  {
    habitId: text("habit_id")
      .notNull()
      .references(() => habits.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    // done | skipped
    status: text("status").notNull(),
    value: real("value"),
    note: text("note"),
    // The plan block whose check-off recorded it, if any (unchecking that block removes it).
    blockId: text("block_id"),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.habitId, t.date] }),
    index("habit_check_ins_user_date_idx").on(t.userId, t.date),
    check("habit_check_ins_status", sql`${t.status} in ('done', 'skipped')`),
  ],
);

export const habitReminderClaims = pgTable(
  "habit_reminder_claims",
  {
    habitId: text("habit_id")
      .notNull()
      .references(() => habits.id, { onDelete: "cascade" }),
    // The user's local date the reminder is for.
    date: date("date", { mode: "string" }).notNull(),
    claimedAt: timestamp("claimed_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.habitId, t.date] })],
);

/**
 * Where a habit's strength and streaks stood at the end of `day`, walked from its start: every
 * 30th day up to 10 days ago, so the habits list and analytics resume from the last one before
 * what they show instead of reading the whole history (src/server/habits/checkpoint-store.ts).
 * `rules` is the schedule, start date and target they were walked with: a checkpoint made under
 * other rules is not used. A check-in written or removed on or before a checkpoint's day drops it.
 */
export const habitCheckpoints = pgTable(
  "habit_checkpoints",
  {
    habitId: text("habit_id")
      .notNull()
      .references(() => habits.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    rules: text("rules").notNull(),
    score: doublePrecision("score").notNull(),
    rolling: doublePrecision("rolling").notNull(),
    run: integer("run").notNull(),
    best: integer("best").notNull(),
  },
  (t) => [primaryKey({ columns: [t.habitId, t.day] })],
);

export type HabitRow = typeof habits.$inferSelect;
export type HabitCheckInRow = typeof habitCheckIns.$inferSelect;
