import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { PageRead } from './list-helpers.js';
import type { ListTotals } from './list-totals.js';
import { selectIdsWithSortKey, type Matches } from './person-project-join.js';

/**
 * Below this many matching rows a filtered page is found by collecting the matches and sorting them, rather than by
 * walking a sort index and testing each row against the filter (which on a selective filter means walking most of
 * the index). Sorting 20,000 keys takes a few milliseconds.
 */
const SPARSE_PAGE_LIMIT = 20_000;

/**
 * Every match's id in ascending sort order (sort key `k`, then id). The MATERIALIZED CTE makes the database collect
 * the matches first (bitmap scans on the filter's indexes) and sort them, instead of walking the sort column's index
 * and testing rows one by one, which takes hundreds of milliseconds when matches are few. One array value rather
 * than a row per id: 20,000 rows would cost more to decode than the query takes.
 */
async function sortedMatchIds(db: Database, matches: SQL): Promise<Int32Array> {
  const result = await db.execute(sql`
    with matches as materialized (${matches})
    select coalesce(array_agg(id order by k asc, id asc), '{}') as ids from matches`);
  // Both drivers answer execute() with { rows }; the generic database type does not say so.
  const [row] = (result as unknown as { rows: { ids: (number | string)[] }[] }).rows;
  return Int32Array.from(row?.ids ?? [], Number);
}

/** The ids of one page (in no particular order: byIds sorts them) out of all matches in ascending order. */
function pageOfIds(ascending: Int32Array, read: PageRead): number[] {
  if (read.order === 'asc') return Array.from(ascending.subarray(read.offset, read.offset + read.limit));
  // Descending order is the ascending list read from its end.
  const end = Math.max(ascending.length - read.offset, 0);
  return Array.from(ascending.subarray(Math.max(end - read.limit, 0), end));
}

/** How to read one page of a list: by walking the sort order, or (for a selective filter) by collecting the matches. */
export type PagePlans<T> = {
  /** ORDER BY ... LIMIT ... OFFSET over the list's query. */
  walk: () => Promise<T[]>;
  /** Where the matches are: the list's table, its sort key and its filter. */
  matches: Matches;
  /** The rows with these ids, in the page's order. */
  byIds: (ids: number[]) => Promise<T[]>;
  /** Where the sorted matches are remembered between pages, under `key` (the list, its filters and its sort). */
  remember: { totals: ListTotals; key: string };
};

/** Walks the sort order unless a filter leaves at most SPARSE_PAGE_LIMIT rows, which are then collected and sorted. */
export async function readFilteredPage<T>(db: Database, read: PageRead, filtered: boolean, plans: PagePlans<T>): Promise<T[]> {
  if (!filtered || read.total > SPARSE_PAGE_LIMIT) return plans.walk();
  const { totals, key } = plans.remember;
  const ids = pageOfIds(await totals.sortedIds(key, () => sortedMatchIds(db, selectIdsWithSortKey(db, plans.matches).getSQL())), read);
  return ids.length === 0 ? [] : plans.byIds(ids);
}
