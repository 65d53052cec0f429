/**
 * The calendar's own tables besides `blocks`:
 * - calendar_trash: blocks the user deleted, kept as they were (same id, source, done, habit and
 *   import links) so that Undo restores exactly that block. A row moves out of `blocks` into here
 *   and back; `blocks` itself never carries a deleted flag, so every feature reading it sees only
 *   live blocks. Rows older than 30 days are purged when the user deletes again.
 * - calendar_feeds: the private subscription token of each user's .ics feed.
 */
import { boolean, index, jsonb, pgTable, smallint, text, timestamp, date } from "drizzle-orm/pg-core";
import { users } from "./users";
import type { BlockSource } from "./blocks";

export const calendarTrash = pgTable(
  "calendar_trash",
  {
    // The block's own id (unique in blocks, so unique here too).
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    startMin: smallint("start_min").notNull(),
    endMin: smallint("end_min").notNull(),
    allDay: boolean("all_day").notNull(),
    title: text("title").notNull(),
    notes: text("notes"),
    kind: text("kind").notNull(),
    fixed: boolean("fixed").notNull(),
    done: boolean("done").notNull(),
    doneAt: timestamp("done_at", { mode: "date", withTimezone: true }),
    source: text("source").$type<BlockSource>().notNull(),
    taskId: text("task_id"),
    reason: jsonb("reason"),
    constraints: jsonb("constraints"),
    habitId: text("habit_id"),
    importUid: text("import_uid"),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { mode: "date", withTimezone: true }).notNull(),
    deletedAt: timestamp("deleted_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("calendar_trash_user_idx").on(t.userId, t.deletedAt)],
);

export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  // 32 random bytes, base64url: the secret part of the subscription URL.
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
});
