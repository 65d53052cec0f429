/**
 * Legacy referral visits and sign-ups (spec section 3: referralCode, userId, ipAddress, userAgent)
 * from before the affiliate programme, when a code was a user id and the address was kept in
 * clear. Nothing writes here any more: visits and attributions live in affiliates.ts, keyed by a
 * hashed visitor. Kept only until its rows are dropped (the lead's call at merge).
 */
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, date } from "drizzle-orm/pg-core";
import { users } from "./users";

export const referrals = pgTable(
  "referrals",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    referralCode: text("referral_code").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    ipAddress: text("ip_address").notNull(),
    userAgent: text("user_agent").notNull(),
    // The day of the visit (UTC): one visit per code, IP and day is recorded.
    visitDay: date("visit_day", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("referrals_code_idx").on(t.referralCode),
    uniqueIndex("referrals_visit_once_idx")
      .on(t.referralCode, t.ipAddress, t.visitDay)
      .where(sql`${t.userId} is null`),
    uniqueIndex("referrals_signup_once_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);
