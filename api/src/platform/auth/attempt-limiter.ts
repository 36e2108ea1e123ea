import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Keys hold a hash of what was typed (e-mail addresses stay out of Redis). */
export function sharedKey(namespace: string, value: string): string {
  return `${namespace}:${createHash('sha256').update(value).digest('base64url')}`;
}

/** Why an attempt is not answered now: a limit is reached, for this long yet. */
export type Refusal = { msLeft: number };

/** A limit: at most `max` failures per window under one key (e.g. the client address). */
export type FailureRule = { name: string; max: number };

type Window = { count: number; resetAt: number };

/** Each key's failures so far and milliseconds left in its window: the pairs [count, ttl] of every key in turn. */
const PEEK_SCRIPT = `
local result = {}
for _, key in ipairs(KEYS) do
  table.insert(result, tonumber(redis.call('GET', key) or '0'))
  table.insert(result, redis.call('PTTL', key))
end
return result`;

/** Counts a failure under every key (a window starts with its first failure), then answers as PEEK_SCRIPT. */
const FAIL_SCRIPT = `
local result = {}
for _, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[1]) end
  table.insert(result, count)
  table.insert(result, redis.call('PTTL', key))
end
return result`;

type Options = {
  /** Names the counters in Redis. */
  namespace: string;
  rules: FailureRule[];
  windowMs: number;
  now?: () => number;
  /** Counts in Redis, shared by every API instance; falls back to this process's counters when Redis fails. */
  shared?: { redis: Redis; log: FastifyBaseLogger };
};

/**
 * Failures counted in fixed windows under one key per rule. `check` refuses while any key has reached its rule's
 * max; `fail` counts a failure and refuses it when that went over a max. A failure's verdict comes from its own
 * atomic increment, so however many failures run at once, no more than `max` of them per window are let through.
 */
export function createAttemptLimiter(options: Options) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  function countLocally(key: string, add: number): Window {
    const time = now();
    if (windows.size > 10_000) for (const [stale, window] of windows) if (window.resetAt <= time) windows.delete(stale);
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + options.windowMs };
      if (add > 0) windows.set(key, window);
    }
    window.count += add;
    return window;
  }

  async function counts(keys: string[], add: 0 | 1): Promise<{ count: number; msLeft: number }[]> {
    const locally = () => keys.map((key, i) => {
      const window = countLocally(`${options.rules[i]?.name}\n${key}`, add);
      return { count: window.count, msLeft: window.resetAt - now() };
    });
    const { shared } = options;
    if (!shared) return locally();
    try {
      const redisKeys = keys.map((key, i) => sharedKey(`${options.namespace}:${options.rules[i]?.name}`, key));
      const answer = (await shared.redis.eval(add ? FAIL_SCRIPT : PEEK_SCRIPT, redisKeys.length, ...redisKeys, options.windowMs)) as number[];
      return keys.map((_, i) => ({ count: answer[2 * i] ?? 0, msLeft: Math.max(0, answer[2 * i + 1] ?? 0) }));
    } catch (error) {
      shared.log.warn({ err: error }, 'redis: attempt limit counted in this process only');
      return locally();
    }
  }

  /** The longest wait among the keys whose count is `over` their rule's max. */
  function refusal(found: { count: number; msLeft: number }[], over: (count: number, max: number) => boolean): Refusal | null {
    let longest: Refusal | null = null;
    for (const [i, { count, msLeft }] of found.entries()) {
      const rule = options.rules[i];
      const wait = msLeft > 0 ? msLeft : options.windowMs;
      if (rule && over(count, rule.max) && (!longest || wait > longest.msLeft)) longest = { msLeft: wait };
    }
    return longest;
  }

  return {
    /** Keys in the order of the rules. Refused while a key's failures have reached its max. */
    check: async (keys: string[]): Promise<Refusal | null> => refusal(await counts(keys, 0), (count, max) => count >= max),
    /** Counts one failure under each key; refused when this one went over a max. */
    fail: async (keys: string[]): Promise<Refusal | null> => refusal(await counts(keys, 1), (count, max) => count > max),
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
