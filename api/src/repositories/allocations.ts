import { and, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { allocations, projects, users } from '../db/schema.js';
import type { Allocation, AllocationList, AllocationListQuery, AllocationOrderBy } from '@portal/shared-contracts';
import { defineList } from './list-definition.js';
import { containsPattern, countAll, fullNameSql, lowered, orderClauses, searchText, type SortOrder } from './list-helpers.js';
import { noListMemory, type ListMemory, type ListRecall } from './list-memory.js';
import { anyOf, findNamedIds } from './named-ids.js';
import { idIsAnyOf, PAGE_WINDOW, pageWindow, preparedOnFirstUse, preparedPer } from './prepared.js';
import { readList } from './read-list.js';
import { idsOf, rowsOfPage } from './sparse-page.js';
import { selectIdsWithSortKey, selectUnfilteredIds, sortSourceOf } from './person-project-join.js';

export type NewAllocation = typeof allocations.$inferInsert;
export type AllocationValues = Pick<NewAllocation, 'userId' | 'projectId' | 'allocationHours' | 'startDate' | 'endDate'>;
/** What the rules need to know about an employee or project named in a request. */
export type AssigneeState = { id: number; name: string; active: boolean };
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
 * covers each day in between. A handful of candidate days per row instead of every day of the range.
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

const allocationColumns = {
  id: allocations.id, userId: allocations.userId, userName: fullNameSql(users.firstName, users.lastName),
  firstName: users.firstName, lastName: users.lastName, projectId: allocations.projectId, projectName: projects.name,
  allocationHours: allocations.allocationHours, startDate: allocations.startDate, endDate: allocations.endDate,
  hoursPerDay: peakDailyHours,
};

export const ALLOCATIONS_LIST = defineList<AllocationOrderBy, AllocationListQuery>({
  name: 'allocations',
  tables: [allocations, users, projects],
  sortColumns: {
    firstName: lowered(users.firstName),
    lastName: lowered(users.lastName),
    projectName: lowered(projects.name),
    startDate: allocations.startDate,
    endDate: allocations.endDate,
    allocationHours: allocations.allocationHours,
  },
  filtersOf: (query) => ({ startDate: query.startDate, endDate: query.endDate, search: searchText(query.searchInput) }),
});
const SORT_COLUMNS = ALLOCATIONS_LIST.sortColumns;

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

function selectAllocations(db: Database) {
  return db
    .select(allocationColumns)
    .from(allocations)
    .innerJoin(users, eq(users.id, allocations.userId))
    .innerJoin(projects, eq(projects.id, allocations.projectId))
    .$dynamic();
}

/** Daily hours as a percentage of the standard working day, one decimal. */
export function capacityPercentage(hoursPerDay: number, workdayHours: number): number {
  return Math.round((hoursPerDay / workdayHours) * 1000) / 10;
}

export function createAllocationsRepository(db: Database, workdayHours: number, memory: ListMemory = noListMemory) {
  const withCapacity = (row: Omit<Allocation, 'capacityPercentage'>): Allocation => ({
    ...row,
    capacityPercentage: capacityPercentage(row.hoursPerDay, workdayHours),
  });

  const unfilteredPageIds = preparedPer((orderBy: AllocationOrderBy, order: SortOrder) =>
    selectUnfilteredIds(db, allocations, SORT_COLUMNS[orderBy], sortSourceOf(orderBy))
      .orderBy(...orderClauses(SORT_COLUMNS[orderBy], order, allocations.id))
      .limit(PAGE_WINDOW.limit)
      .offset(PAGE_WINDOW.offset)
      .prepare(`allocations_page_ids_${orderBy}_${order}`),
  );
  const allocationsByIds = preparedOnFirstUse(() => selectAllocations(db).where(idIsAnyOf(allocations.id)).prepare('allocations_by_ids'));

  return {
    async list(query: AllocationListQuery): Promise<AllocationList> {
      const recall = await memory.now();
      const where = await listFilters(db, query, recall);
      const sortKey = SORT_COLUMNS[query.orderBy];
      const matches = { table: allocations, sortKey, source: sortSourceOf(query.orderBy), where };
      // Deferred join: the page's ids first, then their rows, so the per-row capacity subquery runs for the
      // page's rows only and not for every row an OFFSET skips.
      const byIds = (ids: number[]) => allocationsByIds().execute({ ids });
      return readList(ALLOCATIONS_LIST, {
        db,
        recall,
        query,
        filtered: where !== undefined,
        count: async () => (await db.select({ total: countAll() }).from(allocations).where(where))[0]?.total ?? 0,
        plans: (read) => ({
          unfiltered: () => rowsOfPage(idsOf(unfilteredPageIds(query.orderBy, read.order).execute(pageWindow(read))), byIds),
          walk: () => rowsOfPage(idsOf(selectIdsWithSortKey(db, matches).orderBy(...orderClauses(sortKey, read.order, allocations.id)).limit(read.limit).offset(read.offset)), byIds),
          matches: () => selectIdsWithSortKey(db, matches).getSQL(),
          byIds,
        }),
        shape: (rows) => rows.map(withCapacity),
      });
    },

    async findById(id: number): Promise<Allocation | null> {
      const [row] = await selectAllocations(db).where(eq(allocations.id, id));
      return row ? withCapacity(row) : null;
    },

    async findByIds(ids: number[]): Promise<Allocation[]> {
      if (ids.length === 0) return [];
      const rows = await selectAllocations(db).where(inArray(allocations.id, ids)).orderBy(allocations.id);
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
        .select({ id: users.id, name: fullNameSql(users.firstName, users.lastName), active: users.active })
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
