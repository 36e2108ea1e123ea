import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { recordTimeOff } from '../capacity-writes.js';
import { assertDateRange, TIME_OFF_NOT_FOUND } from '../rules.js';
import { NotFoundError } from '../../../platform/errors.js';
import type { AuditRecord } from '../../audit-log/index.js';
import { authUser, requireRole } from '../../../platform/auth/auth-plugin.js';
import { DateRangeQuery, ErrorResponse, IdParams, TimeOffBody, TimeOffList, TimeOffSchema, authErrors, type TimeOff } from '@portal/shared-contracts';

const STAFF = requireRole('ADMIN', 'MANAGER');
const withNotFound = { ...authErrors, 404: ErrorResponse } as const;

/** Whose absence, when and of which kind; the note stays out of the log. */
const auditOf = (action: 'time_off.created' | 'time_off.deleted', entry: TimeOff): AuditRecord => ({
  action,
  outcome: 'SUCCESS',
  targetType: 'time_off',
  targetId: entry.id,
  details: { userId: entry.userId, startDate: entry.startDate, endDate: entry.endDate, kind: entry.kind },
});

/**
 * People's time off: admins and managers record and remove anyone's; everyone reads their own. Mounted at the
 * root of /api/v1, since the routes sit under /users/{id} and /time-off.
 */
const timeOffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const listOf = (userId: number, request: FastifyRequest<{ Querystring: DateRangeQuery }>) => {
    const { from, to } = request.query;
    assertDateRange({ start: from, end: to }, { start: 'from', end: 'to' });
    return app.repos.timeOff.listOf(userId, request.query);
  };

  app.get(
    '/users/:id/time-off',
    {
      onRequest: STAFF,
      schema: {
        tags: ['capacity'],
        summary: "A person's time off overlapping from and to when given, earliest first (admin, manager)",
        params: IdParams,
        querystring: DateRangeQuery,
        response: { 200: TimeOffList, ...authErrors },
      },
    },
    async (request) => listOf(request.params.id, request),
  );

  app.get(
    '/time-off/my',
    {
      schema: {
        tags: ['capacity'],
        summary: "The caller's own time off overlapping from and to when given, earliest first",
        querystring: DateRangeQuery,
        response: { 200: TimeOffList, ...authErrors },
      },
    },
    async (request) => listOf(authUser(request).id, request),
  );

  app.post(
    '/users/:id/time-off',
    {
      onRequest: STAFF,
      schema: {
        tags: ['capacity'],
        summary: "Record a person's time off (admin, manager); a range sharing a day with their other time off is a 409",
        params: IdParams,
        body: TimeOffBody,
        response: { 201: TimeOffSchema, ...withNotFound, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const entry = await recordTimeOff(app.db, authUser(request), request.params.id, request.body);
      await app.audit(request, auditOf('time_off.created', entry));
      return reply.code(201).send(entry);
    },
  );

  app.delete(
    '/time-off/:id',
    {
      onRequest: STAFF,
      schema: { tags: ['capacity'], summary: "Remove a person's time off (admin, manager)", params: IdParams, response: { 204: Type.Null(), ...withNotFound } },
    },
    async (request, reply) => {
      const removed = await app.repos.timeOff.remove(request.params.id);
      if (!removed) throw new NotFoundError(TIME_OFF_NOT_FOUND);
      await app.audit(request, auditOf('time_off.deleted', removed));
      return reply.code(204).send(null);
    },
  );
};

export default timeOffRoutes;
