import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { addHoliday } from '../capacity-writes.js';
import { assertDateRange, HOLIDAY_NOT_FOUND } from '../rules.js';
import { NotFoundError } from '../../../platform/errors.js';
import { requireRole } from '../../../platform/auth/auth-plugin.js';
import { DateRangeQuery, ErrorResponse, HolidayBody, HolidayList, HolidaySchema, IdParams, authErrors } from '@portal/shared-contracts';
import holidayImportRoute from './holiday-import-route.js';

/** The public holidays: everyone reads them (they shape everyone's working days); an admin keeps the list. */
const holidaysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['capacity'],
        summary: 'Public holidays, earliest first, within from and to when given',
        querystring: DateRangeQuery,
        response: { 200: HolidayList, ...authErrors },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      assertDateRange({ start: from, end: to }, { start: 'from', end: 'to' });
      return app.repos.holidays.list(request.query);
    },
  );

  app.post(
    '/',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['capacity'],
        summary: 'Add a public holiday (admin); a date already on the list is a 409',
        body: HolidayBody,
        response: { 201: HolidaySchema, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const holiday = await addHoliday(app.repos.holidays, request.body);
      await app.audit(request, { action: 'holiday.created', outcome: 'SUCCESS', targetType: 'holiday', targetId: holiday.id, details: { date: holiday.date } });
      return reply.code(201).send(holiday);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: requireRole('ADMIN'),
      schema: { tags: ['capacity'], summary: 'Remove a public holiday (admin)', params: IdParams, response: { 204: Type.Null(), ...authErrors, 404: ErrorResponse } },
    },
    async (request, reply) => {
      const removed = await app.repos.holidays.remove(request.params.id);
      if (!removed) throw new NotFoundError(HOLIDAY_NOT_FOUND);
      await app.audit(request, { action: 'holiday.deleted', outcome: 'SUCCESS', targetType: 'holiday', targetId: removed.id, details: { date: removed.date, name: removed.name } });
      return reply.code(204).send(null);
    },
  );

  await app.register(holidayImportRoute);
};

export default holidaysRoutes;
