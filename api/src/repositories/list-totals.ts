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
  let generation = 0;
  const clearers: (() => void)[] = [];

  function remembered<T>(max: number): (key: string, compute: () => Promise<T>) => Promise<T> {
    const values = new Map<string, T>();
    // Concurrent requests for the same unknown value share one query instead of starting fifty.
    const computing = new Map<string, Promise<T>>();
    clearers.push(() => {
      values.clear();
      computing.clear();
    });
    return (key, compute) => {
      if (!live) return compute();
      const known = values.get(key);
      if (known !== undefined) return Promise.resolve(known);
      const pending = computing.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const computed = compute().then((value) => {
        // A write while computing may or may not be in this value: use it once, do not remember it.
        if (live && generation === startedIn) {
          if (values.size >= max) values.clear();
          values.set(key, value);
        }
        return value;
      });
      computing.set(key, computed);
      const release = () => {
        if (computing.get(key) === computed) computing.delete(key);
      };
      computed.then(release, release);
      return computed;
    };
  }

  const forget = () => {
    generation += 1;
    for (const clear of clearers) clear();
  };

  return {
    get: remembered<number>(MAX_REMEMBERED_TOTALS),
    sortedIds: remembered<Int32Array>(MAX_REMEMBERED_ID_LISTS),
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
