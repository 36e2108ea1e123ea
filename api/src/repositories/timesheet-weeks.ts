import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { projects, timesheets, users } from '../db/schema.js';
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
  holidays: { date: string; name: string }[];
  timeOff: { startDate: string; endDate: string; kind: TimeOffKind }[];
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

/** Reads and writes of one person's week of timesheets (the week grid); the rules are in domain/timesheets/save-week.ts. */
export function createTimesheetWeeksRepository(db: Database) {
  const entriesQuery = (userId: number, { from, to }: Days) =>
    db
      .select(entryColumns)
      .from(timesheets)
      .innerJoin(projects, eq(projects.id, timesheets.projectId))
      .where(and(eq(timesheets.userId, userId), gte(timesheets.date, from), lte(timesheets.date, to)))
      .orderBy(asc(timesheets.id));

  return {
    /** The person's entries dated in the range, by id. */
    async entriesOf(userId: number, days: Days): Promise<WeekEntry[]> {
      return entriesQuery(userId, days);
    },

    /** The same, each entry row-locked until the transaction ends, so no review or edit lands between a check and a write. */
    async lockedEntriesOf(userId: number, days: Days): Promise<WeekEntry[]> {
      return entriesQuery(userId, days).for('update', { of: timesheets });
    },

    /**
     * Locks the person's row until the transaction ends (NO KEY UPDATE: their new timesheets, which only need the
     * key, are not held up), so two saves of their weeks check and write one after the other. False: no such person.
     */
    async lockPerson(userId: number): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      return rows.length > 0;
    },

    /** Weekly hours, the public holidays, the person's time off and the projects they are allocated to in the range, in one round trip. */
    async surroundingsOf(userId: number, { from, to }: Days): Promise<WeekSurroundings> {
      const result = await db.execute(sql`
        select
          (select weekly_hours::float8 from users where id = ${userId}) as "weeklyHours",
          (select coalesce(json_agg(json_build_object('date', date::text, 'name', name) order by date), '[]')
             from public_holidays where date between ${from} and ${to}) as "holidays",
          (select coalesce(json_agg(json_build_object('startDate', start_date::text, 'endDate', end_date::text, 'kind', kind) order by start_date), '[]')
             from time_off where user_id = ${userId} and end_date >= ${from} and start_date <= ${to}) as "timeOff",
          (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name, p.id), '[]')
             from projects p
             where exists (select 1 from allocations a where a.project_id = p.id and a.user_id = ${userId} and a.end_date >= ${from} and a.start_date <= ${to})
          ) as "allocatedProjects"`);
      // Both drivers answer execute() with { rows }; the generic database type does not say so.
      const [row] = (result as unknown as { rows: WeekSurroundings[] }).rows;
      if (!row) throw new Error('the week surroundings query answered no row');
      return row;
    },

    /** The status of each of these projects that exists. */
    async projectStatuses(ids: number[]): Promise<Map<number, ProjectStatus>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: projects.id, status: projects.status }).from(projects).where(inArray(projects.id, ids));
      return new Map(rows.map((row) => [row.id, row.status]));
    },

    async insert(values: TimesheetValues): Promise<number> {
      const [row] = await db.insert(timesheets).values(values).returning({ id: timesheets.id });
      if (!row) throw new Error('a timesheet insert returned no row');
      return row.id;
    },
  };
}

export type TimesheetWeeksRepository = ReturnType<typeof createTimesheetWeeksRepository>;
