import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { sharedKey } from './attempt-limiter.js';

/** After this many failed sign-ins in a row an account is locked for LOCK_MS. */
export const FAILURES_BEFORE_LOCK = 5;
export const LOCK_MS = 15 * 60 * 1000;

type Entry = { failures: number; lockedUntil: number };

/**
 * Per-account lockout against password guessing (ASVS 6.3). It keys on the e-mail as typed (lower-cased),
 * so unknown addresses lock the same way as real ones and the lock reveals nothing. This one is kept in memory
 * (one API process; a restart forgets it, which only shortens a lock); createSharedSignInLockout shares it.
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

/** What sign-in needs of a lockout, kept in this process or shared through Redis. */
export type LockoutStore = {
  isLocked(email: string): boolean | Promise<boolean>;
  recordFailure(email: string): boolean | Promise<boolean>;
  recordSuccess(email: string): void | Promise<void>;
};

/** Counts a failure; on the FAILURES_BEFORE_LOCK-th in a row sets the lock and returns 1. */
const FAILURE_SCRIPT = `
local failures = redis.call('INCR', KEYS[1])
if failures >= tonumber(ARGV[1]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
  redis.call('DEL', KEYS[1])
  return 1
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 0`;

/**
 * The same lockout shared by every API instance through Redis: a lock set by one applies on all. Failures in a
 * row count within LOCK_MS of each other. When Redis fails, `fallback` (this process's lockout) answers instead.
 */
export function createSharedSignInLockout(redis: Redis, fallback: LockoutStore, log: FastifyBaseLogger): LockoutStore {
  const keys = (email: string) => {
    const hashed = sharedKey('sign-in:lockout', email.trim().toLowerCase());
    return [`${hashed}:failures`, `${hashed}:locked`] as const;
  };
  async function orFallback<T>(shared: () => Promise<T>, local: () => T | Promise<T>): Promise<T> {
    try {
      return await shared();
    } catch (error) {
      log.warn({ err: error }, 'redis: sign-in lockout kept in this process only');
      return local();
    }
  }
  return {
    isLocked: (email) => orFallback(async () => (await redis.exists(keys(email)[1])) === 1, () => fallback.isLocked(email)),
    recordFailure: (email) =>
      orFallback(
        async () => (await redis.eval(FAILURE_SCRIPT, 2, ...keys(email), FAILURES_BEFORE_LOCK, LOCK_MS)) === 1,
        () => fallback.recordFailure(email),
      ),
    recordSuccess: (email) =>
      orFallback(
        async () => {
          await redis.del(...keys(email));
        },
        () => fallback.recordSuccess(email),
      ),
  };
}
