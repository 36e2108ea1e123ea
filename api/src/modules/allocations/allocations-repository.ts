import { and, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client.js';
import { allocations, projects, publicHolidays, timeOff, timesheets, users } from '../../platform/db/schema/index.js';
import type { Allocation, AllocationList, AllocationListQuery, AllocationOrderBy } from '@portal/shared-contracts';
import { defineList } from '../../platform/lists/list-definition.js';
import { containsPattern, countAll, fullNameSql, lowered, orderClauses, searchText, type PageRead, type SortOrder } from '../../platform/lists/list-helpers.js';
import { capacityPercentage } from '../capacity/index.js';
import { contractedWeeklyHours } from '../users/index.js';
import { noListMemory, type ListMemory, type ListRecall } from '../../platform/lists/list-memory.js';
import { anyOf, findNamedIds } from '../../platform/lists/named-ids.js';
import { idIsAnyOf, PAGE_WINDOW, pageWindow, preparedOnFirstUse, preparedPer } from '../../platform/lists/prepared.js';
import { readList } from '../../platform/lists/read-list.js';
import { idsOf, rowsOfPage } from '../../platform/lists/sparse-page.js';
import { selectIdsWithSortKey, selectUnfilteredIds, sortSourceOf } from '../../platform/lists/person-project-join.js';

export type NewAllocation = typeof allocations.$inferInsert;
export type AllocationValues = Pick<NewAllocation, 'userId' | 'projectId' | 'allocationHours' | 'startDate' | 'endDate'>;
/** What the rules need to know about an employee or project named in a request. */
/** `weeklyHours`: their contracted week, null for the standard one. */
export type AssigneeState = { id: number; name: string; active: boolean; weeklyHours: number | null };
export type ProjectState = { id: number; name: string; status: string };
export type AllocationSpan = { userId: number; allocationHours: number; startDate: string; endDate: string };

const OTHER = 'other_allocation';
const other = alias(allocations, OTHER);
const COVERING = 'covering_allocation';
const covering = alias(allocations, COVERING);

/**
 * The employee's busiest working day (Mon-Fri) inside this allocation's range: the most hours their allocations
 * together put on one weekday of it; 0 when the range has no weekday. Their total only changes where one of their
 * allocations starts or ends, so a busiest day is found among the first weekday on or after the range's start or
 * an overlapping allocation's start: from such a point up to any busiest day, every allocation covering that day
 * covers each day in between. A handful of candidate days per row instead of every day of the range. The rule is
 * projectCapacity's (rules.ts); test/rules-in-sql.test.ts holds the two to the same answers.
 */
const peakDailyHours = sql<number>`(
  select coalesce(max((
    select sum(${covering.allocationHours})
    from ${allocations} as ${sql.identifier(COVERING)}
    where ${covering.userId} = ${allocations.userId} and candidate.day between ${covering.startDate} and ${covering.endDate}
  )), 0)
  from (
    select starts.day + case extract(isodow from starts.day) when 6 then 2 when 7 then 1 else 0 end as day
    from (
      select greatest(${other.startDate}, ${allocations.startDate}) as day
      from ${allocations} as ${sql.identifier(OTHER)}
      where ${other.userId} = ${allocations.userId} and ${other.startDate} <= ${allocations.endDate} and ${other.endDate} >= ${allocations.startDate}
    ) as starts
  ) as candidate
  where candidate.day <= ${allocations.endDate}
)`.mapWith(Number);

/** The last day counted "to date": the as-of day, or the allocation's end if that comes first. */
const lastDayUpTo = (asOf: SQL) => sql`least(${allocations.endDate}, ${asOf}::date)`;

/** Hours the allocation plans from its start up to `asOf`: its hours on each of the person's working days, half on a half day off (migration 0019). */
const plannedToDate = (asOf: SQL) =>
  sql<number>`(${allocations.allocationHours} * (select coalesce(sum(part), 0) from working_day_parts_of(${allocations.userId}, ${allocations.startDate}, ${lastDayUpTo(asOf)})))::float8`.mapWith(Number);

/**
 * Hours the person logged on the project over the same days, submitted or approved (rejected ones were sent back).
 * Read through the (user_id, date) index: a person's entries over the allocation's days.
 */
const loggedToDate = (asOf: SQL) => sql<number>`(
  select coalesce(sum(${timesheets.hours}), 0)::float8 from ${timesheets}
  where ${timesheets.userId} = ${allocations.userId} and ${timesheets.projectId} = ${allocations.projectId}
    and ${timesheets.date} between ${allocations.startDate} and ${lastDayUpTo(asOf)} and ${timesheets.status} <> 'REJECTED'
)`.mapWith(Number);

/** Logged minus planned to date: negative when the person is behind the plan. */
const planVariance = (asOf: SQL) => sql`(${loggedToDate(asOf)} - ${plannedToDate(asOf)})`;

const columnsAsOf = (asOf: SQL) => ({
  id: allocations.id, userId: allocations.userId, userName: fullNameSql(users.firstName, users.lastName),
  firstName: users.firstName, lastName: users.lastName, projectId: allocations.projectId, projectName: projects.name,
  allocationHours: allocations.allocationHours, startDate: allocations.startDate, endDate: allocations.endDate,
  hoursPerDay: peakDailyHours, plannedToDate: plannedToDate(asOf), loggedToDate: loggedToDate(asOf),
  // The person's contracted week, which their capacity is measured against (withCapacity); not part of the answer.
  weeklyHours: users.weeklyHours,
});

/** The sorts on columns; planVariance depends on the as-of day and is built per request (sortKeyOf). */
type ColumnOrderBy = Exclude<AllocationOrderBy, 'planVariance'>;

/** A page shows hours planned and logged to date, so timesheets, holidays and time off are among its tables. */
export const ALLOCATIONS_LIST = defineList<ColumnOrderBy, AllocationListQuery>({
  name: 'allocations',
  tables: [allocations, users, projects, timesheets, publicHolidays, timeOff],
  sortColumns: {
    firstName: lowered(users.firstName),
    lastName: lowered(users.lastName),
    projectName: lowered(projects.name),
    startDate: allocations.startDate,
    endDate: allocations.endDate,
    allocationHours: allocations.allocationHours,
  },
  filtersOf: (query) => ({ startDate: query.startDate, endDate: query.endDate, search: searchText(query.searchInput), asOf: query.asOf }),
});
const SORT_COLUMNS = ALLOCATIONS_LIST.sortColumns;

const sortKeyOf = (orderBy: AllocationOrderBy, asOf: string) => (orderBy === 'planVariance' ? planVariance(sql`${asOf}`) : SORT_COLUMNS[orderBy]);

/**
 * The list's filters on allocations' own columns: the search's names become the ids of the matching people and
 * projects (see findNamedIds), so the count needs no join and the search uses the foreign-key indexes.
 */
async function listFilters(db: Database, query: AllocationListQuery, recall: ListRecall): Promise<SQL | undefined> {
  const search = searchText(query.searchInput);
  const named = search ? await findNamedIds(db, containsPattern(search), recall) : null;
  return and(
    // Overlap with [startDate, endDate]; either bound may be open.
    query.endDate ? lte(allocations.startDate, query.endDate) : undefined,
    query.startDate ? gte(allocations.endDate, query.startDate) : undefined,
    named ? or(anyOf(allocations.userId, named.userIds), anyOf(allocations.projectId, named.projectIds)) : undefined,
  );
}

function selectAllocations(db: Database, asOf: SQL) {
  return db
    .select(columnsAsOf(asOf))
    .from(allocations)
    .innerJoin(users, eq(users.id, allocations.userId))
    .innerJoin(projects, eq(projects.id, allocations.projectId))
    .$dynamic();
}

/** `today`: the organisation's today (its clock's), the default as-of day of hours planned and logged to date. */
export function createAllocationsRepository(db: Database, workdayHours: number, today: () => string, memory: ListMemory = noListMemory) {
  const withCapacity = ({ weeklyHours, ...row }: Omit<Allocation, 'capacityPercentage'> & { weeklyHours: number | null }): Allocation => ({
    ...row,
    capacityPercentage: capacityPercentage(row.hoursPerDay, contractedWeeklyHours(weeklyHours, workdayHours)),
  });

  const unfilteredPageIds = preparedPer((orderBy: ColumnOrderBy, order: SortOrder) =>
    selectUnfilteredIds(db, allocations, SORT_COLUMNS[orderBy], sortSourceOf(orderBy))
      .orderBy(...orderClauses(SORT_COLUMNS[orderBy], order, allocations.id))
      .limit(PAGE_WINDOW.limit)
      .offset(PAGE_WINDOW.offset)
      .prepare(`allocations_page_ids_${orderBy}_${order}`),
  );
  const allocationsByIds = preparedOnFirstUse(() =>
    selectAllocations(db, sql`${sql.placeholder('asOf')}`).where(idIsAnyOf(allocations.id)).prepare('allocations_by_ids'));

  return {
    async list(request: AllocationListQuery): Promise<AllocationList> {
      const query = { ...request, asOf: request.asOf ?? today() };
      const asOf = query.asOf;
      const recall = await memory.now();
      const where = await listFilters(db, query, recall);
      const sortKey = sortKeyOf(query.orderBy, asOf);
      const matches = { table: allocations, sortKey, source: sortSourceOf(query.orderBy), where };
      // Deferred join: the page's ids first, then their rows, so the per-row capacity subquery runs for the
      // page's rows only and not for every row an OFFSET skips.
      const byIds = (ids: number[]) => allocationsByIds().execute({ ids, asOf });
      const { orderBy } = query;
      return readList(ALLOCATIONS_LIST, {
        db,
        recall,
        query,
        filtered: where !== undefined,
        count: async () => (await db.select({ total: countAll() }).from(allocations).where(where))[0]?.total ?? 0,
        plans: (read) => ({
          unfiltered: () => (orderBy === 'planVariance' ? walk(read) : rowsOfPage(idsOf(unfilteredPageIds(orderBy, read.order).execute(pageWindow(read))), byIds)),
          walk: () => walk(read),
          matches: () => selectIdsWithSortKey(db, matches).getSQL(),
          byIds,
        }),
        shape: (rows) => rows.map(withCapacity),
      });
      function walk(read: PageRead) {
        return rowsOfPage(idsOf(selectIdsWithSortKey(db, matches).orderBy(...orderClauses(sortKey, read.order, allocations.id)).limit(read.limit).offset(read.offset)), byIds);
      }
    },

    async findById(id: number): Promise<Allocation | null> {
      const [row] = await selectAllocations(db, sql`${today()}`).where(eq(allocations.id, id));
      return row ? withCapacity(row) : null;
    },

    async findByIds(ids: number[]): Promise<Allocation[]> {
      if (ids.length === 0) return [];
      const rows = await selectAllocations(db, sql`${today()}`).where(inArray(allocations.id, ids)).orderBy(allocations.id);
      return rows.map(withCapacity);
    },

    async insertMany(rows: NewAllocation[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db.insert(allocations).values(rows).returning({ id: allocations.id });
      return inserted.map((r) => r.id);
    },

    async update(id: number, values: AllocationValues): Promise<boolean> {
      const updated = await db.update(allocations).set({ ...values, updatedAt: sql`now()` }).where(eq(allocations.id, id)).returning({ id: allocations.id });
      return updated.length > 0;
    },

    async remove(id: number): Promise<boolean> {
      const deleted = await db.delete(allocations).where(eq(allocations.id, id)).returning({ id: allocations.id });
      return deleted.length > 0;
    },

    async findAssignees(userIds: number[]): Promise<AssigneeState[]> {
      if (userIds.length === 0) return [];
      return db
        .select({ id: users.id, name: fullNameSql(users.firstName, users.lastName), active: users.active, weeklyHours: users.weeklyHours })
        .from(users)
        .where(inArray(users.id, userIds));
    },

    async findProject(projectId: number): Promise<ProjectState | null> {
      const [row] = await db.select({ id: projects.id, name: projects.name, status: projects.status }).from(projects).where(eq(projects.id, projectId));
      return row ?? null;
    },

    /** The employees' allocations overlapping [startDate, endDate], leaving out the one being edited. */
    async overlapping(userIds: number[], startDate: string, endDate: string, excludeId?: number): Promise<AllocationSpan[]> {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: allocations.userId, allocationHours: allocations.allocationHours, startDate: allocations.startDate, endDate: allocations.endDate })
        .from(allocations)
        .where(
          and(
            inArray(allocations.userId, userIds),
            lte(allocations.startDate, endDate),
            gte(allocations.endDate, startDate),
            excludeId ? ne(allocations.id, excludeId) : undefined,
          ),
        );
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: countAll() }).from(allocations);
      return row?.total ?? 0;
    },
  };
}

export type AllocationsRepository = ReturnType<typeof createAllocationsRepository>;
