CREATE TABLE "timesheet_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" integer,
	CONSTRAINT "timesheet_reminders_kind_check" CHECK (kind IN ('MANUAL', 'SCHEDULED'))
);
--> statement-breakpoint
ALTER TABLE "timesheet_reminders" ADD CONSTRAINT "timesheet_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_reminders" ADD CONSTRAINT "timesheet_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_reminders_scheduled_idx" ON "timesheet_reminders" USING btree ("user_id","week_start") WHERE "timesheet_reminders"."kind" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "timesheet_reminders_week_start_idx" ON "timesheet_reminders" USING btree ("week_start","user_id");