import { and, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { projects, timesheets, users } from '../db/schema.js';
import type { Timesheet, TimesheetList, TimesheetListQuery, TimesheetOrderBy } from '../schemas/timesheets.js';
import { containsPattern, countAll, fullNameSql, lowered, orderClauses, rowsToSkip, searchText, type Sortable } from './list-helpers.js';

export type NewTimesheet = typeof timesheets.$inferInsert;

const BATCH_SIZE = 500;

const timesheetColumns = {
  id: timesheets.id, userId: timesheets.userId, userName: fullNameSql(users.firstName, users.lastName),
  firstName: users.firstName, lastName: users.lastName, projectId: timesheets.projectId, projectName: projects.name,
  date: timesheets.date, hours: timesheets.hours, status: timesheets.status, description: timesheets.description,
  rejectionReason: timesheets.rejectionReason,
};

const SORT_COLUMNS: Record<TimesheetOrderBy, Sortable> = {
  firstName: lowered(users.firstName),
  lastName: lowered(users.lastName),
  projectName: lowered(projects.name),
  date: timesheets.date,
  hours: timesheets.hours,
  status: timesheets.status,
};

function listFilters(query: TimesheetListQuery): SQL | undefined {
  const search = searchText(query.searchInput);
  const pattern = search && containsPattern(search);
  return and(
    query.userId ? eq(timesheets.userId, query.userId) : undefined,
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

function selectTimesheets(db: Database) {
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
        .orderBy(...orderClauses(SORT_COLUMNS[query.orderBy], query.order, timesheets.id))
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
