// Totals the database keeps in the same transaction as the rows they count, by triggers (migrations 0006, 0008,
// 0009, 0011, 0012, 0015): read instead of counting or summing the rows per request. drizzle.config.ts reads this
// file and schema/. The timesheets' hours are added up once per statement (0015): a statement's rows summed per key,
// each key upserted once.
import { sql } from 'drizzle-orm';
import { MAX_HOURS_PER_DAY } from '@portal/shared-contracts';
import { bigint, check, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { projects, users } from './schema/index.js';

/**
 * Hours each person has logged per day, kept by triggers on timesheets (migrations 0006, 0015). Its check is the 24-hour
 * rule: a write that would break it fails in the database, however many arrive at once, and the upsert's row lock
 * queues concurrent writes for the same person and day while leaving everyone else's alone.
 */
/**
 * The 24-hour rule (exceedsDayLimit in modules/timesheets/rules.ts) as the database enforces it; migration 0006 wrote
 * the limit into the check, test/rules-in-sql.test.ts holds the installed check to the rule.
 */
export const TIMESHEET_DAY_LIMIT = 'timesheet_day_hours_limit_check';

export const timesheetDayHours = pgTable(
  'timesheet_day_hours',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] }), check(TIMESHEET_DAY_LIMIT, sql`${t.hours} <= ${sql.raw(String(MAX_HOURS_PER_DAY))}`)],
);

/**
 * Hours logged per person, project and week, by status, kept by triggers on timesheets (migrations 0011, 0015) in
 * the same transaction as the entries, and the hours planned for them (0012): the utilisation report reads these
 * instead of a million timesheet rows. A week that runs across two months has a row in each (`monthStart`), so weeks and months both add up from the rows.
 */
export const workWeekHours = pgTable(
  'work_week_hours',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    /** Monday of the ISO week. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** First day of the month the week's days in this row fall in. */
    monthStart: date('month_start', { mode: 'string' }).notNull(),
    submitted: numeric('submitted', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    approved: numeric('approved', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    rejected: numeric('rejected', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    /**
     * Hours the person's allocations on the project plan in these days: each allocation's hours on each working day
     * (Monday to Friday, not a public holiday, not in their time off), kept by triggers on allocations, public_holidays
     * and time_off (migration 0012).
     */
    // To the thousandth: an allocation's quarter hours on a half day off (0019) plan eighths of an hour.
    planned: numeric('planned', { precision: 9, scale: 3, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.weekStart, t.monthStart, t.projectId] }),
    index('work_week_hours_project_week_idx').on(t.projectId, t.weekStart),
    // The utilisation report reads everyone's rows of a range of weeks or months.
    index('work_week_hours_week_start_idx').on(t.weekStart),
    index('work_week_hours_month_start_idx').on(t.monthStart),
  ],
);

/**
 * Every timesheet's hours beside its id, kept by triggers on timesheets (migration 0020), so "all timesheets by hours"
 * walks this table's (hours, id) key. timesheets itself has no index on hours: an edit of an entry's hours then changes
 * no indexed column and stays a HOT update on its heap page. A week save edits 70 rows; with the index each edit wrote a
 * new entry into all eight of timesheets' indexes, the description's trigrams included (641 WAL records a save, 78 now).
 */
export const timesheetHoursOrder = pgTable(
  'timesheet_hours_order',
  {
    hours: numeric('hours', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    id: integer('id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hours, t.id] })],
);

/**
 * Exact row counts of the tables too large to count per request, kept by statement-level triggers (migration
 * 0008) in the same transaction as the rows: a list with no filter reads its total here instead of counting a
 * million rows (~50 ms each, and every write makes the next page count again). A table's count is the sum of its
 * slots; each database connection adds to its own slot, so concurrent writers do not queue on one row.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: text('table_name').notNull(),
    slot: integer('slot').notNull(),
    rowCount: bigint('row_count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.slot] })],
);

/**
 * A version per table that lists and remembered answers are read from, raised by statement-level triggers
 * (migration 0009) in the writer's own transaction, so a snapshot that sees a write also sees its raised version.
 * Each API process stamps what it remembers with the versions read before computing it, and serves it again only
 * while they are unchanged (platform/lists/remembered.ts). A table's version is the sum of its slots; each database
 * connection raises its own slot, so concurrent writers do not queue on one row.
 */
export const tableVersions = pgTable(
  'table_versions',
  {
    tableName: text('table_name').notNull(),
    slot: integer('slot').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.slot] })],
);

/** A trigger, by the table it is on. */
export type TableTrigger = { readonly on: string; readonly name: string };

/**
 * A total the database keeps by triggers, registered once by the module that owns it (its index.ts, KEPT_TOTALS;
 * wiring/kept-totals.ts gathers them). api/test/kept-totals-registered.test.ts holds the registrations to the
 * database: every trigger named is installed, every installed trigger is named (the table versions' excepted, which
 * the reads' registrations cover), and the recount gives what the triggers keep. `pnpm --filter @portal/api run
 * show:triggers` prints the bodies as the migrations have left them.
 */
export type KeptTotal = {
  /** The table it is kept in. */
  readonly table: string;
  /** Every trigger that writes it. */
  readonly keptBy: readonly TableTrigger[];
  /** Off while a bulk load inserts (row by row upkeep costs more than counting once after), which then runs `recount`. */
  readonly offDuringBulkLoad: readonly TableTrigger[];
  /** Statements that fill the emptied table from its sources, in order. */
  readonly recount: readonly string[];
  /** What the table says, in a fixed order: its slots summed, keys whose sums are all zero left out (a recount has none). */
  readonly meaning: string;
};
