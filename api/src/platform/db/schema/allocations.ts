import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './users.js';
import { projects } from './projects.js';

export const allocations = pgTable(
  'allocations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    projectId: integer('project_id').notNull().references(() => projects.id),
    // Hours per working day (Mon-Fri) the person spends on the project.
    allocationHours: numeric('allocation_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('allocations_user_id_idx').on(t.userId),
    index('allocations_project_id_idx').on(t.projectId),
    check('allocations_hours_check', sql`${t.allocationHours} >= 0.25 AND mod(${t.allocationHours} * 4, 1) = 0`),
    check('allocations_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
