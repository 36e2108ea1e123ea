import { and, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { projects, users } from '../db/schema/index.js';
import { indexedFullName, personSearchText } from '../db/search-text.js';
import { defineLookup } from './list-definition.js';
import type { ListRecall } from './list-memory.js';

export type NamedIds = { userIds: number[]; projectIds: number[] };

export const NAMED_PEOPLE = defineLookup('named-people', [users], { shownOnPages: false });
export const NAMED_PROJECTS = defineLookup('named-projects', [projects], { shownOnPages: false });

/**
 * The people whose full name and the projects whose name contain the search pattern. Looked up first in these
 * small tables (people through their trigram index), so that a search of a big table (timesheets, allocations)
 * becomes `user_id = ANY(...) OR project_id = ANY(...)` on its foreign-key indexes instead of an ILIKE over a join
 * of every row. Remembered with the lists' totals (until people or projects are written), so paging through a
 * search does not look the names up again.
 */
export async function findNamedIds(db: Database, pattern: string, recall: ListRecall): Promise<NamedIds> {
  const [people, named] = await Promise.all([
    recall.sortedIds(NAMED_PEOPLE, pattern, async () => {
      // The whole-record text has the index; the name-only test then drops matches on e-mail or employee id.
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(ilike(personSearchText(users.firstName, users.lastName, users.officeEmail, users.empId), pattern), ilike(indexedFullName(users.firstName, users.lastName), pattern)))
        .orderBy(users.id);
      return Int32Array.from(rows, (row) => row.id);
    }),
    recall.sortedIds(NAMED_PROJECTS, pattern, async () => {
      const rows = await db.select({ id: projects.id }).from(projects).where(ilike(projects.name, pattern)).orderBy(projects.id);
      return Int32Array.from(rows, (row) => row.id);
    }),
  ]);
  return { userIds: Array.from(people), projectIds: Array.from(named) };
}

/** `column = ANY($1)` with the ids as one array parameter, however many there are. */
export const anyOf = (column: AnyColumn, ids: number[]): SQL => sql`${column} = any(${sql.param(ids)}::int[])`;
