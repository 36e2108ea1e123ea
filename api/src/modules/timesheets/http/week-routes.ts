import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { saveTimesheetWeek } from '../save-week.js';
import { loadTimesheetWeek } from '../week-view.js';
import { authUser } from '../../../platform/auth/auth-plugin.js';
import { rememberedWeekReads } from '../timesheet-weeks.js';
import { ErrorResponse, authErrors, TimesheetWeek, TimesheetWeekParams, TimesheetWeekSave } from '@portal/shared-contracts';

/**
 * The caller's own week of timesheets as a grid (issue 21), under /me/timesheets/weeks: every role, own entries
 * only. The rules are the single entries' (modules/timesheets/rules.ts), applied to the whole week at once.
 */
const timesheetWeekRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = () => ({ today: app.clock.today(), workdayHours: app.config.workdayHours });
  const readWeek = rememberedWeekReads(app.db, app.timesheetWeeks);

  app.get(
    '/:week',
    {
      schema: {
        tags: ['timesheets'],
        summary: "The caller's ISO week (YYYY-Www): entries as rows of project and description, expected hours, holidays and time off",
        params: TimesheetWeekParams,
        response: { 200: TimesheetWeek, ...authErrors },
      },
    },
    async (request) => loadTimesheetWeek(readWeek, authUser(request).id, request.params.week, context()),
  );

  app.put(
    '/:week',
    {
      schema: {
        tags: ['timesheets'],
        summary: "Save the caller's week from the grid, all or nothing; 409 WEEK_CHANGED when it changed since `version` was read",
        params: TimesheetWeekParams,
        body: TimesheetWeekSave,
        response: { 200: TimesheetWeek, ...authErrors, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const { week } = request.params;
      const now = context();
      const changes = await saveTimesheetWeek(app.db, authUser(request).id, week, request.body, now.today);
      // The single-entry routes audit deletions only (there are no audit actions for a created or edited entry).
      for (const change of changes) {
        if (change.kind === 'deleted') await app.audit(request, { action: 'timesheet.deleted', outcome: 'SUCCESS', targetType: 'timesheet', targetId: change.id });
      }
      return loadTimesheetWeek(readWeek, authUser(request).id, week, now);
    },
  );
};

export default timesheetWeekRoutes;
