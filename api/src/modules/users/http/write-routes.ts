import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireRole } from '../../../platform/auth/auth-plugin.js';
import {
  ErrorResponse,
  IdParams,
  authErrors,
  CreatedUserSchema,
  UserCreateBody,
  UserSchema,
  UserStatusBody,
  UserUpdateBody,
} from '@portal/shared-contracts';
import { auditUserChange } from './audit-user-change.js';
import { createUser, setUserActive, updateUser } from '../user-writes.js';

const writeErrors = { ...authErrors, 404: ErrorResponse, 409: ErrorResponse };

/** Creating, editing and (de)activating users; the rules live in modules/users/rules.ts. */
const userWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const directory = () => ({ db: app.db, placeNames: app.repos.placeNames, today: app.clock.today, workdayHours: app.config.workdayHours });

  app.post(
    '/signup',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['users'],
        summary: 'Create a user (admin). They get no password: a set-password link lets them choose one.',
        body: UserCreateBody,
        response: { 201: CreatedUserSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await createUser(directory(), request.body);
      await app.audit(request, { action: 'user.created', outcome: 'SUCCESS', targetType: 'user', targetId: user.id, details: { role: user.role, weeklyHours: user.weeklyHours } });
      // The new person chooses their own password through the e-mailed link (sent in the background).
      if (user.active) await app.recovery.sendWelcome(user.officeEmail);
      return reply.code(201).send({ ...user, passwordSetupRequired: true });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit a user: ADMIN anyone; others only themself, without the fields of spec §6 (403 otherwise)',
        params: IdParams,
        body: UserUpdateBody,
        response: { 200: UserSchema, ...writeErrors },
      },
    },
    async (request) => {
      const change = await updateUser(directory(), authUser(request), request.params.id, request.body);
      await auditUserChange(app, request, change);
      return change.after;
    },
  );

  app.patch(
    '/:id/status',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['users'],
        summary:
          'Activate or deactivate a user (admin); not oneself, not the last active admin. Deactivating someone active people ' +
          'report to needs reportsTo: their new line manager, or null for none (409 REPORTS_NEED_LINE_MANAGER without it)',
        params: IdParams,
        body: UserStatusBody,
        response: { 200: UserSchema, ...writeErrors },
      },
    },
    async (request) => {
      const change = await setUserActive(directory(), authUser(request), request.params.id, request.body);
      await auditUserChange(app, request, change);
      return change.after;
    },
  );
};

export default userWriteRoutes;
