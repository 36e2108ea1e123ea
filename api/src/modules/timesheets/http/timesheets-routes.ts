import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listedUserId } from '../rules.js';
import { authUser } from '../../../platform/auth/auth-plugin.js';
import { authErrors, MyTimesheetListQuery, TeamPeople, TeamTimesheetListQuery, TimesheetList, TimesheetListQuery } from '@portal/shared-contracts';
import { listTeamPeople, listTeamTimesheets } from '../team-timesheets.js';
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

  app.get(
    '/team',
    {
      schema: {
        tags: ['timesheets'],
        summary: "The Team tab: entries of the people who report to the caller, SUBMITTED (waiting for the caller) first, paged",
        querystring: TeamTimesheetListQuery,
        response: { 200: TimesheetList, ...authErrors },
      },
    },
    async (request) => listTeamTimesheets(app.db, app.teamTimesheetPages, authUser(request).id, request.query),
  );

  app.get(
    '/team/people',
    {
      schema: {
        tags: ['timesheets'],
        summary: 'The people who report to the caller, by name (empty for someone nobody reports to)',
        response: { 200: TeamPeople, ...authErrors },
      },
    },
    async (request) => listTeamPeople(app.db, authUser(request).id),
  );

  await app.register(writeRoutes);
  await app.register(reviewRoutes);
  await app.register(exportRoute);
};

export default timesheetsRoutes;
