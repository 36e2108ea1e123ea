import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { type allocations, projects, type timesheets, users } from '../db/schema.js';

/** Timesheets and allocations each name one person and one project, and their lists sort and search by both. */
export type Matches = {
  table: typeof timesheets | typeof allocations;
  /** The list's sort column, from the table or its person or project. */
  sortKey: SQL | Column;
  where: SQL | undefined;
};

/** The `id` and sort key `k` of the rows that match, joined to their person and project for the sort and filter. */
export function selectIdsWithSortKey(db: Database, { table, sortKey, where }: Matches) {
  return db
    .select({ id: table.id, k: sql`${sortKey}`.as('k') })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .innerJoin(projects, eq(projects.id, table.projectId))
    .where(where)
    .$dynamic();
}

/** Where a list's sort column lives: its person, its project, or the row itself. */
export type SortSource = 'person' | 'project' | 'row';

/** The sort source of the columns both lists share; anything else is the row's own column. */
export const sortSourceOf = (orderBy: string): SortSource =>
  orderBy === 'firstName' || orderBy === 'lastName' ? 'person' : orderBy === 'projectName' ? 'project' : 'row';

/**
 * The ids of an unfiltered list, in sort order, joined only to the table its sort key reads. The joins follow
 * required foreign keys, so leaving one out drops no row, and sorting by the row's own column can then walk its
 * (key, id) index alone; the page's rows are read by id afterwards (a deferred join), so the wide rows of all that
 * the sort passes over are never fetched.
 */
export function selectUnfilteredIds(db: Database, table: Matches['table'], sortKey: SQL | Column, source: SortSource) {
  const ids = db.select({ id: table.id, k: sql`${sortKey}`.as('k') }).from(table).$dynamic();
  if (source === 'person') return ids.innerJoin(users, eq(users.id, table.userId));
  if (source === 'project') return ids.innerJoin(projects, eq(projects.id, table.projectId));
  return ids;
}
