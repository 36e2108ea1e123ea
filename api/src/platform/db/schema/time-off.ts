import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { TIME_OFF_KINDS, type TimeOffKind } from '@portal/shared-contracts';
import { oneOf } from './columns.js';
import { users } from './users.js';

/** Public holidays: nobody's working day, so they count towards no capacity and no allocation's planned hours. */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull().unique(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('public_holidays_name_check', sql`btrim(${t.name}) <> ''`)],
);

/**
 * A person's absence over whole days, but for a half day at either end: the afternoon only of the first day
 * (`half_day_start`), the morning only of the last (`half_day_end`); a one-day absence halves with `half_day_start`
 * only. At most one on any day: the API refuses overlaps under a lock on the person.
 */
export const timeOff = pgTable(
  'time_off',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    halfDayStart: boolean('half_day_start').notNull().default(false),
    halfDayEnd: boolean('half_day_end').notNull().default(false),
    kind: text('kind').$type<TimeOffKind>().notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_off_user_id_start_date_idx').on(t.userId, t.startDate),
    check('time_off_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('time_off_kind_check', oneOf('kind', TIME_OFF_KINDS)),
    check('time_off_half_days_check', sql`NOT (${t.halfDayEnd} AND ${t.endDate} = ${t.startDate})`),
  ],
);
