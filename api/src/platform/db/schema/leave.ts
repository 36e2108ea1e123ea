import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TIME_OFF_KINDS, LEAVE_STATUSES, type LeaveStatus, type TimeOffKind } from '@portal/shared-contracts';
import { oneOf } from './columns.js';
import { users } from './users.js';
import { timeOff } from './time-off.js';

/**
 * Yearly leave allowances per type (issue 38): the default (user_id null, one per type) and a person's where it
 * differs (one per person and type). Days in halves.
 */
export const leaveAllowances = pgTable(
  'leave_allowances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    leaveType: text('leave_type').$type<TimeOffKind>().notNull(),
    days: numeric('days', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leave_allowances_default_idx').on(t.leaveType).where(sql`${t.userId} IS NULL`),
    uniqueIndex('leave_allowances_person_idx').on(t.userId, t.leaveType).where(sql`${t.userId} IS NOT NULL`),
    check('leave_allowances_type_check', oneOf('leave_type', TIME_OFF_KINDS)),
    check('leave_allowances_days_check', sql`${t.days} >= 0`),
  ],
);

/**
 * A person's request for time off (issue 38). Approved, it becomes the time off row `time_off_id` in the same
 * transaction; a cancellation approved removes that row. Overlaps are refused by the API under a lock on the person.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    leaveType: text('leave_type').$type<TimeOffKind>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    halfDayStart: boolean('half_day_start').notNull().default(false),
    halfDayEnd: boolean('half_day_end').notNull().default(false),
    days: numeric('days', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    note: text('note'),
    status: text('status').$type<LeaveStatus>().notNull().default('PENDING'),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    timeOffId: integer('time_off_id').references(() => timeOff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_requests_user_id_start_date_idx').on(t.userId, t.startDate),
    index('leave_requests_status_idx').on(t.status),
    check('leave_requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('leave_requests_type_check', oneOf('leave_type', TIME_OFF_KINDS)),
    check('leave_requests_status_check', oneOf('status', LEAVE_STATUSES)),
  ],
);
