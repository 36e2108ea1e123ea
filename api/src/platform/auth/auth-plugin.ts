import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { prepareDummyHash } from './passwords.js';
import { createSharedSignInLockout, createSignInLockout, type LockoutStore } from './sign-in-lockout.js';
import { createTokenService, type TokenService } from './tokens.js';
import type { Role } from '@portal/shared-contracts';
import { ForbiddenError, UnauthorizedError } from '../errors.js';

/** The signed-in caller, re-read from the database on every request. */
export type AuthUser = { id: number; role: Role; officeEmail: string; sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Sign-in lockout: shared through Redis when configured, else this process's. */
    signInLockout: LockoutStore;
    /** Verifies the bearer token and the user behind it; sets request.user or throws 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Opts a route under /api/v1 out of authentication (sign-in, password recovery). */
    public?: boolean;
  }
}

const INVALID_TOKEN = 'Invalid or expired token.';

function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

async function authPlugin(app: FastifyInstance, options: { secret: string; ttlSeconds: number }): Promise<void> {
  const tokens = createTokenService(options.secret, options.ttlSeconds);
  await prepareDummyHash();
  app.decorate('tokens', tokens);
  const ownLockout = createSignInLockout();
  app.decorate('signInLockout', app.redis ? createSharedSignInLockout(app.redis, ownLockout, app.log) : ownLockout);
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const reject = (message: string) => {
      reply.header('WWW-Authenticate', 'Bearer');
      return new UnauthorizedError(message);
    };
    const token = bearerToken(request.headers.authorization);
    if (!token) throw reject('Authentication required.');
    const claims = await tokens.verify(token);
    if (!claims) throw reject(INVALID_TOKEN);
    // Re-read so that deactivation or a token_version bump takes effect on the very next request,
    // and a signed-out session ends at once, even though its token has not expired.
    const user = await app.repos.users.findAuthState(claims.userId, claims.sessionId);
    if (!user || !user.active || user.tokenVersion !== claims.tokenVersion || !user.sessionOpen) throw reject(INVALID_TOKEN);
    request.user = { id: user.id, role: user.role, officeEmail: user.officeEmail, sessionId: claims.sessionId };
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });

/** The caller of an authenticated route. */
export function authUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** Route-level onRequest hook: 403 unless the caller has one of the roles. Runs after authentication. */
export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    if (!roles.includes(authUser(request).role)) throw new ForbiddenError();
  };
}
