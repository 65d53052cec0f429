CREATE TABLE "blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"start_min" smallint NOT NULL,
	"end_min" smallint NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'task' NOT NULL,
	"fixed" boolean DEFAULT false NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"source" text DEFAULT 'manual' NOT NULL,
	"task_id" text,
	"reason" jsonb,
	"constraints" jsonb,
	"habit_id" text,
	"import_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_time_range" CHECK ("blocks"."start_min" >= 0 and "blocks"."end_min" <= 1440 and "blocks"."end_min" > "blocks"."start_min")
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_user_date_idx" ON "blocks" USING btree ("user_id","date","start_min");--> statement-breakpoint
CREATE INDEX "blocks_user_habit_idx" ON "blocks" USING btree ("user_id","habit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_user_import_idx" ON "blocks" USING btree ("user_id","import_uid","date") WHERE "blocks"."import_uid" is not null;