import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../config.js';

/** How long a connect or a command may take before the caller falls back to its in-process state. */
export const REDIS_TIMEOUT_MS = 500;

/**
 * A client for state shared between API instances (sign-in limits). Commands never queue while Redis is
 * unreachable: they fail within REDIS_TIMEOUT_MS and the caller falls back (see docs/security.md, Known limits).
 * Resolves once connected, or after a short wait with a warning: a Redis outage must not stop the API starting.
 */
export async function connectRedis(config: RedisConfig, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(config.url, {
    keyPrefix: config.keyPrefix,
    connectTimeout: REDIS_TIMEOUT_MS * 2,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
  let up = false;
  redis.on('ready', () => {
    if (!up) log.info('redis: connected, sign-in limits are shared');
    up = true;
  });
  redis.on('error', (error: Error) => {
    if (up) log.warn({ err: error }, 'redis: unreachable, sign-in limits fall back to this process until it is back');
    up = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      log.warn('redis: not reachable at start-up, sign-in limits are per process until it connects');
      resolve();
    }, REDIS_TIMEOUT_MS * 4);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
