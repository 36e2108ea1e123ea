import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signInWithSso } from '../sso/sso-sign-in.js';
import { createSsoTokenVerifier } from '../sso/sso-token-verifier.js';
import { createSsoSignInLimits, tooManyAttempts } from '../../../platform/auth/sign-in-limits.js';
import { AppError } from '../../../platform/errors.js';
import { ErrorResponse, SsoConfigResponse, SsoSignInBody, SignInResponse } from '@portal/shared-contracts';

/**
 * Single sign-on: the public settings the sign-in page reads at load (nothing about SSO is baked into a frontend
 * build), and the exchange of an identity-provider access token for a portal session. Mounted at /api/v1.
 */
const ssoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sso = app.config.sso;

  app.get(
    '/auth/sso-config',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Single sign-on settings for the sign-in page', security: [], response: { 200: SsoConfigResponse } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      if (!sso) return { enabled: false };
      const { clientId, authority, knownAuthorities, protocolMode, apiScope, loginScopes } = sso;
      return { enabled: true, clientId, authority, knownAuthorities, protocolMode, apiScope, loginScopes };
    },
  );

  const verify = sso ? createSsoTokenVerifier(sso) : null;
  const limits = createSsoSignInLimits(app.config.signInLimits.perIp, { redis: app.redis, log: app.log });

  app.post(
    '/users/sso',
    {
      config: { public: true },
      bodyLimit: 20 * 1024,
      schema: {
        tags: ['auth'],
        summary: "Sign in with an access token for the portal API's scope from the identity provider",
        security: [],
        body: SsoSignInBody,
        response: { 200: SignInResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!sso || !verify) throw new AppError(404, 'Single sign-on is not enabled.');
      // Refused before the token is looked at, so a flood of bad tokens from one address costs next to nothing.
      const attempt = { email: '', ip: request.ip };
      const limited = await limits.refusal(attempt);
      if (limited) throw tooManyAttempts(reply, limited);
      const result = await signInWithSso(app.repos, app.tokens, verify, request.body.accessToken, { autoProvision: sso.autoProvision });
      if (result.ok) {
        // The person proved who they are: a lock others set off on their password sign-in goes.
        await app.signInLockout.clear(result.actor.officeEmail);
        await app.audit(request, {
          action: 'auth.sign_in_sso', outcome: 'SUCCESS', actorUserId: result.actor.id, actorEmail: result.actor.officeEmail,
          details: { reason: result.match },
        });
        reply.header('cache-control', 'no-store');
        return { accessToken: result.accessToken };
      }
      const { refusal, actor, email } = result;
      await app.audit(request, {
        action: 'auth.sign_in_sso', outcome: refusal.outcome, actorUserId: actor?.id ?? null, actorEmail: actor?.officeEmail ?? email,
        details: { reason: refusal.reason },
      });
      // The provider being unreachable is nobody's failure; every other refusal counts toward the limit.
      const limitedNow = refusal.status === 503 ? null : await limits.recordFailure(attempt);
      if (limitedNow) throw tooManyAttempts(reply, limitedNow);
      throw new AppError(refusal.status, refusal.message);
    },
  );
};

export default ssoRoutes;
