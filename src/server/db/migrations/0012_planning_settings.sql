CREATE TYPE "public"."clock_format" AS ENUM('auto', '12h', '24h');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "buffer_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "focus_cap_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "break_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "clock_format" "clock_format" DEFAULT 'auto' NOT NULL;