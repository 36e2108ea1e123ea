import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PROGRESS_DETAILS, PROJECT_STATUSES, type ProgressDetails, type ProjectStatus } from '@portal/shared-contracts';
import { oneOf, timestamps } from './columns.js';
import { clients } from './clients.js';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    status: text('status').$type<ProjectStatus>().notNull().default('NOT_STARTED'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    progressDetails: text('progress_details').$type<ProgressDetails>(),
    ...timestamps,
  },
  (t) => [
    // Also serves as the client_id foreign-key index (leading column).
    uniqueIndex('projects_client_name_lower_idx').on(t.clientId, sql`lower(btrim(${t.name}))`),
    index('projects_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    check('projects_status_check', oneOf('status', PROJECT_STATUSES)),
    check('projects_progress_details_check', oneOf('progress_details', PROGRESS_DETAILS)),
    check('projects_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('projects_in_progress_details_check', sql`${t.status} <> 'IN_PROGRESS' OR ${t.progressDetails} IS NOT NULL`),
  ],
);
