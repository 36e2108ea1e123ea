-- Hours logged per person, project and week (split at month ends), by status, for the utilisation report (issue 20):
-- kept by triggers on timesheets in the same transaction as the entries, like timesheet_day_hours (0006).
CREATE TABLE "work_week_hours" (
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"month_start" date NOT NULL,
	"submitted" numeric(8, 2) DEFAULT 0 NOT NULL,
	"approved" numeric(8, 2) DEFAULT 0 NOT NULL,
	"rejected" numeric(8, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "work_week_hours_user_id_week_start_month_start_project_id_pk" PRIMARY KEY("user_id","week_start","month_start","project_id")
);
--> statement-breakpoint
ALTER TABLE "work_week_hours" ADD CONSTRAINT "work_week_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_week_hours" ADD CONSTRAINT "work_week_hours_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_week_hours_project_week_idx" ON "work_week_hours" USING btree ("project_id","week_start");
--> statement-breakpoint
-- Weeks and months of a calendar date, cast to timestamp first: date_trunc on a bare date would pick the
-- timestamptz variant and so depend on the session's time zone.
CREATE FUNCTION add_work_week_hours(p_user integer, p_project integer, p_date date, p_status text, p_hours numeric) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO work_week_hours AS w (user_id, project_id, week_start, month_start, submitted, approved, rejected)
  VALUES (
    p_user, p_project, date_trunc('week', p_date::timestamp)::date, date_trunc('month', p_date::timestamp)::date,
    CASE WHEN p_status = 'SUBMITTED' THEN p_hours ELSE 0 END,
    CASE WHEN p_status = 'APPROVED' THEN p_hours ELSE 0 END,
    CASE WHEN p_status = 'REJECTED' THEN p_hours ELSE 0 END
  )
  ON CONFLICT (user_id, week_start, month_start, project_id) DO UPDATE SET
    submitted = w.submitted + excluded.submitted,
    approved = w.approved + excluded.approved,
    rejected = w.rejected + excluded.rejected;
END $$;--> statement-breakpoint
CREATE FUNCTION count_work_week_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM add_work_week_hours(OLD.user_id, OLD.project_id, OLD.date, OLD.status, -OLD.hours);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM add_work_week_hours(NEW.user_id, NEW.project_id, NEW.date, NEW.status, NEW.hours);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER timesheets_work_week_hours AFTER INSERT OR DELETE OR UPDATE OF user_id, project_id, date, hours, status ON timesheets FOR EACH ROW EXECUTE FUNCTION count_work_week_hours();--> statement-breakpoint
CREATE FUNCTION clear_work_week_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE work_week_hours;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER timesheets_work_week_hours_truncate AFTER TRUNCATE ON timesheets FOR EACH STATEMENT EXECUTE FUNCTION clear_work_week_hours();--> statement-breakpoint
-- What is already logged, counted once.
INSERT INTO work_week_hours (user_id, project_id, week_start, month_start, submitted, approved, rejected)
SELECT user_id, project_id, date_trunc('week', date::timestamp)::date, date_trunc('month', date::timestamp)::date,
  coalesce(sum(hours) FILTER (WHERE status = 'SUBMITTED'), 0),
  coalesce(sum(hours) FILTER (WHERE status = 'APPROVED'), 0),
  coalesce(sum(hours) FILTER (WHERE status = 'REJECTED'), 0)
FROM timesheets GROUP BY 1, 2, 3, 4;
