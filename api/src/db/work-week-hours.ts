// The work_week_hours table (schema.ts, migration 0011) counted again from the timesheets themselves: what a bulk
// load writes after loading with the trigger off, and what the tests compare the trigger-kept rows with.

/** Every person, project and week-in-a-month with hours logged, by status, straight from the timesheets. */
export const WORK_WEEK_HOURS_FROM_TIMESHEETS = `
  SELECT user_id, project_id,
    date_trunc('week', date::timestamp)::date AS week_start,
    date_trunc('month', date::timestamp)::date AS month_start,
    coalesce(sum(hours) FILTER (WHERE status = 'SUBMITTED'), 0) AS submitted,
    coalesce(sum(hours) FILTER (WHERE status = 'APPROVED'), 0) AS approved,
    coalesce(sum(hours) FILTER (WHERE status = 'REJECTED'), 0) AS rejected
  FROM timesheets
  GROUP BY 1, 2, 3, 4`;

/** Fills the (empty) table from the timesheets, after a load that ran with its trigger disabled. */
export const FILL_WORK_WEEK_HOURS = `
  INSERT INTO work_week_hours (user_id, project_id, week_start, month_start, submitted, approved, rejected)
  ${WORK_WEEK_HOURS_FROM_TIMESHEETS}`;
