import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { reportLines, utilisationColumns } from '../utilisation-export.js';
import { orderedReport, readUtilisation, type UtilisationContext } from '../utilisation-report.js';
import { standardWeeklyHours } from '../../users/index.js';
import { startRowsExport } from '../../../platform/export/run-rows-export.js';
import { createExportResponder } from '../../../platform/export/send-export.js';
import { authUser, requireRole } from '../../../platform/auth/auth-plugin.js';
import { ErrorResponse, UtilisationExportQuery, UtilisationQuery, UtilisationReport, authErrors } from '@portal/shared-contracts';

/** Reports read from the hours the database keeps per person, project and week (planned and logged). */
const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const respond = createExportResponder(app);
  const context = (): UtilisationContext => ({
    db: app.db,
    today: app.clock.today(),
    standardWeek: standardWeeklyHours(app.config.workdayHours),
    recall: app.utilisationReports,
  });

  app.get(
    '/utilisation',
    {
      schema: {
        tags: ['reports'],
        summary: 'Capacity, planned and logged hours per person, department or project and week or month (admin, manager; an employee gets their own row)',
        querystring: UtilisationQuery,
        response: { 200: UtilisationReport, ...authErrors },
      },
    },
    async (request) => readUtilisation(context(), authUser(request), request.query),
  );

  app.get(
    '/utilisation/export',
    {
      onRequest: requireRole('ADMIN', 'MANAGER'),
      schema: {
        tags: ['reports'],
        summary: 'Download the report as CSV or Excel (utilisation_yyyymmdd.csv|xlsx): a line per row and period, in the report order',
        querystring: UtilisationExportQuery,
        response: { 200: Type.Unknown({ description: 'The file (text/csv or xlsx), streamed' }), ...authErrors, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { type, ...filters } = request.query;
      const { periods, rows } = await orderedReport(context(), authUser(request), request.query);
      return respond(request, reply, {
        action: 'export.utilisation',
        what: 'utilisation',
        type,
        filters,
        start: () => startRowsExport(type, 'Utilisation', utilisationColumns(request.query.groupBy), reportLines(rows, periods)),
      });
    },
  );
};

export default reportsRoutes;
