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
