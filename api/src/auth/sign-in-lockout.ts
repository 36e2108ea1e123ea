/** After this many failed sign-ins in a row an account is locked for LOCK_MS. */
export const FAILURES_BEFORE_LOCK = 5;
export const LOCK_MS = 15 * 60 * 1000;

type Entry = { failures: number; lockedUntil: number };

/**
 * Per-account lockout against password guessing (ASVS 6.3). It keys on the e-mail as typed (lower-cased),
 * so unknown addresses lock the same way as real ones and the lock reveals nothing. Kept in memory: one
 * API process; a restart forgets it, which only shortens a lock.
 */
export function createSignInLockout(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const keyOf = (email: string) => email.trim().toLowerCase();

  function prune(): void {
    // Bounded memory under a spray of made-up addresses: drop expired locks and stale counters.
    if (entries.size < 10_000) return;
    for (const [key, entry] of entries) if (entry.lockedUntil < now()) entries.delete(key);
  }

  return {
    isLocked(email: string): boolean {
      const entry = entries.get(keyOf(email));
      return entry !== undefined && entry.lockedUntil > now();
    },
    /** Counts a failure; true when this one locked the account (for the audit log). */
    recordFailure(email: string): boolean {
      prune();
      const key = keyOf(email);
      const entry = entries.get(key) ?? { failures: 0, lockedUntil: 0 };
      if (entry.lockedUntil !== 0 && entry.lockedUntil <= now()) entry.failures = 0;
      entry.failures += 1;
      entry.lockedUntil = entry.failures >= FAILURES_BEFORE_LOCK ? now() + LOCK_MS : 0;
      entries.set(key, entry);
      return entry.failures === FAILURES_BEFORE_LOCK;
    },
    recordSuccess(email: string): void {
      entries.delete(keyOf(email));
    },
  };
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;
