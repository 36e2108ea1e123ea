import { createMemo } from './remembered.js';

/**
 * Totals of the lists, remembered per list and filter so that paging through a list does not count it again on
 * every request (a count over a million joined rows costs over a second), and, for selective filters, the sorted
 * ids of every match, so that each page of a search is a slice instead of collecting and sorting the matches again
 * (~15 ms for 10,000 timesheets). Any write to the listed tables forgets everything: this process's own writes at
 * once (before their answer is sent), every other process's through the database's change notifications. While
 * those notifications cannot be received, nothing is remembered.
 */
export type ListTotals = {
  /** The remembered total for `key`, or `count()`'s answer, remembered when nothing was written meanwhile. */
  get(key: string, count: () => Promise<number>): Promise<number>;
  /** The same for a list of ids: a selective filter's matches in sort order, or the people and projects a search names. */
  sortedIds(key: string, collect: () => Promise<Int32Array>): Promise<Int32Array>;
  /** Forgets everything: something a list shows has changed. */
  invalidate(): void;
  /** Whether changes made elsewhere are being heard; while not, everything is computed every time. */
  setLive(live: boolean): void;
};

/** Enough for every filter combination in use at once; past it the cache starts over rather than tracking age. */
const MAX_REMEMBERED_TOTALS = 2_000;
/** Id lists hold up to SPARSE_PAGE_LIMIT ids (80 KB): at most ~8 MB of them. */
const MAX_REMEMBERED_ID_LISTS = 100;

export function createListTotals(): ListTotals {
  let live = false;
  const totals = createMemo<number>(MAX_REMEMBERED_TOTALS, () => live);
  const idLists = createMemo<Int32Array>(MAX_REMEMBERED_ID_LISTS, () => live);
  const forget = () => {
    totals.forget();
    idLists.forget();
  };
  return {
    get: totals.get,
    sortedIds: idLists.get,
    invalidate: forget,
    setLive(value) {
      live = value;
      forget();
    },
  };
}

/** For code outside the server (seeding, tools): always computes. */
export const uncachedTotals: ListTotals = {
  get: (_key, count) => count(),
  sortedIds: (_key, collect) => collect(),
  invalidate: () => undefined,
  setLive: () => undefined,
};
