import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

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
