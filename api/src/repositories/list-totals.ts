import { createMemo } from './remembered.js';

/**
 * Totals of the lists, remembered per list and filter so that paging through a list does not count it again on
 * every request (a count over a million joined rows costs over a second), and, for selective filters, the sorted
 * ids of every match, so that each page of a search is a slice instead of collecting and sorting the matches again
 * (~15 ms for 10,000 timesheets), and the pages answered, rows included. A write forgets what was remembered of
 * the lists that show its table: this process's own writes at once (before their answer is sent), every other
 * process's through the database's change notifications. While those notifications cannot be received, nothing is
 * remembered.
 */
export type ListTotals = {
  /** The remembered total for `key`, or `count()`'s answer, remembered when nothing was written meanwhile. */
  get(key: string, count: () => Promise<number>): Promise<number>;
  /** The same for a list of ids: a selective filter's matches in sort order, or the people and projects a search names. */
  sortedIds(key: string, collect: () => Promise<Int32Array>): Promise<Int32Array>;
  /**
   * The same for a page as answered (its rows and the total), so that the pages everyone opens (the first, the
   * last) are read once per write to a table they show rather than once per request.
   */
  page<T>(key: string, read: () => Promise<T>): Promise<T>;
  /** Something a list shows has changed: forgets what depends on these tables, or everything. */
  invalidate(tables?: readonly string[]): void;
  /** Whether changes made elsewhere are being heard; while not, everything is computed every time. */
  setLive(live: boolean): void;
  /** Whether values are being remembered now (changes are heard). */
  remembering(): boolean;
};

/** Enough for every filter combination in use at once; past it the cache starts over rather than tracking age. */
const MAX_REMEMBERED_TOTALS = 2_000;
/** Id lists hold up to SPARSE_PAGE_LIMIT ids (80 KB): at most ~8 MB of them. */
const MAX_REMEMBERED_ID_LISTS = 100;
/** A page is 10 rows of ~1 KB in the portal, 100 at most: 500 pages are ~5 MB, at worst ~75 MB. */
const MAX_REMEMBERED_PAGES = 500;

/**
 * The tables each list's membership, order and rows come from, by the first part of its keys (`users:...`). A key of any
 * other list is forgotten by every write.
 */
const TABLES_OF_LIST: Record<string, readonly string[]> = {
  users: ['users', 'departments'],
  clients: ['clients', 'states'],
  projects: ['projects', 'clients'],
  allocations: ['allocations', 'users', 'projects'],
  timesheets: ['timesheets', 'users', 'projects'],
  'named-people': ['users'],
  'named-projects': ['projects'],
};

/** Whether a key belongs to a list that shows one of `tables`. */
function dependsOnAny(tables: readonly string[]): (key: string) => boolean {
  return (key) => {
    const shown = TABLES_OF_LIST[key.slice(0, key.indexOf(':'))];
    return !shown || shown.some((table) => tables.includes(table));
  };
}

export function createListTotals(): ListTotals {
  let live = false;
  const totals = createMemo<number>(MAX_REMEMBERED_TOTALS, () => live);
  const idLists = createMemo<Int32Array>(MAX_REMEMBERED_ID_LISTS, () => live);
  const pages = createMemo<unknown>(MAX_REMEMBERED_PAGES, () => live);
  const forget = (tables?: readonly string[]) => {
    const which = tables && dependsOnAny(tables);
    totals.forget(which);
    idLists.forget(which);
    pages.forget(which);
  };
  return {
    get: totals.get,
    sortedIds: idLists.get,
    page: <T>(key: string, read: () => Promise<T>) => pages.get(key, read) as Promise<T>,
    invalidate: forget,
    setLive(value) {
      live = value;
      forget();
    },
    remembering: () => live,
  };
}

/** For code outside the server (seeding, tools): always computes. */
export const uncachedTotals: ListTotals = {
  get: (_key, count) => count(),
  sortedIds: (_key, collect) => collect(),
  page: (_key, read) => read(),
  invalidate: () => undefined,
  setLive: () => undefined,
  remembering: () => false,
};
