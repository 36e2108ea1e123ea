import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { createAttemptLimiter } from './attempt-limiter.js';

const WINDOW = '5 minutes';
const WINDOW_MS = 5 * 60 * 1000;

/** Per client address, through @fastify/rate-limit (429 with Retry-After). */
export function signInPerIpLimit(max: number) {
  return { max, timeWindow: WINDOW };
}

/**
 * Per account and client address, on top of the lockout: one address may not try one account too often. Keyed on
 * the address as typed, so made-up addresses are limited exactly like real ones. Not per account alone: that would
 * let anyone keep a person out by trying their address from elsewhere (guessing spread over many addresses meets
 * the account-wide lock instead, which the person's own reset lifts). With Redis, counted across every API instance.
 */
export function createSignInAccountLimiter(max: number, shared?: { redis: Redis | null; log: FastifyBaseLogger }) {
  return createAttemptLimiter({
    max,
    windowMs: WINDOW_MS,
    shared: shared?.redis ? { redis: shared.redis, namespace: 'sign-in:account', log: shared.log } : undefined,
    key: (request: FastifyRequest) => `${String((request.body as { username?: unknown } | undefined)?.username ?? '').trim().toLowerCase()}\n${request.ip}`,
  });
}
