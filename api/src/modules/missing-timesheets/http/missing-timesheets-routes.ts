import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listMissingTimesheets } from '../missing-weeks.js';
import { reminderDetails } from '../reminder-mail.js';
import { sendReminders } from '../send-reminders.js';
import { authUser, requireRole } from '../../../platform/auth/auth-plugin.js';
import { MissingTimesheetList, MissingTimesheetsQuery, SendRemindersBody, SendRemindersResult, authErrors } from '@portal/shared-contracts';

/** Ended weeks people have not logged in full, and reminders to log them (issue 20, point 5). */
const missingTimesheetsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: requireRole('ADMIN', 'MANAGER'),
      schema: {
        tags: ['reports'],
        summary: "Active people's ended weeks with fewer hours logged than expected (net of holidays and time off), with the latest reminder (admin, manager)",
        querystring: MissingTimesheetsQuery,
        response: { 200: MissingTimesheetList, ...authErrors },
      },
    },
    async (request) => listMissingTimesheets(app.timesheetReminders.context(), request.query),
  );

  app.post(
    '/reminders',
    {
      onRequest: requireRole('ADMIN', 'MANAGER'),
      schema: {
        tags: ['reports'],
        summary: 'E-mail the chosen people a reminder to log an ended week; those not short of hours that week are skipped (admin, manager)',
        body: SendRemindersBody,
        response: { 200: SendRemindersResult, ...authErrors },
      },
    },
    async (request) =>
      sendReminders(app.timesheetReminders.context(), authUser(request), request.body, (week, outcome) =>
        app.audit(request, { action: 'timesheet.reminder_sent', outcome, targetType: 'user', targetId: week.userId, details: reminderDetails(week, 'MANUAL') }),
      ),
  );
};

export default missingTimesheetsRoutes;
