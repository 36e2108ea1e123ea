import type { TableVersions } from '../db/table-versions.js';
import type { RememberedList } from './list-definition.js';
import { createMemo, stampOf } from './remembered.js';

/**
 * What a list read may take from memory instead of the database, as of the versions read when it started:
 * totals per list and filter (a count over a million joined rows costs over a second), the sorted ids of every
 * match of a selective filter (each page of a search is then a slice, not a sort of 10,000 timesheets), and the
 * pages answered, rows included. Each is served only while no table of its list has been written since it was
 * computed (remembered.ts), on this instance or any other. Keys are the list's name and `key`.
 */
export type ListRecall = {
  /** The remembered total, or `count()`'s answer, remembered. */
  total(list: RememberedList, key: string, count: () => Promise<number>): Promise<number>;
  /** The same for a list of ids: a selective filter's matches in sort order, or the people and projects a search names. */
  sortedIds(list: RememberedList, key: string, collect: () => Promise<Int32Array>): Promise<Int32Array>;
  /** The same for a page as answered (its rows and the total), so the pages everyone opens are read once per write. */
  page<T>(list: RememberedList, key: string, read: () => Promise<T>): Promise<T>;
  /** Whether anything is remembered (false for code outside the server, which computes every time). */
  readonly remembering: boolean;
  /** The most matches a page is found among by sorting them all rather than by walking the sort order (sparse-page.ts). */
  readonly sortWholeUpTo?: number;
};

export type ListMemory = {
  /** Recall as of now: reads the tables' versions (one read shared by the requests asking at once). */
  now(): Promise<ListRecall>;
};

/** Enough for every filter combination in use at once; past it the cache starts over rather than tracking age. */
const MAX_REMEMBERED_TOTALS = 2_000;
/** Id lists hold up to SPARSE_PAGE_LIMIT ids (80 KB): at most ~8 MB of them. */
const MAX_REMEMBERED_ID_LISTS = 100;
/** A page is 10 rows of ~1 KB in the portal, 100 at most: 500 pages are ~5 MB, at worst ~75 MB. */
const MAX_REMEMBERED_PAGES = 500;

export function createListMemory(versions: () => Promise<TableVersions>): ListMemory {
  const totals = createMemo<number>(MAX_REMEMBERED_TOTALS);
  const idLists = createMemo<Int32Array>(MAX_REMEMBERED_ID_LISTS);
  const pages = createMemo<unknown>(MAX_REMEMBERED_PAGES);
  return {
    async now() {
      const at = await versions();
      return {
        total: (list, key, count) => totals.get(stampOf(at, list.tables), `${list.name}:${key}`, count),
        sortedIds: (list, key, collect) => idLists.get(stampOf(at, list.tables), `${list.name}:${key}`, collect),
        page: <T>(list: RememberedList, key: string, read: () => Promise<T>) => pages.get(stampOf(at, list.tables), `${list.name}:${key}`, read) as Promise<T>,
        remembering: true,
      };
    },
  };
}

const computeEveryTime: ListRecall = {
  total: (_list, _key, count) => count(),
  sortedIds: (_list, _key, collect) => collect(),
  page: (_list, _key, read) => read(),
  remembering: false,
};

/** For code outside the server (seeding, tools) and repositories bound to a transaction: always computes. */
export const noListMemory: ListMemory = { now: async () => computeEveryTime };

/**
 * Computes every time and walks every page in sort order, however few the matches: the plan lists of a million rows
 * take, for tests of small lists (list-paging.test.ts) to hold it to the same order as the others.
 */
export const walkingListMemory: ListMemory = { now: async () => ({ ...computeEveryTime, sortWholeUpTo: 0 }) };
