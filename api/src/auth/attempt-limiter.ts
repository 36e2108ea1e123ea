import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

type Window = { count: number; resetAt: number };

/**
 * A fixed-window counter keyed by something other than the client address (e.g. the account tried).
 * @fastify/rate-limit runs only one limit per request, and its route limit is the per-address one.
 */
export function createAttemptLimiter(options: { max: number; windowMs: number; key: (request: FastifyRequest) => string; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  return async function limitAttempts(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const time = now();
    if (windows.size > 10_000) for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    const key = options.key(request);
    const window = windows.get(key);
    if (!window || window.resetAt <= time) {
      windows.set(key, { count: 1, resetAt: time + options.windowMs });
      return;
    }
    window.count += 1;
    if (window.count <= options.max) return;
    const seconds = Math.ceil((window.resetAt - time) / 1000);
    reply.header('retry-after', String(seconds));
    throw new AppError(429, `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`);
  };
}
