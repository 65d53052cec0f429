CREATE TABLE "moods" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"score" smallint NOT NULL,
	"energy" smallint,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moods_score_range" CHECK ("moods"."score" between 1 and 5),
	CONSTRAINT "moods_energy_range" CHECK ("moods"."energy" is null or "moods"."energy" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "moods" ADD CONSTRAINT "moods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moods_user_date_idx" ON "moods" USING btree ("user_id","date");