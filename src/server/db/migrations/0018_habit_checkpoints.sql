CREATE TABLE "habit_checkpoints" (
	"habit_id" text NOT NULL,
	"day" date NOT NULL,
	"rules" text NOT NULL,
	"score" double precision NOT NULL,
	"rolling" double precision NOT NULL,
	"run" integer NOT NULL,
	"best" integer NOT NULL,
	CONSTRAINT "habit_checkpoints_habit_id_day_pk" PRIMARY KEY("habit_id","day")
);
--> statement-breakpoint
ALTER TABLE "habit_checkpoints" ADD CONSTRAINT "habit_checkpoints_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;