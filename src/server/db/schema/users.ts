/**
 * Users in Auth.js's shape (id, name, email, emailVerified, image) plus Rhythm's profile
 * (spec section 3) and the account facts the server needs to authorize requests.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const subscriptionTier = pgEnum("subscription_tier", ["free", "monthly", "yearly", "free_year"]);
export const userRole = pgEnum("user_role", ["user", "admin", "affiliate"]);
export const focusTime = pgEnum("focus_time", ["morning", "afternoon", "evening"]);
export const clockFormat = pgEnum("clock_format", ["auto", "12h", "24h"]);

export const users = pgTable(
  "users",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    name: text("name"),
    // Always stored lower-cased: addresses compare case-insensitively.
    email: text("email").notNull(),
    emailVerified: timestamp("email_verified", { mode: "date", withTimezone: true }),
    image: text("image"),
    passwordHash: text("password_hash"),
    role: userRole("role").notNull().default("user"),
    hasCompletedOnboarding: boolean("has_completed_onboarding").notNull().default(false),
    subscriptionTier: subscriptionTier("subscription_tier").notNull().default("free"),
    subscriptionStatus: text("subscription_status").notNull().default("inactive"),
    subscriptionEndDate: timestamp("subscription_end_date", { mode: "date", withTimezone: true }),
    // Bumped by "sign out everywhere": sessions carrying an older version are refused.
    tokenVersion: integer("token_version").notNull().default(0),
    disabled: boolean("disabled").notNull().default(false),
    // A new address waiting for verification; the old one stays in use until then.
    pendingEmail: text("pending_email"),

    // Onboarding answers the planner reads (wall-clock "HH:MM" in the user's time zone).
    timezone: text("timezone").notNull().default("UTC"),
    wakeTime: text("wake_time").notNull().default("07:00"),
    bedTime: text("bed_time").notNull().default("22:00"),
    workStart: text("work_start").notNull().default("09:00"),
    workEnd: text("work_end").notNull().default("17:00"),
    // ISO weekdays (1 = Monday ... 7 = Sunday) with work hours; other days have none.
    workDays: integer("work_days")
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'::integer[]`),
    focusTime: focusTime("focus_time"),
    goals: text("goals")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Planning settings (issue 16 item 14): minutes kept free after meetings and calls, the longest
    // focus run before a break, and the length of a break. Defaults are the planner's own.
    bufferMinutes: integer("buffer_minutes").notNull().default(5),
    focusCapMinutes: integer("focus_cap_minutes").notNull().default(120),
    breakMinutes: integer("break_minutes").notNull().default(15),

    // Preferences (also mirrored in the client's storage keys).
    theme: text("theme").notNull().default("light"),
    language: text("language").notNull().default("en"),
    notificationsEnabled: boolean("notifications_enabled").notNull().default(true),
    // 12- or 24-hour times; "auto" follows the language (issue 16 item 10, src/lib/time/clock.ts).
    clockFormat: clockFormat("clock_format").notNull().default("auto"),

    // Billing state; the premium rule reads only tier, status and end date.
    billingProvider: text("billing_provider"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    trialEndsAt: timestamp("trial_ends_at", { mode: "date", withTimezone: true }),
    trialReminderSentAt: timestamp("trial_reminder_sent_at", { mode: "date", withTimezone: true }),
    // When the subscription state was last written, from the source event: an older event never
    // overwrites a newer state.
    subscriptionStateAt: timestamp("subscription_state_at", { mode: "date", withTimezone: true }),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { mode: "date", withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_role_idx").on(t.role),
    uniqueIndex("users_stripe_customer_idx").on(t.stripeCustomerId),
  ],
);

export const accounts = pgTable(
  "accounts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    refresh_token: text("refresh_token"),
    access_token: text("access_token"),
    expires_at: integer("expires_at"),
    token_type: text("token_type"),
    scope: text("scope"),
    id_token: text("id_token"),
    session_state: text("session_state"),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index("accounts_user_idx").on(t.userId)],
);

// Auth.js's adapter expects a sessions table. Rhythm's sessions are JWTs, and each one's id (the
// token's `sid` claim) is recorded here while it is signed in: signing out deletes the row, and
// the guards refuse a token whose row is gone (src/server/auth/session-records.ts).
export const sessions = pgTable(
  "sessions",
  {
    sessionToken: text("session_token").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expires: timestamp("expires", { mode: "date", withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const verificationTokens = pgTable(
  "verification_tokens",
  {
    identifier: text("identifier").notNull(),
    // Stored as a SHA-256 hash: a leaked table does not leak usable links.
    token: text("token").notNull(),
    expires: timestamp("expires", { mode: "date", withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
