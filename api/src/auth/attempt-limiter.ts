import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.js';

type Window = { count: number; resetAt: number };

/** Shared counting: the window starts with the first attempt; returns [count, milliseconds left]. */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** Keys hold a hash of what was typed (e-mail addresses stay out of Redis). */
export function sharedKey(namespace: string, value: string): string {
  return `${namespace}:${createHash('sha256').update(value).digest('base64url')}`;
}

type Options = {
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string;
  now?: () => number;
  /** Counts in Redis, shared by every API instance; falls back to this process's counters when Redis fails. */
  shared?: { redis: Redis; namespace: string; log: FastifyBaseLogger };
};

/**
 * A fixed-window counter keyed by something other than the client address (e.g. the account tried).
 * @fastify/rate-limit runs only one limit per request, and its route limit is the per-address one.
 */
export function createAttemptLimiter(options: Options) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  function countLocally(key: string): { count: number; msLeft: number } {
    const time = now();
    if (windows.size > 10_000) for (const [stale, window] of windows) if (window.resetAt <= time) windows.delete(stale);
    const window = windows.get(key);
    if (!window || window.resetAt <= time) {
      windows.set(key, { count: 1, resetAt: time + options.windowMs });
      return { count: 1, msLeft: options.windowMs };
    }
    window.count += 1;
    return { count: window.count, msLeft: window.resetAt - time };
  }

  async function count(key: string): Promise<{ count: number; msLeft: number }> {
    const { shared } = options;
    if (!shared) return countLocally(key);
    try {
      const [count, msLeft] = (await shared.redis.eval(COUNT_SCRIPT, 1, sharedKey(shared.namespace, key), options.windowMs)) as [number, number];
      return { count, msLeft: msLeft > 0 ? msLeft : options.windowMs };
    } catch (error) {
      shared.log.warn({ err: error }, 'redis: attempt limit counted in this process only');
      return countLocally(key);
    }
  }

  return async function limitAttempts(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { count: attempts, msLeft } = await count(options.key(request));
    if (attempts <= options.max) return;
    const seconds = Math.ceil(msLeft / 1000);
    reply.header('retry-after', String(seconds));
    throw new AppError(429, `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`);
  };
}
