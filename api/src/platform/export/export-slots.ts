/**
 * At most one export at a time per person and a few in all: each holds a database cursor (PGlite has a single
 * connection) and streams for seconds, so a user double-clicking, or a script looping, must not starve the lists.
 */
export const MAX_EXPORTS_PER_USER = 1;
export const MAX_EXPORTS_IN_ALL = 3;

export function createExportSlots() {
  const running = new Map<number, number>();
  let total = 0;
  return {
    /** Takes a slot for the user, or returns null when none is free; the release function frees it once. */
    acquire(userId: number): (() => void) | null {
      const mine = running.get(userId) ?? 0;
      if (mine >= MAX_EXPORTS_PER_USER || total >= MAX_EXPORTS_IN_ALL) return null;
      running.set(userId, mine + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
  };
}
