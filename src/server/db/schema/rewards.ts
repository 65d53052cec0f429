/**
 * Rewards: an append-only ledger of XP and coins, one row per event, keyed by its source and a
 * sequence number (a block checked, unchecked and checked again is block:<id> #1 +, #2 -, #3 +);
 * the running balance per user (locked for every write, coins never below zero); badges earned;
 * and the rewards a user defined for themself.
 */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";

export const rewardLedger = pgTable(
  "reward_ledger",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // e.g. block:<id>, habit:<habitId>:<date>, day:<date>, mood:<date>, redeem:<id>
    source: text("source").notNull(),
    seq: integer("seq").notNull(),
    // block | habit | day | mood | redeem
    category: text("category").notNull(),
    // The user's local day the points count towards (daily caps).
    day: date("day", { mode: "string" }).notNull(),
    xp: integer("xp").notNull(),
    coins: integer("coins").notNull(),
    // What to show in the history: a title, a streak, "reversal".
    meta: jsonb("meta").notNull().default({}),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reward_ledger_source_idx").on(t.userId, t.source, t.seq),
    index("reward_ledger_user_day_idx").on(t.userId, t.category, t.day),
    index("reward_ledger_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export const rewardBalances = pgTable(
  "reward_balances",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    xp: integer("xp").notNull().default(0),
    coins: integer("coins").notNull().default(0),
    updatedAt: timestamp("updated_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("reward_balances_coins_nonnegative", sql`${t.coins} >= 0`)],
);

export const userBadges = pgTable(
  "user_badges",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    badge: text("badge").notNull(),
    earnedAt: timestamp("earned_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badge] })],
);

export const rewardItems = pgTable(
  "reward_items",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    cost: integer("cost").notNull(),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reward_items_user_idx").on(t.userId, t.createdAt),
    check("reward_items_cost_positive", sql`${t.cost} > 0`),
  ],
);

export type RewardLedgerRow = typeof rewardLedger.$inferSelect;
export type RewardItemRow = typeof rewardItems.$inferSelect;
