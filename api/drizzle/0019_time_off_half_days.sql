ALTER TABLE "work_week_hours" ALTER COLUMN "planned" SET DATA TYPE numeric(9, 3);--> statement-breakpoint
ALTER TABLE "time_off" ADD COLUMN "half_day_start" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "time_off" ADD COLUMN "half_day_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_half_days_check" CHECK (NOT ("time_off"."half_day_end" AND "time_off"."end_date" = "time_off"."start_date"));--> statement-breakpoint
-- Half days in capacity (issue 38, point 3): time off may leave the morning of its first day (half_day_start) or
-- the afternoon of its last (half_day_end) to work; such a day counts half in the plan, as in the TypeScript rules
-- (timeOffPart and workedPart in modules/capacity/working-days.ts; test/rules-in-sql.test.ts holds both to the
-- same answers). The part of a day one time off row takes, when the day is in it: 0.5 at a halved end, else 1.
CREATE FUNCTION time_off_day_part(p_start date, p_end date, p_half_start boolean, p_half_end boolean, p_day date)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN (p_half_start AND p_day = p_start) OR (p_half_end AND p_day = p_end) THEN 0.5 ELSE 1 END
$$;--> statement-breakpoint
-- The part of a day the person's time off takes, at most the whole day; `p_except_time_off` leaves one row out.
CREATE FUNCTION time_off_part(p_user integer, p_day date, p_except_time_off integer DEFAULT NULL)
RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT least(1, coalesce(sum(time_off_day_part(t.start_date, t.end_date, t.half_day_start, t.half_day_end, p_day)), 0))
  FROM time_off t
  WHERE t.user_id = p_user AND t.start_date <= p_day AND t.end_date >= p_day AND t.id IS DISTINCT FROM p_except_time_off
$$;--> statement-breakpoint
-- The person's working days in a range (timestamps, as 0012's working_days_of), each with the part of it they work:
-- Monday to Friday, not a public holiday, less their time off; the days wholly off are left out.
CREATE FUNCTION working_day_parts_of(p_user integer, p_start date, p_end date, p_except_time_off integer DEFAULT NULL)
RETURNS TABLE (work_day timestamp, part numeric) LANGUAGE sql STABLE AS $$
  SELECT d.day, d.part FROM (
    SELECT day, 1 - time_off_part(p_user, day::date, p_except_time_off) AS part
    FROM generate_series(p_start::timestamp, p_end::timestamp, interval '1 day') AS day
    WHERE extract(isodow FROM day) < 6 AND NOT EXISTS (SELECT 1 FROM public_holidays h WHERE h.date = day::date)
  ) AS d
  WHERE d.part > 0
$$;--> statement-breakpoint
-- 0012's days, now the days worked at all (a half day off among them); nothing in the API reads it any more.
CREATE OR REPLACE FUNCTION working_days_of(p_user integer, p_start date, p_end date, p_except_time_off integer DEFAULT NULL)
RETURNS SETOF timestamp LANGUAGE sql STABLE AS $$
  SELECT work_day FROM working_day_parts_of(p_user, p_start, p_end, p_except_time_off)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION planned_work_week_hours()
RETURNS TABLE (user_id integer, project_id integer, week_start date, month_start date, planned numeric)
LANGUAGE sql STABLE AS $$
  SELECT a.user_id, a.project_id, date_trunc('week', d.work_day)::date, date_trunc('month', d.work_day)::date, sum(a.allocation_hours * d.part)
  FROM allocations a CROSS JOIN LATERAL working_day_parts_of(a.user_id, a.start_date, a.end_date) AS d
  GROUP BY 1, 2, 3, 4
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_planned_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO work_week_hours AS w (user_id, project_id, week_start, month_start, planned)
    SELECT OLD.user_id, OLD.project_id, date_trunc('week', d.work_day)::date, date_trunc('month', d.work_day)::date, -OLD.allocation_hours * sum(d.part)
    FROM working_day_parts_of(OLD.user_id, OLD.start_date, OLD.end_date) AS d GROUP BY 3, 4
    ON CONFLICT (user_id, week_start, month_start, project_id) DO UPDATE SET planned = w.planned + excluded.planned;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO work_week_hours AS w (user_id, project_id, week_start, month_start, planned)
    SELECT NEW.user_id, NEW.project_id, date_trunc('week', d.work_day)::date, date_trunc('month', d.work_day)::date, NEW.allocation_hours * sum(d.part)
    FROM working_day_parts_of(NEW.user_id, NEW.start_date, NEW.end_date) AS d GROUP BY 3, 4
    ON CONFLICT (user_id, week_start, month_start, project_id) DO UPDATE SET planned = w.planned + excluded.planned;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A holiday added (p_sign -1) or removed (+1) on a weekday moves the part of that day each person works out of or
-- back into their allocations' plan: nothing for people wholly off that day, half for a half day off.
CREATE OR REPLACE FUNCTION move_holiday_plan(p_day date, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF extract(isodow FROM p_day) > 5 THEN RETURN; END IF;
  INSERT INTO work_week_hours AS w (user_id, project_id, week_start, month_start, planned)
  SELECT a.user_id, a.project_id, date_trunc('week', p_day::timestamp)::date, date_trunc('month', p_day::timestamp)::date, p_sign * sum(a.allocation_hours * worked.part)
  FROM allocations a CROSS JOIN LATERAL (SELECT 1 - time_off_part(a.user_id, p_day) AS part) AS worked
  WHERE a.start_date <= p_day AND a.end_date >= p_day AND worked.part > 0
  GROUP BY a.user_id, a.project_id
  ON CONFLICT (user_id, week_start, month_start, project_id) DO UPDATE SET planned = w.planned + excluded.planned;
END $$;--> statement-breakpoint
-- Time off added (p_sign -1) or removed (+1) moves, on each working day of it, the part it takes of what the person's
-- other time off leaves of the day (their other rows count already; the API refuses overlaps, this stays right without).
DROP FUNCTION move_time_off_plan(integer, integer, date, date, integer);--> statement-breakpoint
CREATE FUNCTION move_time_off_plan(p_id integer, p_user integer, p_start date, p_end date, p_half_start boolean, p_half_end boolean, p_sign integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO work_week_hours AS w (user_id, project_id, week_start, month_start, planned)
  SELECT a.user_id, a.project_id, date_trunc('week', d.work_day)::date, date_trunc('month', d.work_day)::date,
    p_sign * sum(a.allocation_hours * least(d.part, time_off_day_part(p_start, p_end, p_half_start, p_half_end, d.work_day::date)))
  FROM allocations a CROSS JOIN LATERAL working_day_parts_of(p_user, greatest(a.start_date, p_start), least(a.end_date, p_end), p_id) AS d
  WHERE a.user_id = p_user AND a.start_date <= p_end AND a.end_date >= p_start
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (user_id, week_start, month_start, project_id) DO UPDATE SET planned = w.planned + excluded.planned
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_time_off_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM move_time_off_plan(OLD.id, OLD.user_id, OLD.start_date, OLD.end_date, OLD.half_day_start, OLD.half_day_end, 1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM move_time_off_plan(NEW.id, NEW.user_id, NEW.start_date, NEW.end_date, NEW.half_day_start, NEW.half_day_end, -1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER time_off_planned_hours ON time_off;--> statement-breakpoint
CREATE TRIGGER time_off_planned_hours AFTER INSERT OR DELETE OR UPDATE OF user_id, start_date, end_date, half_day_start, half_day_end ON time_off FOR EACH ROW EXECUTE FUNCTION count_time_off_plan();
