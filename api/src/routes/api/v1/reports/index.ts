import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readUtilisation, type UtilisationContext } from '../../../../domain/reports/utilisation-report.js';
import { standardWeeklyHours, todayIn } from '../../../../lib/calendar.js';
import { authUser } from '../../../../plugins/auth.js';
import { UtilisationQuery, UtilisationReport, authErrors } from '@portal/shared-contracts';

/** Reports read from the hours the database keeps per person, project and week (planned and logged). */
const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = (): UtilisationContext => ({
    db: app.db,
    today: todayIn(app.config.orgTimezone),
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
};

export default reportsRoutes;
