/**
 * Values remembered until something they depend on is written: `forget()` drops them all. A value computed while
 * a write happened (or while `isLive()` says changes cannot be heard) is used once and not remembered, since it
 * may or may not include that write.
 */
export type Memo<T> = {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets the values whose key `which` accepts, or every value. */
  forget(which?: (key: string) => boolean): void;
};

/** At most `max` values; past it the memory starts over rather than tracking age. */
export function createMemo<T>(max: number, isLive: () => boolean = () => true): Memo<T> {
  let generation = 0;
  const values = new Map<string, T>();
  // Concurrent requests for the same unknown value share one query instead of starting fifty.
  const computing = new Map<string, Promise<T>>();
  return {
    get(key, compute) {
      if (!isLive()) return compute();
      if (values.has(key)) return Promise.resolve(values.get(key) as T);
      const pending = computing.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const computed = compute().then((value) => {
        if (isLive() && generation === startedIn) {
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
    },
    forget(which) {
      // Any value being computed now is used once and not remembered, whatever its key: simpler than tracking
      // which ones a partial forget concerns, and a write is rare next to reads.
      generation += 1;
      if (!which) {
        values.clear();
        computing.clear();
        return;
      }
      for (const map of [values, computing]) {
        for (const key of map.keys()) if (which(key)) map.delete(key);
      }
    },
  };
}
