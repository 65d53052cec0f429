ALTER TABLE "blocks" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "calendar_trash" ADD COLUMN "notes" text;