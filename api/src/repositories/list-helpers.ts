import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListRecall } from './list-memory.js';

export type SortOrder = 'asc' | 'desc';
export type Sortable = AnyColumn | SQL;

/** Rows to skip: the API's offset is a zero-based page index, not a row count. */
export function rowsToSkip(page: { limit: number; offset: number }): number {
  return page.limit * page.offset;
}

/**
 * ORDER BY for an allowlisted column plus the id as tie-breaker, so paging is stable when many rows share a value.
 * The caller's orderBy has already been mapped to a fixed column; nothing from the request reaches the SQL text.
 */
export function orderClauses(column: Sortable, order: SortOrder, id: AnyColumn): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

/** ILIKE pattern matching `text` anywhere, with LIKE wildcards in the input taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Trimmed search text, or undefined when there is nothing to search for. */
export function searchText(input: string | undefined): string | undefined {
  const trimmed = input?.trim();
  return trimmed ? trimmed : undefined;
}

/** Case-insensitive sort key for a text column. */
export const lowered = (column: AnyColumn | SQL): SQL => sql`lower(${column})`;

/** "First Last" with a missing last name handled, as the API shows it in fullName/userName. */
export const fullNameSql = (first: AnyColumn, last: AnyColumn): SQL<string> =>
  sql<string>`btrim(concat_ws(' ', ${first}, ${last}))`;

export const countAll = (): SQL<number> => sql<number>`count(*)`.mapWith(Number);

export const reversed = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc');

/**
 * Which rows a page read asks the database for: `order` may be the list's order turned round (see readPage);
 * `total` is the number of rows matching, for reads that choose a plan by it.
 */
export type PageRead = { order: SortOrder; limit: number; offset: number; total: number };

/**
 * The rows of page `page.offset` (a page index) out of `total`. OFFSET walks every row it skips, so a page past
 * the middle is read from the other end with the order turned round and then put back the right way: the last
 * page costs what the first does. ASC puts NULLs last and DESC first, so the turned order is the exact mirror.
 * No query at all for a page past the end.
 */
export async function readPage<T>(page: { limit: number; offset: number; order: SortOrder }, total: number, read: (request: PageRead) => Promise<T[]>): Promise<T[]> {
  const skip = rowsToSkip(page);
  if (skip >= total) return [];
  if (skip <= total / 2) return read({ order: page.order, limit: page.limit, offset: skip, total });
  const take = Math.min(page.limit, total - skip);
  const rows = await read({ order: reversed(page.order), limit: take, offset: total - skip - take, total });
  return rows.reverse();
}

/** The cache key of a list's total: the list and every filter, but not the paging or the order. */
export function totalKey(list: string, filters: Record<string, string | number | boolean | undefined>): string {
  return `${list}:${JSON.stringify(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''))}`;
}

/**
 * A page of a list and its total, remembered as answered until a table the list shows is written (see
 * list-memory.ts); the total is remembered on its own, for the list's other pages. `shape` turns the rows read
 * into what the list answers, once, before the page is remembered. The answer is frozen: every caller of the same
 * page gets the same object, so a change made for one caller must fail loudly instead of reaching the others.
 */
export async function pagedList<Row, T = Row>(
  recall: ListRecall,
  key: string,
  countRows: () => Promise<{ total: number }[]>,
  page: { limit: number; offset: number; order: SortOrder; orderBy: string },
  read: (request: PageRead) => Promise<Row[]>,
  shape: (rows: Row[]) => T[] | Promise<T[]> = (rows) => rows as unknown as T[],
): Promise<{ data: T[]; total: number }> {
  // One remembered value for both, so rows are never paired with a total counted before a write they include.
  return recall.page(`${key}:${page.orderBy}:${page.order}:${page.offset}:${page.limit}`, async () => {
    const total = await recall.total(key, async () => (await countRows())[0]?.total ?? 0);
    const data = await shape(await readPage(page, total, read));
    // Typed mutable as the list schemas are; a write into it throws (ES modules run in strict mode).
    return Object.freeze({ data: Object.freeze(data.map((row) => Object.freeze(row))) as T[], total });
  });
}
