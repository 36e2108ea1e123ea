import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authErrors, TeamCalendar, TeamCalendarQuery } from '@portal/shared-contracts';
import { authUser } from '../../../platform/auth/auth-plugin.js';
import { calendarPeople } from '../rules.js';
import { calendarCaller, readTeamCalendar } from '../team-calendar-repository.js';

/** GET /team-calendar (issue 38): who is away on which day of a month, for a team, a department or everyone. */
const teamCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/team-calendar',
    {
      schema: {
        tags: ['leave'],
        summary:
          "A month of the people in a scope (paged, by first name): their days away (approved time off and pending requests, half days marked) and the month's public holidays. " +
          'Scope team (the caller and their reports), department (ADMIN and MANAGER any, an employee their own) or all (ADMIN); ' +
          'the leave type only for the person, their line manager and ADMIN, null ("Away") for anyone else',
        querystring: TeamCalendarQuery,
        response: { 200: TeamCalendar, ...authErrors },
      },
    },
    async (request) => {
      // The caller's department matters only to a department scope (theirs by default, an employee's only choice).
      const user = authUser(request);
      const caller = request.query.scope === 'department' ? await calendarCaller(app.db, user) : { id: user.id, role: user.role, departmentId: null };
      const people = calendarPeople(caller, request.query.scope, request.query.departmentId);
      const month = request.query.month ?? app.clock.today().slice(0, 7);
      return readTeamCalendar(app.db, app.teamCalendarMonths, caller, people, { ...request.query, month });
    },
  );
};

export default teamCalendarRoutes;
