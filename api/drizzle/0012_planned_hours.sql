-- Hours planned per person, project and week (split at month ends), next to the hours logged (0011), for the
-- utilisation report (issue 20). An allocation plans its hours on each of the person's working days: Monday to
-- Friday, not a public holiday, not in their time off. Triggers on all three tables keep the sums in the writer's
-- transaction, so at every commit `planned` equals planned_work_week_hours() below, counted again from scratch.
ALTER TABLE "work_week_hours" ADD COLUMN "planned" numeric(8, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The person's working days in a range, as timestamps (date_trunc on them does not depend on the time zone).
-- `p_except_time_off` leaves one time off row out: the one being added or removed.
CREATE FUNCTION working_days_of(p_user integer, p_start date, p_end date, p_except_time_off integer DEFAULT NULL)
RETURNS SETOF timestamp LANGUAGE sql STABLE AS $$
  SELECT day FROM generate_series(p_start::timestamp, p_end::timestamp, interval '1 day') AS day
  WHERE extract(isodow FROM day) < 6
    AND NOT EXISTS (SELECT 1 FROM public_holidays h WHERE h.date = day::date)
    AND NOT EXISTS (
      SELECT 1 FROM time_off t
      WHERE t.user_id = p_user AND t.start_date <= day::date AND t.end_date >= day::date
        AND t.id IS DISTINCT FROM p_except_time_off
    )
$$;--> statement-breakpoint
-- Every person, project and week-in-a-month with hours planned, counted from the allocations themselves: what a
-- bulk load or a truncate of holidays or time off fills the column from, and what the tests compare it with.
CREATE FUNCTION planned_work_week_hours()
RETURNS TABLE (user_id integer, project_id integer, week_start date, month_start date, planned numeric)
LANGUAGE sql STABLE AS $$
  SELECT a.user_id, a.project_id, date_trunc('week', day)::date, date_trunc('month', day)::date, sum(a.allocation_hours)
  FROM allocations a CROSS JOIN LATERAL working_days_of(a.user_id, a.start_date, a.end_date) AS day
  GROUP BY 1, 2, 3, 4
$$;--> statement-breakpoint
-- An allocation written: its old plan is taken off and its new one added, over the working days as they are now
-- (which is what was added before, since holiday and time off writes move the plan with them). Each statement adds
-- one sum per person, project, week and month: ON CONFLICT may touch a row only once per statement.
CREATE FUNCTION count_planned_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO work_week_hours AS w (user_id, project_id, week_start, month_start, planned)
    SELECT OLD.user_id, OLD.project_id, date_trunc('week', day)::date, date_trunc('month', day)::date, -OLD.allocation_hours * count(*)
    FROM working_days_of(OLD.user_id, OLD.start_date, OLD.end_date) AS day GROUP BY 3, 4
    ON CONFLICT (user_id, week_start, month_start, project_id) DO UPDATE SET planned = w.planned + excluded.planned;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO work_week_hours AS w (user_id, project_id, week_start, month_start, planned)
    SELECT NEW.user_id, NEW.project_id, date_trunc('week', day)::date, date_trunc('month', day)::date, NEW.allocation_hours * count(*)
    FROM working_days_of(NEW.user_id, NEW.start_date, NEW.end_date) AS day GROUP BY 3, 4
    ON CONFLICT (user_id, week_start, month_start, project_id) DO UPDATE SET planned = w.planned + excluded.planned;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER allocations_planned_hours AFTER INSERT OR DELETE OR UPDATE OF user_id, project_id, start_date, end_date, allocation_hours ON allocations FOR EACH ROW EXECUTE FUNCTION count_planned_hours();--> statement-breakpoint
-- A holiday added (p_sign -1) or removed (+1) on a weekday moves every allocation's hours of that day out of or
-- back into the plan, except for people already off that day.
CREATE FUNCTION move_holiday_plan(p_day date, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF extract(isodow FROM p_day) > 5 THEN RETURN; END IF;
  INSERT INTO work_week_hours AS w (user_id, project_id, week_start, month_start, planned)
  SELECT a.user_id, a.project_id, date_trunc('week', p_day::timestamp)::date, date_trunc('month', p_day::timestamp)::date, p_sign * sum(a.allocation_hours)
  FROM allocations a
  WHERE a.start_date <= p_day AND a.end_date >= p_day
    AND NOT EXISTS (SELECT 1 FROM time_off t WHERE t.user_id = a.user_id AND t.start_date <= p_day AND t.end_date >= p_day)
  GROUP BY a.user_id, a.project_id
  ON CONFLICT (user_id, week_start, month_start, project_id) DO UPDATE SET planned = w.planned + excluded.planned;
END $$;--> statement-breakpoint
CREATE FUNCTION count_holiday_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM move_holiday_plan(OLD.date, 1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM move_holiday_plan(NEW.date, -1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER public_holidays_planned_hours AFTER INSERT OR DELETE OR UPDATE OF date ON public_holidays FOR EACH ROW EXECUTE FUNCTION count_holiday_plan();--> statement-breakpoint
-- Time off added (p_sign -1) or removed (+1) moves the person's allocations' hours on its working days, except days
-- another of their time off rows already covers (the API refuses overlaps; this stays right without that rule).
CREATE FUNCTION move_time_off_plan(p_id integer, p_user integer, p_start date, p_end date, p_sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO work_week_hours AS w (user_id, project_id, week_start, month_start, planned)
  SELECT a.user_id, a.project_id, date_trunc('week', day)::date, date_trunc('month', day)::date, p_sign * sum(a.allocation_hours)
  FROM allocations a CROSS JOIN LATERAL working_days_of(p_user, greatest(a.start_date, p_start), least(a.end_date, p_end), p_id) AS day
  WHERE a.user_id = p_user AND a.start_date <= p_end AND a.end_date >= p_start
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (user_id, week_start, month_start, project_id) DO UPDATE SET planned = w.planned + excluded.planned
$$;--> statement-breakpoint
CREATE FUNCTION count_time_off_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM move_time_off_plan(OLD.id, OLD.user_id, OLD.start_date, OLD.end_date, 1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM move_time_off_plan(NEW.id, NEW.user_id, NEW.start_date, NEW.end_date, -1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER time_off_planned_hours AFTER INSERT OR DELETE OR UPDATE OF user_id, start_date, end_date ON time_off FOR EACH ROW EXECUTE FUNCTION count_time_off_plan();--> statement-breakpoint
-- After a truncate of any of the three, the plan is counted again from what is left.
CREATE FUNCTION recount_planned_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE work_week_hours SET planned = 0 WHERE planned <> 0;
  INSERT INTO work_week_hours AS w (user_id, project_id, week_start, month_start, planned)
  SELECT * FROM planned_work_week_hours()
  ON CONFLICT (user_id, week_start, month_start, project_id) DO UPDATE SET planned = excluded.planned;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER allocations_planned_hours_truncate AFTER TRUNCATE ON allocations FOR EACH STATEMENT EXECUTE FUNCTION recount_planned_hours();--> statement-breakpoint
CREATE TRIGGER public_holidays_planned_hours_truncate AFTER TRUNCATE ON public_holidays FOR EACH STATEMENT EXECUTE FUNCTION recount_planned_hours();--> statement-breakpoint
CREATE TRIGGER time_off_planned_hours_truncate AFTER TRUNCATE ON time_off FOR EACH STATEMENT EXECUTE FUNCTION recount_planned_hours();--> statement-breakpoint
-- A truncate of the timesheets now empties only the logged hours: the plan stays.
CREATE OR REPLACE FUNCTION clear_work_week_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE work_week_hours SET submitted = 0, approved = 0, rejected = 0 WHERE submitted <> 0 OR approved <> 0 OR rejected <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- What is already planned, counted once.
INSERT INTO work_week_hours AS w (user_id, project_id, week_start, month_start, planned)
SELECT * FROM planned_work_week_hours()
ON CONFLICT (user_id, week_start, month_start, project_id) DO UPDATE SET planned = excluded.planned;
