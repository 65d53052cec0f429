CREATE TYPE "public"."focus_time" AS ENUM('morning', 'afternoon', 'evening');--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planner_usage" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"llm_calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "planner_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"engine" text DEFAULT 'rules' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unscheduled" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "timezone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wake_time" text DEFAULT '07:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bed_time" text DEFAULT '22:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "work_start" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "work_end" text DEFAULT '17:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "focus_time" "focus_time";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "goals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "theme" text DEFAULT 'light' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_provider" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "planner_usage" ADD CONSTRAINT "planner_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_to_idx" ON "mail_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_user_date_idx" ON "plans" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_stripe_customer_idx" ON "users" USING btree ("stripe_customer_id");