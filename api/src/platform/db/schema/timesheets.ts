import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { TIMESHEET_STATUSES, type TimesheetStatus } from '@portal/shared-contracts';
import { oneOf, timestamps } from './columns.js';
import { users } from './users.js';
import { projects } from './projects.js';

export const timesheets = pgTable(
  'timesheets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    projectId: integer('project_id').notNull().references(() => projects.id),
    date: date('date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    status: text('status').$type<TimesheetStatus>().notNull().default('SUBMITTED'),
    description: text('description').notNull(),
    rejectionReason: text('rejection_reason'),
    ...timestamps,
  },
  (t) => [
    index('timesheets_user_id_date_idx').on(t.userId, t.date),
    // (key, id) pairs: the list's sort orders, walked in index order; the first two also serve the foreign keys
    // and let "timesheets of these people or projects" be read person by person in the list's order. Hours are
    // walked in timesheet_hours_order (kept-totals.ts): an index on them would make every edit of hours non-HOT.
    index('timesheets_user_id_id_idx').on(t.userId, t.id),
    index('timesheets_project_id_id_idx').on(t.projectId, t.id),
    index('timesheets_date_id_idx').on(t.date, t.id),
    index('timesheets_status_id_idx').on(t.status, t.id),
    // A writer that fills the pending list merges it into the index: kept small, that costs a few ms, not 100+ (0016).
    index('timesheets_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`).with({ gin_pending_list_limit: 256 }),
    check('timesheets_hours_check', sql`${t.hours} BETWEEN 0.5 AND 9`),
    check('timesheets_status_check', oneOf('status', TIMESHEET_STATUSES)),
    check('timesheets_description_check', sql`btrim(${t.description}) <> ''`),
  ],
);
