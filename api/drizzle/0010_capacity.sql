-- Capacity (issue 20): public holidays, people's time off, and each person's contracted week (null: the standard
-- 5 × WORKDAY_HOURS, which follows that setting). Overlapping time off is refused by the API under a lock on the person.
CREATE TABLE "public_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_holidays_date_unique" UNIQUE("date"),
	CONSTRAINT "public_holidays_name_check" CHECK (btrim("public_holidays"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_dates_check" CHECK ("time_off"."end_date" >= "time_off"."start_date"),
	CONSTRAINT "time_off_kind_check" CHECK (kind IN ('VACATION', 'SICK', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_hours" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_off_user_id_start_date_idx" ON "time_off" USING btree ("user_id","start_date");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_weekly_hours_check" CHECK ("users"."weekly_hours" > 0 AND "users"."weekly_hours" <= 168);--> statement-breakpoint
-- Utilisation figures are read from these; like every table lists may be remembered from, a write raises its version
-- (migration 0009).
CREATE TRIGGER public_holidays_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public_holidays FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();--> statement-breakpoint
CREATE TRIGGER time_off_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON time_off FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();
