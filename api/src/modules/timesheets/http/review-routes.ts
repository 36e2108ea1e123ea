import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../../../platform/errors.js';
import { reviewTimesheets } from '../review-timesheets.js';
import { authUser, requireRole } from '../../../platform/auth/auth-plugin.js';
import { ErrorResponse, IdParams, authErrors, BulkStatusChange, BulkStatusResult, StatusChange, TimesheetSchema } from '@portal/shared-contracts';

const reviewErrors = { ...authErrors, 404: ErrorResponse, 409: ErrorResponse };

/** Approval (ADMIN only): SUBMITTED entries of other people become APPROVED, or REJECTED with a reason. */
const timesheetReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auditReview = (request: FastifyRequest, ids: number[], status: 'APPROVED' | 'REJECTED') =>
    app.audit(request, {
      action: status === 'APPROVED' ? 'timesheet.approved' : 'timesheet.rejected',
      outcome: 'SUCCESS',
      targetType: 'timesheet',
      ...(ids.length === 1 ? { targetId: ids[0] } : { details: { ids } }),
    });

  app.patch(
    '/:id/status',
    {
      onRequest: requireRole('ADMIN'),
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
      onRequest: requireRole('ADMIN'),
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
};

export default timesheetReviewRoutes;
