import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TIMESHEET_REMINDER_KINDS, type TimesheetReminderKind } from '@portal/shared-contracts';
import { oneOf } from './columns.js';
import { users } from './users.js';

/**
 * Each reminder to log a week's hours (issue 20): MANUAL ones sent by an admin or manager, SCHEDULED ones by the
 * weekly reminder. A person gets at most one SCHEDULED reminder per week, whatever the number of API instances: the
 * instance whose insert wins the unique key sends it, in the transaction that holds the row (modules/missing-timesheets).
 */
export const timesheetReminders = pgTable(
  'timesheet_reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    kind: text('kind').$type<TimesheetReminderKind>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('timesheet_reminders_scheduled_idx').on(t.userId, t.weekStart).where(sql`${t.kind} = 'SCHEDULED'`),
    index('timesheet_reminders_week_start_idx').on(t.weekStart, t.userId),
    check('timesheet_reminders_kind_check', oneOf('kind', TIMESHEET_REMINDER_KINDS)),
  ],
);
