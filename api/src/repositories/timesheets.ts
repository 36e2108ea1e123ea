import { and, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { projects, timesheets, users } from '../db/schema.js';
import type { ProjectStatus, TimesheetStatus } from '../constants.js';
import type { ReviewStatus, Timesheet, TimesheetList, TimesheetListQuery, TimesheetOrderBy } from '../schemas/timesheets.js';
import { containsPattern, countAll, fullNameSql, lowered, orderClauses, rowsToSkip, searchText, type Sortable } from './list-helpers.js';

export type NewTimesheet = typeof timesheets.$inferInsert;
/** What a create or an edit writes; status and rejection reason are decided by the caller's rules. */
export type TimesheetValues = Pick<NewTimesheet, 'userId' | 'projectId' | 'date' | 'hours' | 'description' | 'status' | 'rejectionReason'>;
export type TimesheetFilters = Pick<TimesheetListQuery, 'userId' | 'startDate' | 'endDate' | 'searchInput'> & { status?: TimesheetStatus };

const BATCH_SIZE = 500;

const timesheetColumns = {
  id: timesheets.id, userId: timesheets.userId, userName: fullNameSql(users.firstName, users.lastName),
  firstName: users.firstName, lastName: users.lastName, projectId: timesheets.projectId, projectName: projects.name,
  date: timesheets.date, hours: timesheets.hours, status: timesheets.status, description: timesheets.description,
  rejectionReason: timesheets.rejectionReason,
};

/** The allowlist turning a list's orderBy into SQL; the export sorts the same way. */
export const TIMESHEET_SORT_COLUMNS: Record<TimesheetOrderBy, Sortable> = {
  firstName: lowered(users.firstName),
  lastName: lowered(users.lastName),
  projectName: lowered(projects.name),
  date: timesheets.date,
  hours: timesheets.hours,
  status: timesheets.status,
};

export function listFilters(query: TimesheetFilters): SQL | undefined {
  const search = searchText(query.searchInput);
  const pattern = search && containsPattern(search);
  return and(
    query.userId ? eq(timesheets.userId, query.userId) : undefined,
    query.status ? eq(timesheets.status, query.status) : undefined,
    query.startDate ? gte(timesheets.date, query.startDate) : undefined,
    query.endDate ? lte(timesheets.date, query.endDate) : undefined,
    pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(fullNameSql(users.firstName, users.lastName), pattern),
          ilike(projects.name, pattern),
          ilike(timesheets.description, pattern),
        )
      : undefined,
  );
}

export function selectTimesheets(db: Database) {
  return db
    .select(timesheetColumns)
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.userId))
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .$dynamic();
}

export function createTimesheetsRepository(db: Database) {
  return {
    /** query.userId, when set, restricts to that person; the route decides whose rows a caller may see. */
    async list(query: TimesheetListQuery): Promise<TimesheetList> {
      const where = listFilters(query);
      const data = await selectTimesheets(db)
        .where(where)
        .orderBy(...orderClauses(TIMESHEET_SORT_COLUMNS[query.orderBy], query.order, timesheets.id))
        .limit(query.limit)
        .offset(rowsToSkip(query));
      const [count] = await db
        .select({ total: countAll() })
        .from(timesheets)
        .innerJoin(users, eq(users.id, timesheets.userId))
        .innerJoin(projects, eq(projects.id, timesheets.projectId))
        .where(where);
      return { data, total: count?.total ?? 0 };
    },

    async findById(id: number): Promise<Timesheet | null> {
      const [row] = await selectTimesheets(db).where(eq(timesheets.id, id));
      return row ?? null;
    },

    /** Row-locks the person so that concurrent writes of their hours are checked one after another (24 h per day). */
    async lockPerson(userId: number): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return rows.length > 0;
    },

    async projectStatus(projectId: number): Promise<ProjectStatus | null> {
      const [row] = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId));
      return row?.status ?? null;
    },

    /** Hours the person has logged on that day, leaving out one entry (the one being edited). */
    async hoursOnDay(userId: number, date: string, exceptId?: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${timesheets.hours}), 0)`.mapWith(Number) })
        .from(timesheets)
        .where(and(eq(timesheets.userId, userId), eq(timesheets.date, date), exceptId ? ne(timesheets.id, exceptId) : undefined));
      return row?.total ?? 0;
    },

    async insert(values: TimesheetValues): Promise<number> {
      const [row] = await db.insert(timesheets).values(values).returning({ id: timesheets.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async update(id: number, values: TimesheetValues): Promise<void> {
      await db.update(timesheets).set({ ...values, updatedAt: sql`now()` }).where(eq(timesheets.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(timesheets).where(eq(timesheets.id, id));
    },

    /**
     * Approves or rejects the entries that are still SUBMITTED and belong to someone other than the reviewer,
     * in one statement, so a concurrent edit or review cannot slip between the check and the write.
     * Returns the ids actually changed.
     */
    async review(ids: number[], reviewerId: number, status: ReviewStatus, reason: string | null): Promise<number[]> {
      const rows = await db
        .update(timesheets)
        .set({ status, rejectionReason: status === 'REJECTED' ? reason : null, updatedAt: sql`now()` })
        .where(and(inArray(timesheets.id, ids), eq(timesheets.status, 'SUBMITTED'), ne(timesheets.userId, reviewerId)))
        .returning({ id: timesheets.id });
      return rows.map((row) => row.id);
    },

    /** Owner and status of entries, row-locked until the transaction ends, for checking a change before making it. */
    async ownersAndStatuses(ids: number[]): Promise<{ id: number; userId: number; status: TimesheetStatus }[]> {
      return db
        .select({ id: timesheets.id, userId: timesheets.userId, status: timesheets.status })
        .from(timesheets)
        .where(inArray(timesheets.id, ids))
        .for('update');
    },

    async insertMany(rows: NewTimesheet[]): Promise<void> {
      for (let i = 0; i < rows.length; i += BATCH_SIZE) {
        await db.insert(timesheets).values(rows.slice(i, i + BATCH_SIZE));
      }
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: countAll() }).from(timesheets);
      return row?.total ?? 0;
    },
  };
}

export type TimesheetsRepository = ReturnType<typeof createTimesheetsRepository>;
