import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRoutes } from '../modules/account/index.js';
import { auditLogRoutes } from '../modules/audit-log/index.js';
import { allocationsRoutes } from '../modules/allocations/index.js';
import { clientsRoutes } from '../modules/clients/index.js';
import { countriesRoutes } from '../modules/countries/index.js';
import { holidaysRoutes, timeOffRoutes } from '../modules/capacity/index.js';
import { leaveRoutes } from '../modules/leave/index.js';
import { teamCalendarRoutes } from '../modules/team-calendar/index.js';
import { missingTimesheetsRoutes } from '../modules/missing-timesheets/index.js';
import { projectsRoutes } from '../modules/projects/index.js';
import { reportsRoutes } from '../modules/reports/index.js';
import { ssoRoutes, usersRoutes } from '../modules/users/index.js';
import { timesheetsRoutes, timesheetWeekRoutes } from '../modules/timesheets/index.js';

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
  await app.register(leaveRoutes);
  await app.register(teamCalendarRoutes);
  await app.register(ssoRoutes);
};

export default v1Routes;
