import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { PageRead } from './list-helpers.js';
import type { ListTotals } from './list-totals.js';

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
export function inOrderOf<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How to read one page of a list, whichever way suits its filter. */
export type PagePlans<T extends { id: number }> = {
  /** The unfiltered list's page (a prepared statement per sort). */
  unfiltered: () => Promise<T[]>;
  /** ORDER BY ... LIMIT ... OFFSET over the filtered list. */
  walk: () => Promise<T[]>;
  /** A select of every match's `id` and sort key `k`. */
  matches: () => SQL;
  /** The rows with these ids, in any order (a prepared statement per list). */
  byIds: (ids: number[]) => Promise<T[]>;
  /** Where the sorted matches are remembered between pages, under `key` (the list, its filters and its sort). */
  remember: { totals: ListTotals; key: string };
};

/**
 * An unfiltered page from its prepared statement; a filtered one by walking the sort order, unless the filter leaves
 * at most SPARSE_PAGE_LIMIT rows: those are collected and sorted once, remembered until the next write, and each page
 * is then a slice of them and one prepared lookup, which costs what an unfiltered page does.
 */
export async function readListPage<T extends { id: number }>(db: Database, read: PageRead, filtered: boolean, plans: PagePlans<T>): Promise<T[]> {
  if (!filtered) return plans.unfiltered();
  if (read.total > SPARSE_PAGE_LIMIT) return plans.walk();
  const { totals, key } = plans.remember;
  const ids = pageOfIds(await totals.sortedIds(key, () => sortedMatchIds(db, plans.matches())), read);
  return ids.length === 0 ? [] : inOrderOf(ids, await plans.byIds(ids));
}
