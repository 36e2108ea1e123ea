// What the database keeps about timesheets by triggers (platform/db/kept-totals.ts has the tables and the type).
import type { KeptTotal, TableTrigger } from '../../platform/db/kept-totals.js';

const on = (name: string): TableTrigger => ({ on: 'timesheets', name });

/** Adding up a bulk load's hours once, per statement (migration 0015), beats the trigger's upsert per COPY batch. */
const KEPT_HOURS_ON_INSERT = on('timesheets_kept_hours_insert');

/** Each person's hours per day, the 24-hour rule's total (migrations 0006, 0015). */
export const KEPT_DAY_HOURS: KeptTotal = {
  table: 'timesheet_day_hours',
  keptBy: [KEPT_HOURS_ON_INSERT, on('timesheets_kept_hours_update'), on('timesheets_kept_hours_delete'), on('timesheets_day_hours_truncate')],
  offDuringBulkLoad: [KEPT_HOURS_ON_INSERT],
  recount: ['INSERT INTO timesheet_day_hours (user_id, date, hours) SELECT user_id, date, sum(hours) FROM timesheets GROUP BY user_id, date'],
  meaning: 'SELECT user_id, date, hours FROM timesheet_day_hours WHERE hours <> 0 ORDER BY 1, 2',
};

/** The number of timesheets, which the list reads instead of counting a million rows (migration 0008); COPY keeps it too. */
export const KEPT_TIMESHEET_COUNT: KeptTotal = {
  table: 'row_counts',
  keptBy: [on('timesheets_count_inserted'), on('timesheets_count_deleted'), on('timesheets_count_truncated')],
  offDuringBulkLoad: [],
  recount: ["INSERT INTO row_counts (table_name, slot, row_count) SELECT 'timesheets', 0, count(*) FROM timesheets"],
  meaning: "SELECT sum(row_count)::bigint AS timesheets FROM row_counts WHERE table_name = 'timesheets'",
};

const HOURS_ORDER_ON_INSERT = on('timesheets_hours_order_insert');

/** Every entry's hours by id, which "all timesheets by hours" walks instead of an index on timesheets (migration 0020). */
export const KEPT_HOURS_ORDER: KeptTotal = {
  table: 'timesheet_hours_order',
  keptBy: [HOURS_ORDER_ON_INSERT, on('timesheets_hours_order_update'), on('timesheets_hours_order_delete'), on('timesheets_hours_order_truncate')],
  offDuringBulkLoad: [HOURS_ORDER_ON_INSERT],
  recount: ['INSERT INTO timesheet_hours_order (hours, id) SELECT hours, id FROM timesheets ORDER BY hours, id'],
  meaning: 'SELECT hours, id FROM timesheet_hours_order ORDER BY 1, 2',
};
