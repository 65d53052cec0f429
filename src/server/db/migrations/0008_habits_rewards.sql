CREATE TABLE "habit_check_ins" (
	"habit_id" text NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"value" real,
	"note" text,
	"block_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_check_ins_habit_id_date_pk" PRIMARY KEY("habit_id","date"),
	CONSTRAINT "habit_check_ins_status" CHECK ("habit_check_ins"."status" in ('done', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "habit_reminder_claims" (
	"habit_id" text NOT NULL,
	"date" date NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_reminder_claims_habit_id_date_pk" PRIMARY KEY("habit_id","date")
);
--> statement-breakpoint
CREATE TABLE "habits" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"color" text,
	"schedule" jsonb NOT NULL,
	"target_value" real,
	"target_unit" text,
	"duration_minutes" smallint,
	"window" jsonb,
	"reminder_time" text,
	"reminder_email" boolean DEFAULT false NOT NULL,
	"skip_budget_skips" smallint DEFAULT 1 NOT NULL,
	"skip_budget_days" smallint DEFAULT 7 NOT NULL,
	"start_date" date NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_balances" (
	"user_id" text PRIMARY KEY NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_balances_coins_nonnegative" CHECK ("reward_balances"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"cost" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_items_cost_positive" CHECK ("reward_items"."cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"seq" integer NOT NULL,
	"category" text NOT NULL,
	"day" date NOT NULL,
	"xp" integer NOT NULL,
	"coins" integer NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" text NOT NULL,
	"badge" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_user_id_badge_pk" PRIMARY KEY("user_id","badge")
);
--> statement-breakpoint
ALTER TABLE "habit_check_ins" ADD CONSTRAINT "habit_check_ins_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_check_ins" ADD CONSTRAINT "habit_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_reminder_claims" ADD CONSTRAINT "habit_reminder_claims_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_balances" ADD CONSTRAINT "reward_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_items" ADD CONSTRAINT "reward_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habit_check_ins_user_date_idx" ON "habit_check_ins" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "habits_user_idx" ON "habits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_items_user_idx" ON "reward_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_source_idx" ON "reward_ledger" USING btree ("user_id","source","seq");--> statement-breakpoint
CREATE INDEX "reward_ledger_user_day_idx" ON "reward_ledger" USING btree ("user_id","category","day");--> statement-breakpoint
CREATE INDEX "reward_ledger_user_created_idx" ON "reward_ledger" USING btree ("user_id","created_at");