import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { PageRead } from './list-helpers.js';
import type { RememberedList } from './list-definition.js';
import type { ListRecall } from './list-memory.js';

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

/** The ids of one page, in the page's order, out of all matches in ascending order. */
function pageOfIds(ascending: Int32Array, read: PageRead): number[] {
  if (read.order === 'asc') return Array.from(ascending.subarray(read.offset, read.offset + read.limit));
  // Descending order (sort key, then id) is the exact mirror of ascending: the list read backwards from its end.
  const end = Math.max(ascending.length - read.offset, 0);
  return Array.from(ascending.subarray(Math.max(end - read.limit, 0), end)).reverse();
}

/** `rows` (in any order) put in the order of `ids`; a row deleted since the ids were collected is left out. */
function inOrderOf<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The rows of a page whose ids (in order) are found first: the deferred join's second step. */
export async function rowsOfPage<T extends { id: number }>(page: Promise<ArrayLike<number>>, byIds: (ids: number[]) => Promise<T[]>): Promise<T[]> {
  const ids = Array.from(await page);
  return ids.length === 0 ? [] : inOrderOf(ids, await byIds(ids));
}

/** The ids of a page query's rows, in order. */
export const idsOf = async (rows: Promise<{ id: number }[]>): Promise<Int32Array> => Int32Array.from(await rows, (row) => row.id);

/** How to read one page of a list, whichever way suits its filter. */
export type PagePlans<T extends { id: number }> = {
  /** The unfiltered list's page (a prepared statement per sort), for lists too big to sort whole. */
  unfiltered: () => Promise<T[]>;
  /** ORDER BY ... LIMIT ... OFFSET over the filtered list. */
  walk: () => Promise<T[]>;
  /** A select of every match's `id` and sort key `k`. */
  matches: () => SQL;
  /** The rows with these ids, in any order (a prepared statement per list). */
  byIds: (ids: number[]) => Promise<T[]>;
};

/** Where the sorted matches are remembered between pages: under the list and `key` (its filters and its sort). */
export type SortedMatches = { recall: ListRecall; list: RememberedList; key: string };

/**
 * A list of at most SPARSE_PAGE_LIMIT rows (filtered or not) is collected and sorted once, remembered until a write
 * to a table it shows, and each page is then a slice of it and one prepared lookup by id. A bigger list is walked in
 * sort order: the unfiltered one by its prepared statement. While nothing can be remembered (changes made elsewhere
 * cannot be heard), an unfiltered list is walked whatever its size, which is cheaper than sorting it every time.
 */
export async function readListPage<T extends { id: number }>(db: Database, read: PageRead, filtered: boolean, plans: PagePlans<T>, remembered: SortedMatches): Promise<T[]> {
  const { recall, list, key } = remembered;
  const few = read.total <= (recall.sortWholeUpTo ?? SPARSE_PAGE_LIMIT);
  if (!filtered && !(few && recall.remembering)) return plans.unfiltered();
  if (!few) return plans.walk();
  return rowsOfPage(recall.sortedIds(list, key, () => sortedMatchIds(db, plans.matches())).then((sorted) => pageOfIds(sorted, read)), plans.byIds);
}
