import type { Database } from '../../platform/db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/auth/auth-plugin.js';
import { createHolidaysRepository, createTimeOffRepository } from '../capacity/index.js';
import type { LeaveBalance, LeaveDecisionBody, LeaveQuote, LeaveRequest, LeaveRequestBody, LeaveRequestCreated, LeaveStatus } from '@portal/shared-contracts';
import { createLeaveRepository, type StoredLeaveRequest } from './leave-repository.js';
import { balanceOfType } from './balances.js';
import {
  assertMayDecide, assertWithinBalance, balanceOf, declineReason, LEAVE_MESSAGES, leaveDatesFrom, leaveDays, leaveOverlap, problem, type LeaveDates,
} from './rules.js';

/** What a request of the person would take: its checked dates, its working days and its type's balance once it counts. */
export type LeaveAssessment = { dates: LeaveDates; days: number; balance: LeaveBalance };

/**
 * The rules a request meets, for the request itself and for its quote alike: dates in order within one year, at least
 * one working day, no overlap with the person's time off or other requests, within the balance unless the type allows
 * going below zero. Refused with the 400 the request would answer.
 */
async function assessRequest(db: Database, userId: number, body: LeaveRequestBody): Promise<LeaveAssessment> {
  const dates = leaveDatesFrom(body);
  const repo = createLeaveRepository(db);
  const holidays = await createHolidaysRepository(db).datesIn({ from: dates.startDate, to: dates.endDate });
  const days = leaveDays(dates, holidays);
  if (days === 0) throw problem('endDate', LEAVE_MESSAGES.noWorkingDays);
  const clash = (await createTimeOffRepository(db).firstOverlapping(userId, dates.startDate, dates.endDate)) ?? (await repo.firstHoldingOverlap(userId, dates.startDate, dates.endDate));
  if (clash) throw leaveOverlap(clash);
  const balance = await balanceOfType(repo, userId, Number(dates.startDate.slice(0, 4)), body.leaveType);
  assertWithinBalance(balance, days);
  return { dates, days, balance: balanceOf(body.leaveType, { ...balance, pending: balance.pending + days }) };
}

/** GET /leave-requests/quote: what the caller's request would take and leave, without asking for it. */
export async function quoteLeave(db: Database, caller: AuthUser, body: LeaveRequestBody): Promise<LeaveQuote> {
  const { days, balance } = await assessRequest(db, caller.id, body);
  return { days, balance };
}

/**
 * POST /leave-requests: the caller's own request. Their row is locked while their time off, other requests and
 * balance are checked (as capacity-writes.ts's recordTimeOff does), so two requests at once cannot both pass.
 */
export async function requestLeave(db: Database, caller: AuthUser, body: LeaveRequestBody): Promise<LeaveRequestCreated> {
  return db.transaction(async (tx) => {
    const repo = createLeaveRepository(tx);
    if (!(await createTimeOffRepository(tx).lockPerson(caller.id))) throw new NotFoundError('User not found.');
    const { dates, days, balance } = await assessRequest(tx, caller.id, body);
    const id = await repo.insert({ ...dates, userId: caller.id, leaveType: body.leaveType, days, note: body.note?.trim() || null });
    return { request: (await repo.read(id))!, balance };
  });
}

/** What a decision did, for the audit log and the e-mails. */
export type LeaveDecision = { request: LeaveRequest; action: 'leave.approved' | 'leave.declined' | 'leave.cancelled'; cancellation: boolean };

/** The request, locked after its person (the order every leave write takes them in), or a 404. */
async function lockedRequest(db: Database, id: number): Promise<StoredLeaveRequest> {
  const repo = createLeaveRepository(db);
  const first = await repo.read(id);
  if (!first) throw new NotFoundError(LEAVE_MESSAGES.notFound);
  await createTimeOffRepository(db).lockPerson(first.userId);
  const request = await repo.lockRequest(id);
  if (!request) throw new NotFoundError(LEAVE_MESSAGES.notFound);
  return request;
}

/**
 * POST /leave-requests/{id}/decision, by the person's line manager or an admin, never their own. Approving a request
 * makes it time off in the same transaction (refused if time off was recorded on those days since); approving a
 * cancellation removes that time off; declining a cancellation leaves the request approved.
 */
export async function decideLeave(db: Database, caller: AuthUser, id: number, body: LeaveDecisionBody): Promise<LeaveDecision> {
  const reason = declineReason(body.decision, body.reason);
  return db.transaction(async (tx) => {
    const request = await lockedRequest(tx, id);
    assertMayDecide(caller, request);
    const repo = createLeaveRepository(tx);
    const timeOff = createTimeOffRepository(tx);
    const approve = body.decision === 'APPROVE';
    const decided = { decidedBy: caller.id, reason };
    if (request.status === 'PENDING') {
      if (approve) {
        const clash = await timeOff.firstOverlapping(request.userId, request.startDate, request.endDate);
        if (clash) throw leaveOverlap(clash);
        const { userId, startDate, endDate, halfDayStart, halfDayEnd } = request;
        const entry = await timeOff.insert({ userId, startDate, endDate, halfDayStart, halfDayEnd, kind: request.leaveType, note: request.note, createdBy: caller.id });
        await repo.setStatus(id, { status: 'APPROVED', ...decided, timeOffId: entry.id });
      } else {
        await repo.setStatus(id, { status: 'DECLINED', ...decided });
      }
      return { request: (await repo.read(id))!, action: approve ? 'leave.approved' : 'leave.declined', cancellation: false };
    }
    if (request.status === 'CANCELLATION_PENDING') {
      if (approve && request.timeOffId !== null) await timeOff.remove(request.timeOffId);
      await repo.setStatus(id, approve ? { status: 'CANCELLED', ...decided, timeOffId: null } : { status: 'APPROVED', ...decided });
      return { request: (await repo.read(id))!, action: approve ? 'leave.cancelled' : 'leave.declined', cancellation: true };
    }
    throw new ConflictError(LEAVE_MESSAGES.notWaiting);
  });
}

/** The person's own request moved on: withdrawn while pending, or asked to be cancelled once approved. */
async function ownMove(db: Database, caller: AuthUser, id: number, from: LeaveStatus, to: LeaveStatus, refusal: string): Promise<LeaveRequest> {
  return db.transaction(async (tx) => {
    const request = await lockedRequest(tx, id);
    if (request.userId !== caller.id) throw new ForbiddenError(LEAVE_MESSAGES.notOwn);
    if (request.status !== from) throw new ConflictError(refusal);
    const repo = createLeaveRepository(tx);
    await repo.setStatus(id, { status: to });
    return (await repo.read(id))!;
  });
}

/** POST /leave-requests/{id}/withdraw: the person's own, while it waits for a decision. */
export const withdrawLeave = (db: Database, caller: AuthUser, id: number) => ownMove(db, caller, id, 'PENDING', 'WITHDRAWN', LEAVE_MESSAGES.notPending);

/** POST /leave-requests/{id}/cancellation: after approval only a cancellation, decided like a request, cancels it. */
export const requestCancellation = (db: Database, caller: AuthUser, id: number) =>
  ownMove(db, caller, id, 'APPROVED', 'CANCELLATION_PENDING', LEAVE_MESSAGES.notApproved);
