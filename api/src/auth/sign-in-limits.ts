import type { FastifyRequest } from 'fastify';
import { createAttemptLimiter } from './attempt-limiter.js';

const WINDOW = '5 minutes';
const WINDOW_MS = 5 * 60 * 1000;

/** Per client address, through @fastify/rate-limit (429 with Retry-After). */
export function signInPerIpLimit(max: number) {
  return { max, timeWindow: WINDOW };
}

/**
 * Per account, on top of the lockout: one account may not be tried too often from many addresses. Keyed on
 * the address as typed, so made-up addresses are limited exactly like real ones.
 */
export function createSignInAccountLimiter(max: number) {
  return createAttemptLimiter({
    max,
    windowMs: WINDOW_MS,
    key: (request: FastifyRequest) => String((request.body as { username?: unknown } | undefined)?.username ?? '').trim().toLowerCase(),
  });
}
