import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import { AppError } from '../errors.js';
import { connectRedis } from '../redis.js';
import { contentSecurityPolicy } from './content-security-policy.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state between API instances (REDIS_URL); null: every limit is kept in this process. */
    redis: Redis | null;
  }
}

/**
 * helmet's middleware for a remote list, built once per list: @fastify/helmet builds it again for every request,
 * parsing the policy each time, which cost more than the rest of a small request's headers. The list changes only
 * when PORTAL_REMOTES_FILE is edited, so one middleware is kept, for the latest list.
 */
function securityHeaders(sso: Config['sso']): (remotes: Record<string, string>) => ReturnType<typeof helmet> {
  let built: { remotes: Record<string, string>; middleware: ReturnType<typeof helmet> } | undefined;
  return (remotes) => {
    if (built?.remotes !== remotes) {
      const middleware = helmet({
        // Our own list only: helmet's defaults add upgrade-insecure-requests, which breaks remotes served over http.
        contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ remotes, sso }) },
        // The corporate sign-in pop-up must be able to talk back to its opener.
        crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
        // Remotes on other origins load the shell's shared chunks and the reverse.
        crossOriginResourcePolicy: { policy: 'cross-origin' },
      });
      built = { remotes, middleware };
    }
    return built.middleware;
  };
}

/**
 * Security headers (HSTS, nosniff, Referrer-Policy, a Content-Security-Policy built from the remote list as it is now and
 * the identity provider), CORS for an exact list of origins, and rate limiting where a route asks (`config.rateLimit`).
 */
async function securityPlugin(app: FastifyInstance): Promise<void> {
  const headersFor = securityHeaders(app.config.sso);
  app.addHook('onRequest', (request, reply, done) => {
    const send = (remotes: Record<string, string>) => headersFor(remotes)(request.raw, reply.raw, (error) => done(error as Error | undefined));
    // A page's policy must allow the remotes the page is about to load, so a page takes the list as it is now
    // (PORTAL_REMOTES_FILE may have just changed); elsewhere the policy is inert and the last list read does.
    if ((request.headers.accept ?? '').includes('text/html')) void app.remoteList.latest().then(send).catch(done);
    else send(app.remoteList.current());
  });
  // Bearer tokens, not cookies: no credentials mode. No origins listed means no CORS headers at all.
  await app.register(cors, {
    origin: app.config.corsOrigins.length > 0 ? app.config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
  const redis = app.config.redis ? await connectRedis(app.config.redis, app.log) : null;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: false,
    // Shared by every instance; while Redis is unreachable this per-address limit is skipped (docs/security.md).
    ...(redis ? { redis, nameSpace: 'sign-in:address:', skipOnError: true } : {}),
    // Answered like every other error, with Retry-After telling the client when to come back.
    errorResponseBuilder: (_request, context) => new AppError(429, `Too many attempts. Try again in ${context.after}.`),
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['remote-list'] });
