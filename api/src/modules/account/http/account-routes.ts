import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authUser } from '../../../platform/auth/auth-plugin.js';
import { ErrorResponse, ForgotPasswordBody, MessageResponse, PasswordSetupBody } from '@portal/shared-contracts';

/** Same text whether or not the address has an account, so the answer reveals nothing. */
export const RESET_REQUESTED = 'If an account exists for this e-mail, a reset link has been sent to it.';

// Per client address, on top of the per-account limit inside the recovery service.
const PER_IP = { max: 10, timeWindow: '15 minutes' };

/** Sign-out and password recovery, mounted under /users next to sign-in. Recovery routes are public and rate limited. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/signout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session: its access token stops working at once',
        response: { 204: Type.Null(), 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      await app.repos.sessions.revoke(authUser(request).sessionId);
      await app.audit(request, { action: 'auth.sign_out', outcome: 'SUCCESS' });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/forgotpassword',
    {
      config: { public: true, rateLimit: PER_IP },
      bodyLimit: 4096,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a set-password link to an active account',
        security: [],
        body: ForgotPasswordBody,
        response: { 200: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const actorEmail = request.body.email.trim().toLowerCase();
      app.recovery.requestReset(request.body.email, (outcome) =>
        app.audit(request, {
          action: 'auth.password_reset_requested',
          outcome: outcome.sent ? 'SUCCESS' : 'FAILURE',
          actorUserId: outcome.userId,
          actorEmail,
          ...(outcome.sent ? {} : { details: { reason: outcome.reason } }),
        }),
      );
      return { message: RESET_REQUESTED };
    },
  );

  app.put(
    '/passwordsetup',
    {
      config: { public: true, rateLimit: PER_IP },
      bodyLimit: 4096,
      schema: {
        tags: ['auth'],
        summary: 'Set a password with a recovery token; ends every existing session',
        security: [],
        body: PasswordSetupBody,
        response: { 200: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const userId = await app.recovery.setPassword(request.body.recoveryToken, request.body.password);
      // Whoever set off a lock on this account, its owner has just proved who they are: the new password works at once.
      const user = await app.repos.users.findById(userId);
      if (user) await app.signInLockout.clear(user.officeEmail);
      await app.audit(request, { action: 'auth.password_set', outcome: 'SUCCESS', actorUserId: userId, targetType: 'user', targetId: userId });
      return { message: 'Password set successfully.' };
    },
  );
};

export default accountRoutes;

