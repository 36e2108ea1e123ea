-- Each person's hours per day, kept by triggers on timesheets; its check is the 24-hour rule, enforced by the
-- database however many writes arrive at once (the upsert's row lock queues writes for the same person and day).
CREATE TABLE "timesheet_day_hours" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	CONSTRAINT "timesheet_day_hours_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
ALTER TABLE "timesheet_day_hours" ADD CONSTRAINT "timesheet_day_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "timesheet_day_hours" ("user_id", "date", "hours") SELECT "user_id", "date", sum("hours") FROM "timesheets" GROUP BY "user_id", "date";--> statement-breakpoint
-- NOT VALID: days already over the limit (written around the API) do not stop the upgrade; any write to such a day
-- that keeps it over the limit is refused.
ALTER TABLE "timesheet_day_hours" ADD CONSTRAINT "timesheet_day_hours_limit_check" CHECK ("timesheet_day_hours"."hours" <= 24) NOT VALID;--> statement-breakpoint
CREATE FUNCTION count_timesheet_day_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE timesheet_day_hours SET hours = hours - OLD.hours WHERE user_id = OLD.user_id AND date = OLD.date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO timesheet_day_hours AS day (user_id, date, hours) VALUES (NEW.user_id, NEW.date, NEW.hours)
      ON CONFLICT (user_id, date) DO UPDATE SET hours = day.hours + excluded.hours;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER timesheets_day_hours AFTER INSERT OR DELETE OR UPDATE OF user_id, date, hours ON timesheets FOR EACH ROW EXECUTE FUNCTION count_timesheet_day_hours();--> statement-breakpoint
CREATE FUNCTION clear_timesheet_day_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE timesheet_day_hours;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER timesheets_day_hours_truncate AFTER TRUNCATE ON timesheets FOR EACH STATEMENT EXECUTE FUNCTION clear_timesheet_day_hours();
