import type { FastifyBaseLogger } from 'fastify';
import type { LeaveRequest } from '@portal/shared-contracts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.js';
import { leaveMessage } from '../../platform/mail/templates.js';
import type { LeaveRepository } from './leave-repository.js';

export type LeaveMailContext = { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger; repo: LeaveRepository };
export type LeaveEvent = 'requested' | 'approved' | 'declined' | 'cancellation-requested' | 'cancelled' | 'cancellation-declined';

const SUBJECTS: Record<LeaveEvent, string> = {
  requested: 'Leave requested',
  approved: 'Leave approved',
  declined: 'Leave declined',
  'cancellation-requested': 'Leave cancellation requested',
  cancelled: 'Leave cancelled',
  'cancellation-declined': 'Leave cancellation declined',
};

const halves = (request: LeaveRequest) =>
  [request.halfDayStart ? 'afternoon of the first day' : '', request.halfDayEnd ? 'morning of the last day' : ''].filter(Boolean);

/** What both e-mails say about the request. */
function describe(request: LeaveRequest): string {
  const half = halves(request);
  return `${request.userName}: ${request.leaveType.toLowerCase()} leave from ${request.startDate} to ${request.endDate}${half.length ? ` (only the ${half.join(' and ')})` : ''}, ${request.days} working day${request.days === 1 ? '' : 's'}.`;
}

/**
 * The e-mails of a request's step: the person, and the one who decides (their line manager for a new request or
 * cancellation, the decider for a decision). Sent after the change is committed; a failure is logged, never undoes it.
 */
export async function sendLeaveMail(context: LeaveMailContext, event: LeaveEvent, request: LeaveRequest, deciderId: number | null): Promise<number> {
  const person = await context.repo.person(request.userId);
  if (!person) return 0;
  const approverId = deciderId ?? person.lineManagerId;
  const approver = approverId === null ? null : await context.repo.person(approverId);
  const lines = [describe(request), ...(request.decisionReason ? [`Reason: ${request.decisionReason}`] : [])];
  const messages: MailMessage[] = [
    leaveMessage({ to: person.email, name: person.name, subject: SUBJECTS[event], lines, link: `${context.publicUrl}/profile` }),
    ...(approver ? [leaveMessage({ to: approver.email, name: approver.name, subject: `${SUBJECTS[event]}: ${person.name}`, lines, link: `${context.publicUrl}/profile` })] : []),
  ];
  const results = await Promise.allSettled(messages.map((message) => context.mailer.send(message)));
  for (const result of results) if (result.status === 'rejected') context.log.error({ err: result.reason, leaveRequestId: request.id }, 'leave e-mail not sent');
  return results.filter((result) => result.status === 'fulfilled').length;
}
