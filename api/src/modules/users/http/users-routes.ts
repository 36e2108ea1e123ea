import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BAD_CREDENTIALS, lockedMessage, signIn } from '../sign-in.js';
import { createPasswordSignInLimits, tooManyAttempts } from '../../../platform/auth/sign-in-limits.js';
import { assertMayRead } from '../rules.js';
import { AppError, NotFoundError, UnauthorizedError } from '../../../platform/errors.js';
import { authUser, requireRole } from '../../../platform/auth/auth-plugin.js';
import {
  DropdownItem,
  ErrorResponse,
  IdParams,
  authErrors,
  SignInBody,
  SignInResponse,
  UserList,
  UserListQuery,
  UserSchema,
} from '@portal/shared-contracts';
import { auditSignIn } from './audit-sign-in.js';
import userPhotoRoutes from './photo-routes.js';
import userWriteRoutes from './write-routes.js';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = createPasswordSignInLimits(app.config.signInLimits, { redis: app.redis, log: app.log });
  app.post(
    '/signin',
    {
      config: { public: true },
      bodyLimit: 4096,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with work e-mail and password',
        security: [],
        body: SignInBody,
        response: { 200: SignInResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const result = await signIn(app.repos, app.tokens, { lockout: app.signInLockout, limits }, username, password, request.ip);
      await auditSignIn(app, request, username, result);
      if (!result.ok && result.lock) {
        reply.header('retry-after', String(Math.ceil(result.lock.msLeft / 1000)));
        throw new AppError(429, lockedMessage(result.lock));
      }
      if (!result.ok && result.limited) throw tooManyAttempts(reply, result.limited);
      if (!result.ok) throw new UnauthorizedError(BAD_CREDENTIALS);
      // A bearer token: no browser or proxy cache may keep it.
      reply.header('cache-control', 'no-store');
      return { accessToken: result.accessToken };
    },
  );

  app.get(
    '/currentuser',
    { schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: UserSchema, ...authErrors } } },
    async (request) => {
      const user = await app.repos.users.ownProfile(authUser(request).id);
      if (!user) throw new UnauthorizedError();
      return user;
    },
  );

  app.get(
    '/',
    {
      onRequest: requireRole('ADMIN', 'MANAGER'),
      schema: { tags: ['users'], summary: 'Employees, paged', querystring: UserListQuery, response: { 200: UserList, ...authErrors } },
    },
    async (request) => app.repos.users.list(request.query),
  );

  app.get(
    '/dropdown',
    { schema: { tags: ['users'], summary: 'Active employees for pickers', response: { 200: Type.Array(DropdownItem), ...authErrors } } },
    async () => app.repos.users.dropdown(),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One employee (an EMPLOYEE may read only themself)',
        params: IdParams,
        response: { 200: UserSchema, ...authErrors, 404: ErrorResponse },
      },
    },
    async (request) => {
      const caller = authUser(request);
      assertMayRead(caller, request.params.id);
      const user = await app.repos.users.findById(request.params.id);
      if (!user) throw new NotFoundError('User not found.');
      return user;
    },
  );

  await app.register(userWriteRoutes);
  await app.register(userPhotoRoutes);
};

export default usersRoutes;
