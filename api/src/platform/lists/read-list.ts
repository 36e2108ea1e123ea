import type { Database } from '../db/client.js';
import { filtersKey, type ListDefinition } from './list-definition.js';
import { readPage, type PageRead, type SortOrder } from './list-helpers.js';
import type { ListRecall } from './list-memory.js';
import { readListPage, type PagePlans } from './sparse-page.js';

/** The paging and order of a list request, in the API's terms (offset is a page index). */
export type ListPage<OrderBy extends string> = { limit: number; offset: number; order: SortOrder; orderBy: OrderBy };

export type ListRead<Query, Row extends { id: number }, T> = {
  db: Database;
  /** What may be taken from memory, as of the versions read when the request's list read began. */
  recall: ListRecall;
  query: Query;
  /** Whether any filter or search applies (the unfiltered list has plans of its own). */
  filtered: boolean;
  count: () => Promise<number>;
  /** How to read a page's rows (sparse-page.ts chooses among them). */
  plans: (read: PageRead) => PagePlans<Row>;
  /** Turns the rows read into what the list answers, once, before the page is remembered. */
  shape?: (rows: Row[]) => T[] | Promise<T[]>;
};

/**
 * A page of a list and its total, remembered as answered while no table of the list is written (list-memory.ts);
 * the total is remembered on its own for the list's other pages, and a selective filter's sorted matches for its
 * other pages and sorts. The answer is frozen: every caller of the same page gets the same object, so a change
 * made for one caller must fail loudly instead of reaching the others.
 */
export async function readList<Query extends ListPage<string>, Row extends { id: number }, T = Row>(
  list: Pick<ListDefinition<string, Query>, 'name' | 'tables' | 'filtersOf'>,
  { db, recall, query, filtered, count, plans, shape = (rows) => rows as unknown as T[] }: ListRead<Query, Row, T>,
): Promise<{ data: T[]; total: number }> {
  const filters = filtersKey(list.filtersOf(query));
  const { orderBy, order, offset, limit } = query;
  // One remembered value for both, so rows are never paired with a total counted before a write they include.
  return recall.page(list, `${filters}:${orderBy}:${order}:${offset}:${limit}`, async () => {
    const total = await recall.total(list, filters, count);
    const rows = await readPage(query, total, (read) => readListPage(db, read, filtered, plans(read), { recall, list, key: `${filters}:${orderBy}` }));
    const data = await shape(rows);
    // Typed mutable as the list schemas are; a write into it throws (ES modules run in strict mode).
    return Object.freeze({ data: Object.freeze(data.map((row) => Object.freeze(row))) as T[], total });
  });
}
