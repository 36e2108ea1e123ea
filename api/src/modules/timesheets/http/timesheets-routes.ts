import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listedUserId } from '../rules.js';
import { authUser } from '../../../platform/auth/auth-plugin.js';
import { authErrors, MyTimesheetListQuery, TimesheetList, TimesheetListQuery } from '@portal/shared-contracts';
import exportRoute from './export-route.js';
import reviewRoutes from './review-routes.js';
import writeRoutes from './write-routes.js';

const timesheetsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['timesheets'],
        summary: 'Timesheets, paged: all for an ADMIN, otherwise only the caller\'s own',
        querystring: TimesheetListQuery,
        response: { 200: TimesheetList, ...authErrors },
      },
    },
    async (request) => {
      const userId = listedUserId(authUser(request), request.query.userId);
      return app.repos.timesheets.list({ ...request.query, userId });
    },
  );

  app.get(
    '/my',
    {
      schema: {
        tags: ['timesheets'],
        summary: "The caller's own timesheets, paged",
        querystring: MyTimesheetListQuery,
        response: { 200: TimesheetList, ...authErrors },
      },
    },
    async (request) => app.repos.timesheets.list({ ...request.query, userId: authUser(request).id }),
  );

  await app.register(writeRoutes);
  await app.register(reviewRoutes);
  await app.register(exportRoute);
};

export default timesheetsRoutes;
