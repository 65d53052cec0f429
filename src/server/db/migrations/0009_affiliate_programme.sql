CREATE TYPE "public"."affiliate_application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."referral_attribution_status" AS ENUM('accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."commission_kind" AS ENUM('sale', 'clawback');--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"website" text NOT NULL,
	"promotion" text NOT NULL,
	"status" "affiliate_application_status" DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_sign_in_keys" (
	"user_id" text NOT NULL,
	"visitor_key" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"code_edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" text,
	"payment_intent_id" text,
	"charge_id" text,
	"customer_id" text,
	"amount_cents" bigint NOT NULL,
	"refunded_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"applied_to_invoice_id" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"id" text PRIMARY KEY NOT NULL,
	"affiliate_id" text NOT NULL,
	"referred_user_id" text,
	"kind" "commission_kind" DEFAULT 'sale' NOT NULL,
	"invoice_id" text NOT NULL,
	"payment_intent_id" text,
	"charge_id" text,
	"customer_id" text,
	"invoice_amount_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"rate_percent" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reversed_reason" text,
	"payout_id" text,
	"invoice_paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"affiliate_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"paid_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_attributions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"affiliate_id" text NOT NULL,
	"status" "referral_attribution_status" NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_visits" (
	"id" text PRIMARY KEY NOT NULL,
	"affiliate_id" text NOT NULL,
	"visitor_key" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"visit_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD CONSTRAINT "affiliate_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD CONSTRAINT "affiliate_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_sign_in_keys" ADD CONSTRAINT "affiliate_sign_in_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_affiliate_id_affiliates_user_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_affiliate_id_affiliates_user_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD CONSTRAINT "referral_attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD CONSTRAINT "referral_attributions_affiliate_id_affiliates_user_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_visits" ADD CONSTRAINT "referral_visits_affiliate_id_affiliates_user_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "affiliate_applications_status_idx" ON "affiliate_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_applications_open_idx" ON "affiliate_applications" USING btree ("user_id") WHERE "affiliate_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_sign_in_keys_idx" ON "affiliate_sign_in_keys" USING btree ("user_id","visitor_key");--> statement-breakpoint
CREATE INDEX "affiliate_sign_in_keys_key_idx" ON "affiliate_sign_in_keys" USING btree ("visitor_key");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code_idx" ON "affiliates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "billing_refunds_pi_idx" ON "billing_refunds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "billing_refunds_invoice_idx" ON "billing_refunds" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_invoice_idx" ON "affiliate_commissions" USING btree ("invoice_id","kind");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_affiliate_idx" ON "affiliate_commissions" USING btree ("affiliate_id","invoice_paid_at");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_pi_idx" ON "affiliate_commissions" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_customer_idx" ON "affiliate_commissions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_affiliate_idx" ON "affiliate_payouts" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_attributions_affiliate_idx" ON "referral_attributions" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_visits_once_idx" ON "referral_visits" USING btree ("affiliate_id","visitor_key","visit_day");--> statement-breakpoint
CREATE INDEX "referral_visits_visitor_idx" ON "referral_visits" USING btree ("visitor_key","created_at");