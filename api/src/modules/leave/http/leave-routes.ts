import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse, IdParams, LeaveAllowanceBody, LeaveAllowanceList, LeaveBalances, LeaveDecisionBody, LeaveRequestBody,
  LeaveQuote, LeaveQuoteQuery, LeaveRequestCreated, LeaveRequestList, LeaveRequestQuery, LeaveRequestSchema, authErrors, type LeaveRequest,
} from '@portal/shared-contracts';
import { authUser, requireRole } from '../../../platform/auth/auth-plugin.js';
import { NotFoundError } from '../../../platform/errors.js';
import { createMailer } from '../../../platform/mail/mailer.js';
import type { AuditRecord } from '../../audit-log/index.js';
import { balancesOf } from '../balances.js';
import { decideLeave, quoteLeave, requestCancellation, requestLeave, withdrawLeave } from '../leave-writes.js';
import { sendLeaveMail, type LeaveEvent } from '../leave-mail.js';
import { assertMaySeeBalances, LEAVE_MESSAGES, problem } from '../rules.js';

const ADMIN = requireRole('ADMIN');
const withNotFound = { ...authErrors, 404: ErrorResponse } as const;
const decisionErrors = { ...withNotFound, 409: ErrorResponse } as const;

/** Whose request, which days and what became of it; the note and the reason stay out of the log. */
const auditOf = (action: AuditRecord['action'], request: LeaveRequest): AuditRecord => ({
  action,
  outcome: 'SUCCESS',
  targetType: 'leave_request',
  targetId: request.id,
  details: { userId: request.userId, leaveType: request.leaveType, startDate: request.startDate, endDate: request.endDate, days: request.days, status: request.status },
});

/** Leave requests, allowances and balances (issue 38), mounted at the root of /api/v1. */
const leaveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mailer = createMailer(app.config.mail);
  app.addHook('onClose', async () => mailer.close());
  const mail = (event: LeaveEvent, request: LeaveRequest, deciderId: number | null) =>
    sendLeaveMail({ mailer, publicUrl: app.config.publicUrl, log: app.log, repo: app.repos.leave }, event, request, deciderId);
  const requestItem = { 200: LeaveRequestSchema, ...decisionErrors };

  app.get(
    '/leave/allowances',
    { onRequest: ADMIN, schema: { tags: ['leave'], summary: 'The default yearly allowances per leave type, and each person\'s where it differs (admin)', response: { 200: LeaveAllowanceList, ...authErrors } } },
    async () => {
      const data = await app.repos.leave.allowances();
      return { data, total: data.length };
    },
  );

  app.put(
    '/leave/allowances',
    {
      onRequest: ADMIN,
      schema: {
        tags: ['leave'],
        summary: "Set a leave type's default yearly allowance, or with userId a person's (days null removes the person's own) (admin)",
        body: LeaveAllowanceBody,
        response: { 200: LeaveAllowanceList, ...withNotFound },
      },
    },
    async (request) => {
      const { userId = null, leaveType, days } = request.body;
      const repo = app.repos.leave;
      if (userId !== null && !(await repo.person(userId))) throw new NotFoundError('User not found.');
      if (days !== null) await repo.setAllowance(userId, leaveType, days);
      else if (userId !== null) await repo.removeAllowance(userId, leaveType);
      else throw problem('days', LEAVE_MESSAGES.defaultNeedsDays);
      await app.audit(request, { action: 'allowance.set', outcome: 'SUCCESS', targetType: 'leave_allowance', targetId: userId ?? undefined, details: { userId, leaveType, days } });
      const data = await repo.allowances(userId ?? undefined);
      return { data, total: data.length };
    },
  );

  app.get(
    '/users/:id/leave-balances',
    {
      schema: {
        tags: ['leave'],
        summary: "A person's leave balances in a year, this year when none is given (the person, their line manager, an admin)",
        params: IdParams,
        querystring: LeaveRequestQuery,
        response: { 200: LeaveBalances, ...withNotFound },
      },
    },
    async (request) => {
      const repo = app.repos.leave;
      const person = await repo.person(request.params.id);
      if (!person) throw new NotFoundError('User not found.');
      assertMaySeeBalances(authUser(request), person);
      const year = request.query.year ?? Number(app.clock.today().slice(0, 4));
      return { userId: person.userId, year, data: await balancesOf(repo, person.userId, year) };
    },
  );

  app.post(
    '/leave-requests',
    {
      schema: {
        tags: ['leave'],
        summary: 'Ask for time off: refused (400) over the balance unless the type allows it, overlapping time off or another request, or on dates with no working day',
        body: LeaveRequestBody,
        response: { 201: LeaveRequestCreated, ...withNotFound },
      },
    },
    async (request, reply) => {
      const created = await requestLeave(app.db, authUser(request), request.body);
      await app.audit(request, auditOf('leave.requested', created.request));
      await mail('requested', created.request, null);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/leave-requests/quote',
    {
      schema: {
        tags: ['leave'],
        summary: "What the caller's request would take (working days) and the balance left after it, without asking for it; a request that would be refused answers the request's 400",
        querystring: LeaveQuoteQuery,
        response: { 200: LeaveQuote, ...authErrors },
      },
    },
    async (request) => quoteLeave(app.db, authUser(request), request.query),
  );

  app.get(
    '/leave-requests/mine',
    { schema: { tags: ['leave'], summary: "The caller's own leave requests, latest first", querystring: LeaveRequestQuery, response: { 200: LeaveRequestList, ...authErrors } } },
    async (request) => {
      const data = await app.repos.leave.requestsOf(authUser(request).id, request.query.year);
      return { data, total: data.length };
    },
  );

  app.get(
    '/leave-requests/waiting',
    { schema: { tags: ['leave'], summary: "Requests and cancellations waiting for the caller's decision: their reports', or everyone else's for an admin", response: { 200: LeaveRequestList, ...authErrors } } },
    async (request) => {
      const caller = authUser(request);
      const data = await app.repos.leave.waitingFor({ id: caller.id, isAdmin: caller.role === 'ADMIN' });
      return { data, total: data.length };
    },
  );

  app.post(
    '/leave-requests/:id/decision',
    {
      schema: {
        tags: ['leave'],
        summary: "Approve or decline a request or its cancellation (the person's line manager or an admin, never one's own; a decline needs a reason)",
        params: IdParams,
        body: LeaveDecisionBody,
        response: requestItem,
      },
    },
    async (request) => {
      const caller = authUser(request);
      const decision = await decideLeave(app.db, caller, request.params.id, request.body);
      await app.audit(request, auditOf(decision.action, decision.request));
      const event: LeaveEvent = decision.cancellation
        ? decision.action === 'leave.cancelled' ? 'cancelled' : 'cancellation-declined'
        : decision.action === 'leave.approved' ? 'approved' : 'declined';
      await mail(event, decision.request, caller.id);
      return decision.request;
    },
  );

  app.post(
    '/leave-requests/:id/withdraw',
    { schema: { tags: ['leave'], summary: 'Withdraw one\'s own request while it waits for a decision', params: IdParams, response: requestItem } },
    async (request) => {
      const withdrawn = await withdrawLeave(app.db, authUser(request), request.params.id);
      await app.audit(request, auditOf('leave.withdrawn', withdrawn));
      return withdrawn;
    },
  );

  app.post(
    '/leave-requests/:id/cancellation',
    { schema: { tags: ['leave'], summary: 'Ask to cancel one\'s own approved leave; decided like a request', params: IdParams, response: requestItem } },
    async (request) => {
      const asked = await requestCancellation(app.db, authUser(request), request.params.id);
      await app.audit(request, auditOf('leave.cancellation-requested', asked));
      await mail('cancellation-requested', asked, null);
      return asked;
    },
  );
};

export default leaveRoutes;
