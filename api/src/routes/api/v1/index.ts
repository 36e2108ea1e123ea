import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import accountRoutes from './account/index.js';
import auditLogRoutes from './audit-log/index.js';
import allocationsRoutes from './allocations/index.js';
import clientsRoutes from './clients/index.js';
import countriesRoutes from './countries/index.js';
import holidaysRoutes from './holidays/index.js';
import missingTimesheetsRoutes from './missing-timesheets/index.js';
import projectsRoutes from './projects/index.js';
import reportsRoutes from './reports/index.js';
import ssoRoutes from './sso/index.js';
import timeOffRoutes from './time-off/index.js';
import timesheetsRoutes from './timesheets/index.js';
import timesheetWeekRoutes from './timesheets/week-routes.js';
import usersRoutes from './users/index.js';

/** Everything under /api/v1 requires a valid token unless the route is marked `config: { public: true }`. */
const v1Routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public) return;
    await app.authenticate(request, reply);
  });

  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(accountRoutes, { prefix: '/users' });
  await app.register(countriesRoutes, { prefix: '/countries' });
  await app.register(clientsRoutes, { prefix: '/clients' });
  await app.register(projectsRoutes, { prefix: '/projects' });
  await app.register(allocationsRoutes, { prefix: '/allocations' });
  await app.register(timesheetsRoutes, { prefix: '/timesheets' });
  await app.register(timesheetWeekRoutes, { prefix: '/me/timesheets/weeks' });
  await app.register(auditLogRoutes, { prefix: '/audit-log' });
  await app.register(holidaysRoutes, { prefix: '/holidays' });
  await app.register(reportsRoutes, { prefix: '/reports' });
  await app.register(missingTimesheetsRoutes, { prefix: '/reports/missing-timesheets' });
  await app.register(timeOffRoutes);
  await app.register(ssoRoutes);
};

export default v1Routes;
