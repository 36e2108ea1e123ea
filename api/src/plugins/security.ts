import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

/**
 * Security headers and rate limiting. CSP is configured by a later issue (it must list the remote
 * origins), so it is off here. Rate limits apply only where a route asks (`config.rateLimit`).
 */
async function securityPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // The corporate sign-in pop-up must be able to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(rateLimit, {
    global: false,
    // Answered like every other error, with Retry-After telling the client when to come back.
    errorResponseBuilder: (_request, context) => new AppError(429, `Too many attempts. Try again in ${context.after}.`),
  });
}

export default fp(securityPlugin, { name: 'security' });
