import { auditEdit } from '../../audit-log/index.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createTimesheet, deleteTimesheet, updateTimesheet } from '../save-timesheet.js';
import { authUser } from '../../../platform/auth/auth-plugin.js';
import { ErrorResponse, IdParams, authErrors, TimesheetInput, TimesheetSchema } from '@portal/shared-contracts';

const writeErrors = { ...authErrors, 404: ErrorResponse, 409: ErrorResponse };

/** Create, edit and delete; who may do what is decided in modules/timesheets/rules.ts. */
const timesheetWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = app.clock.today;

  app.post(
    '/',
    {
      schema: {
        tags: ['timesheets'],
        summary: 'Log hours: always SUBMITTED, id assigned by the server; only an ADMIN logs for someone else',
        body: TimesheetInput,
        response: { 201: TimesheetSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createTimesheet(app.repos.timesheets, authUser(request), request.body, today())),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['timesheets'],
        summary: 'Edit an entry: keeps its status, except REJECTED goes back to SUBMITTED; APPROVED is locked for non-admins',
        params: IdParams,
        body: TimesheetInput,
        response: { 200: TimesheetSchema, ...writeErrors },
      },
    },
    async (request) => {
      const before = await app.repos.timesheets.findById(request.params.id);
      const timesheet = await updateTimesheet(app.db, authUser(request), request.params.id, request.body, today());
      await auditEdit(app, request, { action: 'timesheet.updated', targetType: 'timesheet', id: timesheet.id, before, after: timesheet });
      return timesheet;
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['timesheets'],
        summary: 'Delete an entry: own and not yet approved, or any as ADMIN',
        params: IdParams,
        response: { 204: Type.Null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteTimesheet(app.db, authUser(request), request.params.id);
      await app.audit(request, { action: 'timesheet.deleted', outcome: 'SUCCESS', targetType: 'timesheet', targetId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};

export default timesheetWriteRoutes;
