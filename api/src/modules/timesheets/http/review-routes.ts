import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../../../platform/errors.js';
import { reviewTimesheets, reviewWeek } from '../review-timesheets.js';
import { authUser } from '../../../platform/auth/auth-plugin.js';
import { ErrorResponse, IdParams, authErrors, BulkStatusChange, BulkStatusResult, StatusChange, TimesheetSchema, WeekStatusChange } from '@portal/shared-contracts';

const reviewErrors = { ...authErrors, 404: ErrorResponse, 409: ErrorResponse };

/**
 * Approval: SUBMITTED entries of other people become APPROVED, or REJECTED with a reason, by an admin or the owner's
 * line manager (issue 38; the rule is review-timesheets.ts's, so these routes take any signed-in caller).
 */
const timesheetReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auditReview = (request: FastifyRequest, ids: number[], status: 'APPROVED' | 'REJECTED', week?: { userId: number; week: string }) =>
    app.audit(request, {
      action: status === 'APPROVED' ? 'timesheet.approved' : 'timesheet.rejected',
      outcome: 'SUCCESS',
      targetType: 'timesheet',
      changes: [{ field: 'status', from: 'SUBMITTED', to: status }],
      ...(ids.length === 1 && !week ? { targetId: ids[0] } : { details: { ids, ...week } }),
    });

  app.patch(
    '/:id/status',
    {
      schema: {
        tags: ['timesheets'],
        summary: 'Approve or reject one submitted entry (a reason is required to reject)',
        params: IdParams,
        body: StatusChange,
        response: { 200: TimesheetSchema, ...reviewErrors },
      },
    },
    async (request) => {
      const { status, reason } = request.body;
      await reviewTimesheets(app.db, authUser(request), [request.params.id], status, reason);
      await auditReview(request, [request.params.id], status);
      const reviewed = await app.repos.timesheets.findById(request.params.id);
      if (!reviewed) throw new NotFoundError('Timesheet not found.');
      return reviewed;
    },
  );

  app.patch(
    '/status',
    {
      schema: {
        tags: ['timesheets'],
        summary: 'Approve or reject several submitted entries at once, all or none',
        body: BulkStatusChange,
        response: { 200: BulkStatusResult, ...reviewErrors },
      },
    },
    async (request) => {
      const { ids, status, reason } = request.body;
      const updated = await reviewTimesheets(app.db, authUser(request), ids, status, reason);
      await auditReview(request, ids, status);
      return { updated };
    },
  );

  app.patch(
    '/weeks/status',
    {
      schema: {
        tags: ['timesheets'],
        summary: "Approve or reject a person's week: all their submitted entries of that ISO week, all or none",
        body: WeekStatusChange,
        response: { 200: BulkStatusResult, ...reviewErrors },
      },
    },
    async (request) => {
      const { userId, week, status, reason } = request.body;
      const ids = await reviewWeek(app.db, authUser(request), { userId, week }, { status, reason });
      await auditReview(request, ids, status, { userId, week });
      return { updated: ids.length };
    },
  );
};

export default timesheetReviewRoutes;
