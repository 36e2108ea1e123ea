import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { allocations, projects, publicHolidays, timeOff, timesheets, users } from '../../platform/db/schema/index.js';
import { defineLookup } from '../../platform/lists/list-definition.js';
import type { Recall } from '../../platform/lists/remembered.js';
import type { ProjectStatus, TimeOffKind, Timesheet } from '@portal/shared-contracts';
import type { TimesheetValues } from './timesheet-values.js';

/** An inclusive range of 'YYYY-MM-DD' dates. */
type Days = { from: string; to: string };

/** One of the person's entries in the week, with what the grid shows and what its version is made of. */
export type WeekEntry = Pick<Timesheet, 'id' | 'projectId' | 'projectName' | 'date' | 'hours' | 'status' | 'description' | 'rejectionReason'> & {
  /** updated_at in microseconds, as text: a JavaScript Date would lose the last three digits. */
  stamp: string;
};

/** What the week grid shows around the entries: the person's contracted week and what takes days out of it. */
export type WeekSurroundings = {
  weeklyHours: number | null;
  /** Date of joining: the days before it expect no hours. */
  joinedOn: string | null;
  holidays: { date: string; name: string }[];
  timeOff: { startDate: string; endDate: string; kind: TimeOffKind; halfDayStart: boolean; halfDayEnd: boolean }[];
  allocatedProjects: { id: number; name: string }[];
};

const entryColumns = {
  id: timesheets.id,
  projectId: timesheets.projectId,
  projectName: projects.name,
  date: timesheets.date,
  hours: timesheets.hours,
  status: timesheets.status,
  description: timesheets.description,
  rejectionReason: timesheets.rejectionReason,
  stamp: sql<string>`(extract(epoch from ${timesheets.updatedAt}) * 1000000)::bigint::text`,
};

/** A week as the grid reads it: the entries and what surrounds them. */
export type WeekRead = WeekSurroundings & { entries: WeekEntry[] };

const week = { from: sql`${sql.placeholder('from')}::date`, to: sql`${sql.placeholder('to')}::date` };

/**
 * The grid's read, as one statement: the person's row with their week's entries and surroundings beside it. The
 * subqueries name `users` itself: drizzle writes a column of a one-table select without its table.
 */
function prepareWeekRead(db: Database) {
  return db
    .select({
      entries: sql<WeekEntry[]>`(select coalesce(json_agg(json_build_object(
          'id', timesheets.id, 'projectId', project_id, 'projectName', p.name, 'date', date::text, 'hours', hours, 'status', timesheets.status,
          'description', description, 'rejectionReason', rejection_reason, 'stamp', ${entryColumns.stamp}) order by timesheets.id), '[]')
        from timesheets join projects p on p.id = timesheets.project_id
        where timesheets.user_id = users.id and date between ${week.from} and ${week.to})`,
      weeklyHours: sql<number | null>`users.weekly_hours::float8`,
      joinedOn: sql<string | null>`users.doj::text`,
      holidays: sql<WeekSurroundings['holidays']>`(select coalesce(json_agg(json_build_object('date', date::text, 'name', name) order by date), '[]')
        from public_holidays where date between ${week.from} and ${week.to})`,
      timeOff: sql<WeekSurroundings['timeOff']>`(select coalesce(json_agg(json_build_object('startDate', start_date::text, 'endDate', end_date::text, 'kind', kind, 'halfDayStart', half_day_start, 'halfDayEnd', half_day_end) order by start_date), '[]')
        from time_off where time_off.user_id = users.id and end_date >= ${week.from} and start_date <= ${week.to})`,
      allocatedProjects: sql<WeekSurroundings['allocatedProjects']>`(select coalesce(json_agg(json_build_object('id', id, 'name', name) order by name, id), '[]')
        from (select distinct p.id, p.name from allocations a join projects p on p.id = a.project_id
              where a.user_id = users.id and a.end_date >= ${week.from} and a.start_date <= ${week.to}) as allocated)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('timesheet_week');
}

// Built once per database, not per request: building a statement is most of a small query's time (prepared.ts).
const weekReads = new WeakMap<Database, ReturnType<typeof prepareWeekRead>>();
const weekRead = (db: Database) => {
  let prepared = weekReads.get(db);
  if (!prepared) weekReads.set(db, (prepared = prepareWeekRead(db)));
  return prepared;
};

/** Every table the grid's read takes from. */
export const TIMESHEET_WEEKS = defineLookup('timesheet-weeks', [timesheets, projects, users, publicHolidays, timeOff, allocations], { shownOnPages: true });
/** Weeks of a few KB each: a few MB at most; past it the memory starts over. */
export const MAX_REMEMBERED_WEEKS = 2_000;

/** Reads a person's week: (person, first day, last day). */
export type WeekReader = (userId: number, days: Days) => Promise<WeekRead>;

/**
 * The grid's read for the server: each person's week remembered (`recall`, the app's memory of TIMESHEET_WEEKS)
 * while none of its tables has been written since, on this instance or any other (remembered.ts), so loading a week
 * again costs the shared read of the versions.
 */
export function rememberedWeekReads(db: Database, recall: Recall<WeekRead>): WeekReader {
  const weeks = createTimesheetWeeksRepository(db);
  return (userId, days) => recall(`${userId}:${days.from}:${days.to}`, () => weeks.weekOf(userId, days));
}

/** Reads and writes of one person's week of timesheets (the week grid); the rules are in modules/timesheets/save-week.ts. */
export function createTimesheetWeeksRepository(db: Database) {
  return {
    /**
     * The person's entries dated in the range, by id, each row-locked until the transaction ends, so no review or edit
     * lands between a check and a write.
     */
    async lockedEntriesOf(userId: number, { from, to }: Days): Promise<WeekEntry[]> {
      return db
        .select(entryColumns)
        .from(timesheets)
        .innerJoin(projects, eq(projects.id, timesheets.projectId))
        .where(and(eq(timesheets.userId, userId), gte(timesheets.date, from), lte(timesheets.date, to)))
        .orderBy(asc(timesheets.id))
        .for('update', { of: timesheets });
    },

    /**
     * Locks the person's row until the transaction ends (NO KEY UPDATE: their new timesheets, which only need the
     * key, are not held up), so two saves of their weeks check and write one after the other. False: no such person.
     */
    async lockPerson(userId: number): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      return rows.length > 0;
    },

    /**
     * The person's entries in the range (by id), their weekly hours, the public holidays, their time off and the
     * projects they are allocated to then, in one round trip.
     */
    async weekOf(userId: number, { from, to }: Days): Promise<WeekRead> {
      const [row] = await weekRead(db).execute({ userId, from, to });
      if (!row) throw new Error(`no person ${userId} to read the week of`);
      return { ...row, entries: row.entries.map((entry) => ({ ...entry, hours: Number(entry.hours) })) };
    },

    /** The status of each of these projects that exists. */
    async projectStatuses(ids: number[]): Promise<Map<number, ProjectStatus>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: projects.id, status: projects.status }).from(projects).where(inArray(projects.id, ids));
      return new Map(rows.map((row) => [row.id, row.status]));
    },

    /** Inserts the entries in one statement and answers their ids. */
    async insertAll(rows: TimesheetValues[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db.insert(timesheets).values(rows).returning({ id: timesheets.id });
      return inserted.map((row) => row.id);
    },

    /** Writes each entry's values in one statement. */
    async updateAll(rows: { id: number; values: TimesheetValues }[]): Promise<void> {
      if (rows.length === 0) return;
      // One array parameter per column: sql.param, since a bare array in a drizzle template becomes a list of parameters.
      const column = <T>(pick: (row: { id: number; values: TimesheetValues }) => T) => sql.param(rows.map(pick));
      await db.execute(sql`
        update ${timesheets} set project_id = input.project_id, date = input.date, hours = input.hours, description = input.description,
          status = input.status, rejection_reason = input.rejection_reason, updated_at = now()
        from unnest(${column((row) => row.id)}::int[], ${column((row) => row.values.projectId)}::int[], ${column((row) => row.values.date)}::date[],
                    ${column((row) => row.values.hours)}::numeric[], ${column((row) => row.values.description)}::text[],
                    ${column((row) => row.values.status)}::text[], ${column((row) => row.values.rejectionReason ?? null)}::text[])
          as input(id, project_id, date, hours, description, status, rejection_reason)
        where ${timesheets.id} = input.id`);
    },

    async removeAll(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(timesheets).where(inArray(timesheets.id, ids));
    },
  };
}

export type TimesheetWeeksRepository = ReturnType<typeof createTimesheetWeeksRepository>;
