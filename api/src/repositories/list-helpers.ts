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
