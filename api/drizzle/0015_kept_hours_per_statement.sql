-- The hours kept per person and day (0006) and per person, project and week (0011) are now added up once per
-- statement instead of once per row: a statement's rows are collected from its transition tables, summed per key,
-- and each key upserted once. Saving a week of 70 cells ran 140 upserts through two row triggers; now it runs two.
-- A statement that changes nothing these totals count (a description, a review of hours that stay) writes nothing.
CREATE TYPE timesheet_hours_change AS (user_id integer, project_id integer, date date, status text, hours numeric);--> statement-breakpoint
CREATE FUNCTION keep_timesheet_hours(p_changes timesheet_hours_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO timesheet_day_hours AS day (user_id, date, hours)
  SELECT user_id, date, sum(hours) FROM unnest(p_changes) GROUP BY user_id, date HAVING sum(hours) <> 0
  ON CONFLICT (user_id, date) DO UPDATE SET hours = day.hours + excluded.hours;
  INSERT INTO work_week_hours AS w (user_id, project_id, week_start, month_start, submitted, approved, rejected)
  SELECT * FROM (
    SELECT user_id, project_id, date_trunc('week', date::timestamp)::date, date_trunc('month', date::timestamp)::date,
      coalesce(sum(hours) FILTER (WHERE status = 'SUBMITTED'), 0) AS submitted,
      coalesce(sum(hours) FILTER (WHERE status = 'APPROVED'), 0) AS approved,
      coalesce(sum(hours) FILTER (WHERE status = 'REJECTED'), 0) AS rejected
    FROM unnest(p_changes) GROUP BY 1, 2, 3, 4
  ) AS sums
  WHERE submitted <> 0 OR approved <> 0 OR rejected <> 0
  ON CONFLICT (user_id, week_start, month_start, project_id) DO UPDATE SET
    submitted = w.submitted + excluded.submitted,
    approved = w.approved + excluded.approved,
    rejected = w.rejected + excluded.rejected;
END $$;--> statement-breakpoint
CREATE FUNCTION keep_added_timesheet_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM keep_timesheet_hours(ARRAY(SELECT ROW(user_id, project_id, date, status, hours)::timesheet_hours_change FROM added));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION keep_removed_timesheet_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM keep_timesheet_hours(ARRAY(SELECT ROW(user_id, project_id, date, status, -hours)::timesheet_hours_change FROM removed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION keep_changed_timesheet_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM keep_timesheet_hours(ARRAY(
    SELECT ROW(user_id, project_id, date, status, hours)::timesheet_hours_change FROM added
    UNION ALL
    SELECT ROW(user_id, project_id, date, status, -hours)::timesheet_hours_change FROM removed
  ));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER timesheets_day_hours ON timesheets;--> statement-breakpoint
DROP TRIGGER timesheets_work_week_hours ON timesheets;--> statement-breakpoint
DROP FUNCTION count_timesheet_day_hours();--> statement-breakpoint
DROP FUNCTION count_work_week_hours();--> statement-breakpoint
DROP FUNCTION add_work_week_hours(integer, integer, date, text, numeric);--> statement-breakpoint
-- Transition tables cannot go with a column list (UPDATE OF ...), so every update is looked at; one that moves no
-- hours nets to zero per key and writes nothing.
CREATE TRIGGER timesheets_kept_hours_insert AFTER INSERT ON timesheets REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION keep_added_timesheet_hours();--> statement-breakpoint
CREATE TRIGGER timesheets_kept_hours_update AFTER UPDATE ON timesheets REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION keep_changed_timesheet_hours();--> statement-breakpoint
CREATE TRIGGER timesheets_kept_hours_delete AFTER DELETE ON timesheets REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION keep_removed_timesheet_hours();
