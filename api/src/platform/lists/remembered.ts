import type { TableVersions } from '../db/table-versions.js';
import type { RememberedList } from './list-definition.js';

/**
 * A value's stamp: the sum of the versions of the tables it is read from. Versions only grow, so two stamps are
 * equal exactly when none of those tables was written in between, and the greater stamp was read later.
 */
export function stampOf(versions: TableVersions, tables: readonly string[]): number {
  let stamp = 0;
  for (const table of tables) stamp += versions.get(table) ?? 0;
  return stamp;
}

/**
 * Values remembered with the stamp of the versions read before they were computed. A caller passes the stamp of
 * the versions it read after it started (so after every write it may have seen committed); a value is served to
 * it only if stamped at least as late, which means no write to its tables has committed since the value was
 * computed from a snapshot at least that late. Correctness depends on no notification or timing: a stale value
 * is never served, and the next computation replaces it.
 */
export type Memo<T> = {
  get(stamp: number, key: string, compute: () => Promise<T>): Promise<T>;
};

type Stamped<V> = { stamp: number; value: V };

/** At most `max` values; past it the memory starts over rather than tracking age. */
export function createMemo<T>(max: number): Memo<T> {
  const values = new Map<string, Stamped<T>>();
  // Concurrent requests for the same value at the same versions share one query instead of starting fifty.
  const computing = new Map<string, Stamped<Promise<T>>>();
  return {
    get(stamp, key, compute) {
      const known = values.get(key);
      if (known && known.stamp >= stamp) return Promise.resolve(known.value);
      const pending = computing.get(key);
      if (pending && pending.stamp >= stamp) return pending.value;
      const computed = compute().then((value) => {
        const current = values.get(key);
        if (!current || current.stamp < stamp) {
          if (!current && values.size >= max) values.clear();
          values.set(key, { stamp, value });
        }
        return value;
      });
      computing.set(key, { stamp, value: computed });
      const release = () => {
        if (computing.get(key)?.value === computed) computing.delete(key);
      };
      computed.then(release, release);
      return computed;
    },
  };
}

/** A memo of `what`, read at the tables' versions of the moment it is asked. */
export type Recall<T> = (key: string, compute: () => Promise<T>) => Promise<T>;

export function recallAtCurrentVersions<T>(what: RememberedList, max: number, versions: () => Promise<TableVersions>): Recall<T> {
  const memo = createMemo<T>(max);
  return async (key, compute) => memo.get(stampOf(await versions(), what.tables), key, compute);
}
