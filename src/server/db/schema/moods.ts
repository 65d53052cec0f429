/**
 * Mood check-ins: several a day are allowed (the day's mood is their average). `date` is the
 * user's wall-clock date and `time` an optional wall-clock "HH:MM" in their time zone, so a
 * check-in belongs to the day the user lived it, whatever the server's zone.
 */
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

export const moods = pgTable(
  "moods",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    time: text("time"),
    // 1 (awful) .. 5 (great); energy 1 (drained) .. 5 (energised), optional.
    score: smallint("score").notNull(),
    energy: smallint("energy"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text("note"),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("moods_user_date_idx").on(t.userId, t.date),
    check("moods_score_range", sql`${t.score} between 1 and 5`),
    check("moods_energy_range", sql`${t.energy} is null or ${t.energy} between 1 and 5`),
  ],
);

export type MoodRow = typeof moods.$inferSelect;
