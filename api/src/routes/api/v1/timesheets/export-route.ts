import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { todayIn } from '../../../../lib/calendar.js';
import { exportFileName, poolOf, startTimesheetExport, type ExportReader } from '../../../../lib/export/run-timesheet-export.js';
import { AppError, InputError } from '../../../../errors.js';
import { createExportSlots } from '../../../../lib/export/export-slots.js';
import { authUser, requireRole } from '../../../../plugins/auth.js';
import { authErrors, ErrorResponse, TimesheetExportQuery } from '@portal/shared-contracts';

/** GET /timesheets/export (spec §7): every matching row as CSV or Excel, streamed, ADMIN only, audit-logged. */
const timesheetExportRoute: FastifyPluginAsyncTypebox = async (app) => {
  const slots = createExportSlots();
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
      const release = slots.acquire(authUser(request).id);
      if (!release) {
        reply.header('Retry-After', '10');
        throw new AppError(429, 'An export is already running. Please wait for it to finish.');
      }
      const filters = { searchInput, startDate, endDate, status, order, orderBy };
      const { body, contentType, done } = startTimesheetExport(app.db, request.query, reader);
      done.finally(release).catch(() => undefined);
      // Recorded when the stream ends, so the entry says how many rows actually left the building.
      done.then(
        (rows) => app.audit(request, { action: 'export.timesheets', outcome: 'SUCCESS', details: { type, filters, rows } }),
        (error: unknown) => {
          request.log.error({ err: error }, 'timesheet export failed');
          return app.audit(request, { action: 'export.timesheets', outcome: 'FAILURE', details: { type, filters } });
        },
      );
      const fileName = exportFileName(type, todayIn(app.config.orgTimezone));
      return reply
        .header('Content-Type', contentType)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
};

export default timesheetExportRoute;
