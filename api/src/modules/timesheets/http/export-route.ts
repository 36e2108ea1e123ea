import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { poolOf, startTimesheetExport, type ExportReader } from '../export/run-timesheet-export.js';
import { createExportResponder } from '../../../platform/export/send-export.js';
import { InputError } from '../../../platform/errors.js';
import { requireRole } from '../../../platform/auth/auth-plugin.js';
import { authErrors, ErrorResponse, TimesheetExportQuery } from '@portal/shared-contracts';

/** GET /timesheets/export (spec §7): every matching row as CSV or Excel, streamed, ADMIN only, audit-logged. */
const timesheetExportRoute: FastifyPluginAsyncTypebox = async (app) => {
  const respond = createExportResponder(app);
  // PostgreSQL: one COPY per export. PGlite: batches by id, so its single connection is free between them.
  const reader: ExportReader = app.config.database.driver === 'postgres' ? { read: 'copy', pool: poolOf(app.db) } : { read: 'id-list' };
  app.get(
    '/export',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['timesheets'],
        summary: 'Download the matching timesheets as CSV or Excel (timesheets_yyyymmdd.csv|xlsx), in the list order',
        querystring: TimesheetExportQuery,
        response: { 200: Type.Unknown({ description: 'The file (text/csv or xlsx), streamed' }), ...authErrors, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { type, searchInput, startDate, endDate, status, order, orderBy } = request.query;
      if (startDate && endDate && startDate > endDate) {
        throw new InputError('startDate must not be after endDate', [{ field: 'endDate', message: 'must not be before startDate' }]);
      }
      return respond(request, reply, {
        action: 'export.timesheets',
        what: 'timesheets',
        type,
        filters: { searchInput, startDate, endDate, status, order, orderBy },
        start: () => startTimesheetExport(app.db, request.query, reader),
      });
    },
  );
};

export default timesheetExportRoute;
