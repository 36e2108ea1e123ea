import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { sharedKey } from './attempt-limiter.js';

/** Failed sign-ins in a row on one account from one client address before that pair is locked for LOCK_MS. */
export const FAILURES_BEFORE_LOCK = 5;
/**
 * Failed sign-ins in a row on one account from all addresses together before the whole account is locked. Well
 * above FAILURES_BEFORE_LOCK, so one attacker (one address) can never reach it: it takes guessing spread over at
 * least four addresses, and even then the person's own password reset or single sign-on lifts it at once.
 */
export const ACCOUNT_FAILURES_BEFORE_LOCK = 20;
export const LOCK_MS = 15 * 60 * 1000;

/** What a lock covers: the account from one client address, or the account from everywhere. */
export type LockScope = 'address' | 'account';
export type Lock = { scope: LockScope; msLeft: number };

/**
 * What sign-in needs of a lockout, kept in this process or shared through Redis. It keys on the e-mail as typed
 * (trimmed, lower-cased), so unknown addresses lock exactly like real ones and a lock reveals nothing.
 */
export type LockoutStore = {
  /** The lock in force for this account and client address, the longer one when both are; null when none. */
  lockFor(email: string, ip: string): Lock | null | Promise<Lock | null>;
  /** Counts a failure; the lock this one set off (for the answer and the audit log), else null. */
  recordFailure(email: string, ip: string): Lock | null | Promise<Lock | null>;
  /** A right password from this address: its run of failures, and the account's, start again. */
  recordSuccess(email: string, ip: string): void | Promise<void>;
  /** The person proved who they are another way (password reset, single sign-on): every lock on the account goes. */
  clear(email: string): void | Promise<void>;
};

const emailKey = (email: string) => email.trim().toLowerCase();
const ACCOUNT = 'account';

type Counter = { failures: number; lockedUntil: number; lastFailure: number };

/**
 * Lockout against password guessing (ASVS 6.3) that an attacker cannot aim at a person: failures count per account
 * and client address, and per account from every address (see the constants). This one is kept in memory (one API
 * process; a restart forgets it, which only shortens a lock); createSharedSignInLockout shares it.
 */
export function createSignInLockout(now: () => number = Date.now): LockoutStore {
  // Per account (e-mail as typed): a counter for the account as a whole and one per client address.
  const accounts = new Map<string, Map<string, Counter>>();

  function prune(): void {
    // Bounded memory under a spray of made-up addresses: drop accounts whose counters are all stale.
    if (accounts.size < 10_000) return;
    const time = now();
    for (const [key, counters] of accounts) {
      if ([...counters.values()].every((c) => c.lockedUntil < time && time - c.lastFailure > LOCK_MS)) accounts.delete(key);
    }
  }

  const lockOf = (scope: LockScope, counter: Counter | undefined): Lock | null =>
    counter && counter.lockedUntil > now() ? { scope, msLeft: counter.lockedUntil - now() } : null;

  function bump(counters: Map<string, Counter>, key: string, limit: number): boolean {
    const time = now();
    const counter = counters.get(key) ?? { failures: 0, lockedUntil: 0, lastFailure: 0 };
    // A run of failures ends when its lock has run out, or after LOCK_MS without a failure.
    if ((counter.lockedUntil !== 0 && counter.lockedUntil <= time) || time - counter.lastFailure > LOCK_MS) counter.failures = 0;
    counter.failures += 1;
    counter.lastFailure = time;
    const lockedNow = counter.failures === limit;
    if (lockedNow) counter.lockedUntil = time + LOCK_MS;
    else if (counter.lockedUntil <= time) counter.lockedUntil = 0;
    counters.set(key, counter);
    return lockedNow;
  }

  const store: LockoutStore = {
    lockFor(email, ip) {
      const counters = accounts.get(emailKey(email));
      const locks = [lockOf('account', counters?.get(ACCOUNT)), lockOf('address', counters?.get(`ip:${ip}`))];
      return longest(locks);
    },
    recordFailure(email, ip) {
      prune();
      const key = emailKey(email);
      const counters = accounts.get(key) ?? new Map<string, Counter>();
      accounts.set(key, counters);
      const pairLocked = bump(counters, `ip:${ip}`, FAILURES_BEFORE_LOCK);
      const accountLocked = bump(counters, ACCOUNT, ACCOUNT_FAILURES_BEFORE_LOCK);
      return pairLocked || accountLocked ? store.lockFor(email, ip) : null;
    },
    recordSuccess(email, ip) {
      const counters = accounts.get(emailKey(email));
      counters?.delete(`ip:${ip}`);
      counters?.delete(ACCOUNT);
    },
    clear(email) {
      accounts.delete(emailKey(email));
    },
  };
  return store;
}

function longest(locks: (Lock | null)[]): Lock | null {
  return locks.reduce<Lock | null>((best, lock) => (lock && (!best || lock.msLeft > best.msLeft) ? lock : best), null);
}

// Every key of an account (KEYS[2], passed as a key so that Redis's key prefix applies) carries its generation
// (KEYS[1]); clearing the account moves to a new generation, so all its locks and counters, per address included,
// are gone at once (the old keys expire on their own).
const KEYS_OF_GENERATION = `
local generation = redis.call('GET', KEYS[1]) or '0'
local base = KEYS[2] .. ':' .. generation .. ':'`;

/** The time left (ms, or a negative PTTL when none) of the account's lock and of the pair's (ARGV[1]). */
const LOCK_SCRIPT = `${KEYS_OF_GENERATION}
return {redis.call('PTTL', base .. 'account:locked'), redis.call('PTTL', base .. ARGV[1] .. ':locked')}`;

/** Counts a failure for the pair (ARGV[1]) and the account; returns 1 for each whose lock this failure set off. */
const FAILURE_SCRIPT = `${KEYS_OF_GENERATION}
local function bump(scope, limit)
  local failures = redis.call('INCR', base .. scope .. ':failures')
  if failures >= tonumber(limit) then
    redis.call('SET', base .. scope .. ':locked', '1', 'PX', ARGV[4])
    redis.call('DEL', base .. scope .. ':failures')
    return 1
  end
  redis.call('PEXPIRE', base .. scope .. ':failures', ARGV[4])
  return 0
end
return {bump(ARGV[1], ARGV[2]), bump('account', ARGV[3])}`;

const SUCCESS_SCRIPT = `${KEYS_OF_GENERATION}
redis.call('DEL', base .. ARGV[1] .. ':failures', base .. 'account:failures')
return 0`;

/** Outlives every key of the generation it replaces, which all expire within LOCK_MS. */
const CLEAR_SCRIPT = `
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 0`;

/**
 * The same lockout shared by every API instance through Redis: a lock set by one applies on all. Failures in a
 * row count within LOCK_MS of each other. Keys hold hashes of the e-mail and the address. When Redis fails,
 * `fallback` (this process's lockout) answers instead.
 */
export function createSharedSignInLockout(redis: Redis, fallback: LockoutStore, log: FastifyBaseLogger): LockoutStore {
  const base = (email: string) => sharedKey('sign-in:lockout', emailKey(email));
  const pair = (ip: string) => sharedKey('ip', ip);
  async function orFallback<T>(shared: () => Promise<T>, local: () => T | Promise<T>): Promise<T> {
    try {
      return await shared();
    } catch (error) {
      log.warn({ err: error }, 'redis: sign-in lockout kept in this process only');
      return local();
    }
  }
  const run = (script: string, email: string, ...args: (string | number)[]) =>
    redis.eval(script, 2, `${base(email)}:generation`, base(email), ...args) as Promise<[number, number]>;
  return {
    lockFor: (email, ip) =>
      orFallback(
        async () => {
          const [account, address] = await run(LOCK_SCRIPT, email, pair(ip));
          return longest([account > 0 ? { scope: 'account', msLeft: account } : null, address > 0 ? { scope: 'address', msLeft: address } : null]);
        },
        () => fallback.lockFor(email, ip),
      ),
    recordFailure: (email, ip) =>
      orFallback(
        async () => {
          const [pairLocked, accountLocked] = await run(FAILURE_SCRIPT, email, pair(ip), FAILURES_BEFORE_LOCK, ACCOUNT_FAILURES_BEFORE_LOCK, LOCK_MS);
          if (accountLocked === 1) return { scope: 'account', msLeft: LOCK_MS };
          return pairLocked === 1 ? { scope: 'address', msLeft: LOCK_MS } : null;
        },
        () => fallback.recordFailure(email, ip),
      ),
    recordSuccess: (email, ip) =>
      orFallback(
        async () => void (await run(SUCCESS_SCRIPT, email, pair(ip))),
        () => fallback.recordSuccess(email, ip),
      ),
    clear: (email) =>
      orFallback(
        async () => {
          await redis.eval(CLEAR_SCRIPT, 1, `${base(email)}:generation`, LOCK_MS);
          // The fallback may hold a lock set while Redis was away.
          await fallback.clear(email);
        },
        () => fallback.clear(email),
      ),
  };
}
