/**
 * The affiliate programme: applications, affiliates and their codes, referral visits (one per code,
 * visitor and day, the visitor being an HMAC of the client address, never the address itself),
 * sign-up attributions (accepted or rejected with a reason), commissions linked to the invoice
 * that produced them, refunds and disputes seen from billing, payouts, and the admin audit log.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { mode: "date", withTimezone: true });

export const applicationStatus = pgEnum("affiliate_application_status", ["pending", "approved", "rejected"]);

export const affiliateApplications = pgTable(
  "affiliate_applications",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    website: text("website").notNull(),
    promotion: text("promotion").notNull(),
    status: applicationStatus("status").notNull().default("pending"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: ts("decided_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("affiliate_applications_status_idx").on(t.status, t.createdAt),
    // One open application per user at a time.
    uniqueIndex("affiliate_applications_open_idx")
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const affiliates = pgTable(
  "affiliates",
  {
    // The affiliate's user id: /affiliate/dashboard/{id} addresses it.
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    // Stored upper-case; codes compare case-insensitively.
    code: text("code").notNull(),
    active: boolean("active").notNull().default(true),
    // A code may be edited once by the affiliate.
    codeEditedAt: ts("code_edited_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("affiliates_code_idx").on(t.code)],
);

/** The hashed addresses an affiliate signed in from: a sign-up from one of them is a self-referral. */
export const affiliateSignInKeys = pgTable(
  "affiliate_sign_in_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key").notNull(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("affiliate_sign_in_keys_idx").on(t.userId, t.visitorKey),
    index("affiliate_sign_in_keys_key_idx").on(t.visitorKey),
  ],
);

export const referralVisits = pgTable(
  "referral_visits",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    affiliateId: text("affiliate_id")
      .notNull()
      .references(() => affiliates.userId, { onDelete: "cascade" }),
    visitorKey: text("visitor_key").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    visitDay: date("visit_day", { mode: "string" }).notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("referral_visits_once_idx").on(t.affiliateId, t.visitorKey, t.visitDay),
    index("referral_visits_visitor_idx").on(t.visitorKey, t.createdAt),
  ],
);

export const attributionStatus = pgEnum("referral_attribution_status", ["accepted", "rejected"]);

/** One per referred user: which affiliate a sign-up belongs to, or why it was refused. */
export const referralAttributions = pgTable(
  "referral_attributions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    affiliateId: text("affiliate_id")
      .notNull()
      .references(() => affiliates.userId, { onDelete: "cascade" }),
    status: attributionStatus("status").notNull(),
    // self_account | same_email | same_ip | same_customer | no_visit
    rejectReason: text("reject_reason"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("referral_attributions_affiliate_idx").on(t.affiliateId, t.createdAt)],
);

export const payouts = pgTable(
  "affiliate_payouts",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    affiliateId: text("affiliate_id")
      .notNull()
      .references(() => affiliates.userId, { onDelete: "cascade" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    reference: text("reference").notNull(),
    paidBy: text("paid_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("affiliate_payouts_affiliate_idx").on(t.affiliateId, t.createdAt)],
);

export const commissionKind = pgEnum("commission_kind", ["sale", "clawback"]);

/**
 * One "sale" per paid invoice (the unique key makes a second delivery a no-op) and at most one
 * "clawback" (a negative entry) per invoice refunded or disputed after its holding period.
 * `status` holds only the stored facts (pending, reversed, paid); "approved" is derived on read
 * from the holding period (see commission-rules.ts).
 */
export const commissions = pgTable(
  "affiliate_commissions",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    affiliateId: text("affiliate_id")
      .notNull()
      .references(() => affiliates.userId, { onDelete: "cascade" }),
    referredUserId: text("referred_user_id").references(() => users.id, { onDelete: "set null" }),
    kind: commissionKind("kind").notNull().default("sale"),
    invoiceId: text("invoice_id").notNull(),
    paymentIntentId: text("payment_intent_id"),
    chargeId: text("charge_id"),
    customerId: text("customer_id"),
    invoiceAmountCents: bigint("invoice_amount_cents", { mode: "number" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    // The rate when it was earned: later refunds reduce it in the same proportion.
    ratePercent: integer("rate_percent").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("pending"),
    reversedReason: text("reversed_reason"),
    payoutId: text("payout_id").references(() => payouts.id, { onDelete: "set null" }),
    paidAt: ts("invoice_paid_at").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("affiliate_commissions_invoice_idx").on(t.invoiceId, t.kind),
    index("affiliate_commissions_affiliate_idx").on(t.affiliateId, t.paidAt),
    index("affiliate_commissions_pi_idx").on(t.paymentIntentId),
    index("affiliate_commissions_customer_idx").on(t.customerId),
  ],
);

/** Refunds and disputes as billing saw them, kept so that one arriving before its invoice still applies. */
export const billingRefunds = pgTable(
  "billing_refunds",
  {
    // The charge id (refunds) or the dispute id.
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    invoiceId: text("invoice_id"),
    paymentIntentId: text("payment_intent_id"),
    chargeId: text("charge_id"),
    customerId: text("customer_id"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    refundedCents: bigint("refunded_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    appliedToInvoiceId: text("applied_to_invoice_id"),
    occurredAt: ts("occurred_at").notNull(),
  },
  (t) => [index("billing_refunds_pi_idx").on(t.paymentIntentId), index("billing_refunds_invoice_idx").on(t.invoiceId)],
);

/** Who did what to whom, when, with the state before and after. */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    targetLabel: text("target_label"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt)],
);

export type Affiliate = typeof affiliates.$inferSelect;
export type Commission = typeof commissions.$inferSelect;
export type AffiliateApplication = typeof affiliateApplications.$inferSelect;
