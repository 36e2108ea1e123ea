// The work_week_hours table (kept-totals.ts, migrations 0011 and 0012) counted again from the timesheets and the
// allocations: what a bulk load writes after loading with the triggers off, and what the tests compare the kept rows with.
import type { KeptTotal } from '../../platform/db/kept-totals.js';

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

/**
 * Every person, project and week-in-a-month with hours planned, counted from the allocations, the holidays and
 * the time off by the database function migration 0012 defines and 0019 redefines with half days (its triggers keep
 * `planned` equal to this).
 */
export const PLANNED_WORK_WEEK_HOURS = 'SELECT * FROM planned_work_week_hours()';

/** Adds the plan to the table, after a load that ran with the allocations' trigger disabled. */
export const FILL_PLANNED_WORK_WEEK_HOURS = `
  INSERT INTO work_week_hours AS w (user_id, project_id, week_start, month_start, planned)
  ${PLANNED_WORK_WEEK_HOURS}
  ON CONFLICT (user_id, week_start, month_start, project_id) DO UPDATE SET planned = w.planned + excluded.planned`;

/**
 * Hours logged (by status) and planned per person, project and week-in-a-month, which the utilisation report reads
 * (migrations 0011, 0012, 0015). Holidays and time off move the plan row by row; a bulk load of them is not made.
 */
export const KEPT_WORK_WEEK_HOURS: KeptTotal = {
  table: 'work_week_hours',
  keptBy: [
    ...['timesheets_kept_hours_insert', 'timesheets_kept_hours_update', 'timesheets_kept_hours_delete', 'timesheets_work_week_hours_truncate'].map((name) => ({ on: 'timesheets', name })),
    ...['allocations', 'public_holidays', 'time_off'].flatMap((on) => [{ on, name: `${on}_planned_hours` }, { on, name: `${on}_planned_hours_truncate` }]),
  ],
  offDuringBulkLoad: [{ on: 'timesheets', name: 'timesheets_kept_hours_insert' }, { on: 'allocations', name: 'allocations_planned_hours' }],
  recount: [FILL_WORK_WEEK_HOURS, FILL_PLANNED_WORK_WEEK_HOURS],
  meaning: `SELECT user_id, project_id, week_start, month_start, sum(submitted) AS submitted, sum(approved) AS approved,
      sum(rejected) AS rejected, sum(planned) AS planned
    FROM work_week_hours GROUP BY 1, 2, 3, 4
    HAVING sum(submitted) <> 0 OR sum(approved) <> 0 OR sum(rejected) <> 0 OR sum(planned) <> 0 ORDER BY 1, 2, 3, 4`,
};
